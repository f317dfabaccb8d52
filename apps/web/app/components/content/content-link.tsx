import type { ReactNode } from 'react';
import { useStoreView } from '../../lib/i18n.ts';
import { storyLinkTarget } from '../../lib/story-link.ts';
import { RoutedLink } from '../routed-link.tsx';

interface LinkLike {
  url?: string;
  cached_url?: string;
  linktype?: string;
  anchor?: string;
  target?: string;
}

/**
 * A Storyblok link: a storefront path as a router link, another site as a plain anchor
 * (rel=noopener, a new tab only when the editor chose one); without a target, its content
 * without a link.
 */
export function ContentLink({
  link,
  className,
  children,
  onFollow,
}: {
  link: LinkLike | null | undefined;
  className?: string;
  children: ReactNode;
  /** Told when the link is followed (analytics), with where it goes. */
  onFollow?: (href: string) => void;
}) {
  const storeView = useStoreView();
  const target = storyLinkTarget(link, storeView);
  if (!target) return <span className={className}>{children}</span>;
  if ('internal' in target) {
    return (
      <RoutedLink
        to={target.internal}
        className={className}
        onClick={onFollow ? () => onFollow(target.internal) : undefined}
      >
        {children}
      </RoutedLink>
    );
  }
  return (
    <a
      href={target.external}
      className={className}
      rel="noopener"
      target={target.newTab ? '_blank' : undefined}
      onClick={onFollow ? () => onFollow(target.external) : undefined}
    >
      {children}
    </a>
  );
}
