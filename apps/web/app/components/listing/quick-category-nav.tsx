/**
 * The quick category navigation (secondary-areas §2 Layout): the children of the current category
 * with a back link to its parent, in one horizontally scrolling row whose edges fade while there
 * is more to scroll (10 px and 5 px thresholds). Its list slides up when the shopper went a level
 * deeper and down when back up (after the page transition's 450 ms). On phones and tablets it sits
 * right above the tab bar; from 1024 px below the category's title.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { getFadeEdges, getNavSlide } from '../../lib/layout-rules.ts';
import { RoutedLink } from '../routed-link.tsx';
import styles from './quick-category-nav.module.css';

interface NavLink {
  name: string;
  path: string;
}

/** The depth of the last category page shown: the next one slides from it. */
let lastDepth: number | null = null;

export function QuickCategoryNav({
  parent,
  links,
  depth,
}: {
  parent: NavLink;
  /** The children of the category. */
  links: NavLink[];
  /** The category's level (1 for a top category). */
  depth: number;
}) {
  const t = useTranslate();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const [slide, setSlide] = useState<'up' | 'down' | 'none'>('none');

  useEffect(() => {
    setSlide(getNavSlide(lastDepth, depth));
    lastDepth = depth;
  }, [depth]);

  const measure = () => {
    const element = list.current;
    if (!element) return;
    setEdges(
      getFadeEdges({
        left: Math.abs(element.scrollLeft),
        width: element.scrollWidth,
        clientWidth: element.clientWidth,
      }),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again for new links
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [links]);

  if (links.length === 0) return null;
  return (
    <nav
      aria-label={t('Subcategories')}
      className={styles.nav}
      data-fade-start={edges.start ? 'true' : undefined}
      data-fade-end={edges.end ? 'true' : undefined}
    >
      <ul ref={list} className={styles.list} data-slide={slide} onScroll={measure}>
        <li>
          <RoutedLink to={parent.path} className={`${styles.link} ${styles.back}`} viewTransition>
            <span aria-hidden="true">‹</span>
            {parent.name}
          </RoutedLink>
        </li>
        {links.map((child) => (
          <li key={child.path}>
            <RoutedLink to={child.path} className={styles.link} viewTransition>
              {child.name}
            </RoutedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
