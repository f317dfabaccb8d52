/**
 * A content page the header or footer links to (content-pages.server.ts holds them per store
 * view); its label is a catalogue key.
 */
import { useRouteLoaderData } from 'react-router';

export interface ContentPageLink {
  /** The page's path in the page's store view (/de/... for the German one). */
  path: string;
  label:
    | 'Customer service'
    | 'Shipping costs and delivery times'
    | 'Returns'
    | 'About us'
    | 'Terms and conditions'
    | 'Privacy statement'
    | 'Cookie statement'
    | 'Our stores'
    | 'Birth list';
}

/** The content links of the page's store view: footer service and legal pages, the store finder. */
export interface SiteLinks {
  service: ContentPageLink[];
  legal: ContentPageLink[];
  storeFinder: ContentPageLink;
}

/** The content links of the root loader (undefined only when the root loader failed). */
export function useSiteLinks(): SiteLinks | undefined {
  return (useRouteLoaderData('root') as { links?: SiteLinks } | undefined)?.links;
}
