/**
 * An empty state that suggests the next step (design brief: empty cart, search, account): what
 * is empty, why that is fine, one clear action and, where the page has them, suggestions
 * (categories or products) to go on with.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './empty-state.module.css';

/** The icon paths of the empty state's circle (48 × 48). */
const ICONS = {
  bag: 'M15 19h18l-2 14H17z M19 19a5 5 0 0 1 10 0',
  heart: 'M24 34l-9-9a5 5 0 0 1 9-6 5 5 0 0 1 9 6z',
};

export function EmptyState({
  title,
  text,
  action,
  children,
  headingLevel = 2,
  icon = 'bag',
  pending = false,
}: {
  title: string;
  text?: string;
  action?: { label: string; to: string; onClick?: () => void };
  /** Suggestions below the action. */
  children?: ReactNode;
  headingLevel?: 1 | 2;
  /** What the circle shows: a shopping bag, or a heart (an empty wishlist). */
  icon?: 'bag' | 'heart';
  /**
   * Whether it is not yet known that nothing is there: the title says what is being loaded and
   * the intro is marked busy, while the text, the action and the suggestions show already (they
   * hold for both outcomes), so an empty outcome only changes the title: nothing moves, and the
   * page's largest text is drawn with its first paint.
   */
  pending?: boolean;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.emptyState}>
      <div className={styles.intro} aria-busy={pending || undefined}>
        <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="var(--color-surface-muted)" />
          <path
            d={ICONS[icon]}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <Heading className={styles.title}>{title}</Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
        {action ? (
          <Link to={action.to} className={styles.action} onClick={action.onClick}>
            {action.label}
          </Link>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/** A titled group of suggestions (categories or products) under an empty state. */
export function Suggestions({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.suggestions}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
