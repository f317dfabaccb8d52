/**
 * Search-engine tags shared by the pages: canonical URL, hreflang alternates for nl and de, and
 * JSON-LD. URLs are absolute, made from the origin the page was requested on.
 */
import type { Alternates } from './alternates.ts';
import { SHOP_NAME } from './shop.ts';

type MetaTag = Record<string, unknown>;

/** `<link rel=canonical>` plus `<link rel=alternate hreflang>` for nl, de and x-default. */
export function alternateLinks(
  origin: string,
  canonicalPath: string,
  alternates: Alternates,
): MetaTag[] {
  return [
    { tagName: 'link', rel: 'canonical', href: `${origin}${canonicalPath}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'nl', href: `${origin}${alternates.nl}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'de', href: `${origin}${alternates.de}` },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${alternates.nl}` },
  ];
}

/** JSON-LD of the shop itself (Organization) and its site search (WebSite with SearchAction). */
export function siteJsonLd(origin: string, homePath: string): MetaTag[] {
  const home = `${origin}${homePath === '/' ? '' : homePath}`;
  return [
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SHOP_NAME,
        url: `${home}/`,
        logo: `${origin}/favicon.svg`,
      },
    },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SHOP_NAME,
        url: `${home}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${home}/search?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    },
  ];
}
