import type { AnchorHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import type { ThemeHref } from '../../lib/site-theme.ts';
import { RoutedLink } from '../routed-link.tsx';

/**
 * A theme link: a storefront path as a routed link (components/routed-link.tsx: the menu and the
 * footer hold most of a page's links), another site as an anchor (rel=noopener).
 * The header's menu and the footer's links move between pages with a page transition (decision
 * 60: the kind follows the width and the shopper's motion preference).
 */
export function ThemeLink({
  href,
  className,
  onClick,
  children,
  viewTransition = true,
  ...attributes
}: {
  href: ThemeHref;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
  /** Whether following the link plays the page transition (a storefront path only). */
  viewTransition?: boolean;
} & Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'id' | 'aria-expanded' | 'aria-controls' | 'onKeyDown'
>) {
  if (href.external) {
    return (
      <a
        {...attributes}
        href={href.to}
        className={className}
        rel="noopener"
        target={href.newTab ? '_blank' : undefined}
        onClick={onClick}
      >
        {children}
      </a>
    );
  }
  return (
    <RoutedLink
      {...attributes}
      to={href.to}
      className={className}
      onClick={onClick}
      viewTransition={viewTransition}
    >
      {children}
    </RoutedLink>
  );
}
