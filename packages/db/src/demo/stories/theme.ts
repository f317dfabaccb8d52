/**
 * The theme config of each store view (`{code}/config/theme`): the menu, the footer's link
 * groups and the search overlay's 'Search in a category' suggestions.
 *
 * Link rule (the same in every demo story, see build.ts): a content page that is a story is a
 * story link whose `cached_url` is the story's full slug (`nl/blog`, `de/kundenservice`); a
 * category and the store locator are url links holding the storefront path without the `/de`
 * prefix (`/c/kinderwagen`, `/storelocator`), which the storefront localises for its store view.
 * So the German menu names German slugs, never `/de/…`.
 */
import type { LinkGroup, MenuNode, SearchSuggestion, StoryLink } from '@shop/contracts';
import { CATEGORY_TREE } from '../categories.ts';
import {
  categoryChildren,
  categoryLink,
  categoryName,
  type Lang,
  PAGES,
  ROUTES,
  type SeedStory,
  storyLink,
  urlLink,
} from './build.ts';
import { LEGAL_PAGE_KEYS, legalPageTitle } from './legal.ts';

/** The categories of the search overlay's suggestions, in their order. */
const SEARCH_CATEGORY_KEYS = [
  'strollers',
  'infant-car-seats',
  'cribs',
  'sleeping-bags',
  'baby-monitors',
  'breastfeeding',
  'baby-carriers',
  'gift-sets',
];

function node(uid: string, name: string, link: StoryLink, children: MenuNode[] = []): MenuNode {
  return { _uid: uid, component: 'menu_node', name, link, children };
}

function menu(lang: Lang): MenuNode[] {
  const categories = CATEGORY_TREE.map((top) =>
    node(
      `menu-${lang}-${top.key}`,
      categoryName(top.key, lang),
      categoryLink(top.key, lang),
      categoryChildren(top.key).map((child) =>
        node(`menu-${lang}-${child}`, categoryName(child, lang), categoryLink(child, lang)),
      ),
    ),
  );
  const t =
    lang === 'nl'
      ? {
          advice: 'Advies en acties',
          blog: 'Blog',
          campaigns: 'Alle acties',
          car: 'Veilig onderweg',
          nursery: 'De babykamer',
        }
      : {
          advice: 'Ratgeber und Aktionen',
          blog: 'Ratgeber',
          campaigns: 'Alle Aktionen',
          car: 'Sicher unterwegs',
          nursery: 'Das Babyzimmer',
        };
  const content = node(`menu-${lang}-content`, t.advice, storyLink(PAGES.blog[lang]), [
    node(`menu-${lang}-blog`, t.blog, storyLink(PAGES.blog[lang])),
    node(`menu-${lang}-campaigns`, t.campaigns, storyLink(PAGES.campaigns[lang])),
    node(`menu-${lang}-campaign-car-seats`, t.car, storyLink(PAGES.carSeatCampaign[lang])),
    node(`menu-${lang}-campaign-nursery`, t.nursery, storyLink(PAGES.nurseryCampaign[lang])),
  ]);
  return [...categories, content];
}

/** The footer's link groups: service pages, and the legal pages (kind `legal`). */
export function themeFooter(lang: Lang): LinkGroup[] {
  const service: [string, StoryLink][] =
    lang === 'nl'
      ? [
          ['Klantenservice', storyLink(PAGES.customerService.nl)],
          ['Contact', storyLink(PAGES.customerSupport.nl)],
          ['Verzendkosten en levertijden', storyLink(PAGES.shipping.nl)],
          ['Retourneren', storyLink(PAGES.returns.nl)],
          ['Onze winkels', urlLink(ROUTES.storeLocator)],
          ['Geboortelijst', storyLink(PAGES.birthList.nl)],
          ['Gratis zwangerschapsbox', storyLink(PAGES.pregnancyBox.nl)],
          ['Over ons', storyLink(PAGES.about.nl)],
        ]
      : [
          ['Kundenservice', storyLink(PAGES.customerService.de)],
          ['Kontakt', storyLink(PAGES.customerSupport.de)],
          ['Versandkosten und Lieferzeiten', storyLink(PAGES.shipping.de)],
          ['Rücksendung', storyLink(PAGES.returns.de)],
          ['Unsere Filialen', urlLink(ROUTES.storeLocator)],
          ['Geburtsliste', storyLink(PAGES.birthList.de)],
          ['Kostenlose Schwangerschaftsbox', storyLink(PAGES.pregnancyBox.de)],
          ['Über uns', storyLink(PAGES.about.de)],
        ];
  // The legal pages (terms, privacy, cookies, withdrawal, company details), each by its title.
  const legal = LEGAL_PAGE_KEYS.map((key): [string, StoryLink] => [
    legalPageTitle(lang, key),
    storyLink(PAGES[key][lang]),
  ]);
  const group = (kind: 'service' | 'legal', title: string, links: [string, StoryLink][]) => ({
    _uid: `footer-${lang}-${kind}`,
    component: 'link_group' as const,
    kind,
    title,
    links: links.map(([text, link], index) => ({
      _uid: `footer-${lang}-${kind}-${index + 1}`,
      component: 'link_item' as const,
      text,
      link,
    })),
  });
  return lang === 'nl'
    ? [group('service', 'Service', service), group('legal', 'Juridisch', legal)]
    : [group('service', 'Service', service), group('legal', 'Rechtliches', legal)];
}

function search(lang: Lang): SearchSuggestion[] {
  return SEARCH_CATEGORY_KEYS.map((key) => ({
    _uid: `search-${lang}-${key}`,
    component: 'search_suggestion' as const,
    text: categoryName(key, lang),
    link: categoryLink(key, lang),
  }));
}

export function themeStory(lang: Lang): SeedStory {
  return {
    full_slug: PAGES.theme[lang],
    name: 'Theme',
    group: 'theme',
    first_published_at: '2026-01-05T08:00:00.000Z',
    content: {
      _uid: `theme-${lang}`,
      component: 'theme',
      menu: menu(lang),
      footer: themeFooter(lang),
      search: search(lang),
    },
  };
}
