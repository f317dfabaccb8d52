/**
 * CMS pages and url redirects of the demo catalogue. The service pages (customer service,
 * shipping, returns, about us) and the legal pages (terms, privacy, cookies, withdrawal, company
 * details) are content stories at the paths the CMS pages had (stories/service.ts,
 * stories/legal.ts); the store list stays a CMS page.
 */
import type { CmsPageSeed, UrlRedirectSeed } from '@shop/core';
import { DEMO_STORES } from './stores.ts';

export function buildCmsPages(): CmsPageSeed[] {
  return [storeListPage()];
}

/**
 * The store list the header's store finder opens. Ids from 23 on: 1 to 4 were the service
 * pages and 20 to 22 the legal pages, now stories.
 */
function storeListPage(): CmsPageSeed {
  return {
    id: 23,
    identifier: { nl: 'winkels', de: 'filialen' },
    title: { nl: 'Onze winkels', de: 'Unsere Filialen' },
    content: {
      nl: [
        '<h1>Onze winkels</h1>',
        '<p>Kom langs voor advies, een proefrit met een kinderwagen of om je online bestelling gratis op te halen.</p>',
        storeList('NL'),
      ].join('\n'),
      de: [
        '<h1>Unsere Filialen</h1>',
        '<p>Besuchen Sie uns für eine Beratung, eine Probefahrt mit dem Kinderwagen oder um Ihre Online-Bestellung kostenlos abzuholen.</p>',
        storeList('DE'),
      ].join('\n'),
    },
  };
}

/** The active demo stores of a country as an address list. */
function storeList(country: 'NL' | 'DE'): string {
  const items = DEMO_STORES.filter((store) => store.active && store.countryId === country).map(
    (store) =>
      `<li><strong>${store.name}</strong><br>${store.street} ${store.houseNumber}, ${store.postcode} ${store.city}<br>${store.phone}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

/** The German cookie page's old path (a CMS page's) leads to the legal story's. */
export const LEGACY_COOKIE_REDIRECT: UrlRedirectSeed = {
  requestPath: 'cookie-richtlinie',
  targetPath: 'cookies',
  redirectType: 301,
  storeCode: 'de',
};

export interface RedirectInput {
  /** Url paths of categories by internal key, per language. */
  categoryPath(key: string): { nl: string; de: string };
  /** A few products whose url changed: their current url keys and their old skus. */
  products: readonly { sku: string; urlKey: { nl: string; de: string } }[];
  giftCardUrlKey: { nl: string; de: string };
}

/**
 * Redirects as Magento's url rewrites hold them: paths without a leading slash, old '.html'
 * category urls and renamed products (301), and a temporary campaign url (302).
 */
export function buildRedirects(input: RedirectInput): UrlRedirectSeed[] {
  const out: UrlRedirectSeed[] = [];
  for (const store of ['nl', 'de'] as const) {
    const strollers = input.categoryPath('strollers')[store];
    const combi = input.categoryPath('combi-strollers')[store];
    const buggies = input.categoryPath('buggies')[store];
    const carSeats = input.categoryPath('infant-car-seats')[store];
    out.push(
      {
        requestPath: `${strollers}.html`,
        targetPath: strollers,
        redirectType: 301,
        storeCode: store,
      },
      { requestPath: `${combi}.html`, targetPath: combi, redirectType: 301, storeCode: store },
      {
        requestPath: store === 'nl' ? 'buggy' : 'buggy-kaufen',
        targetPath: buggies,
        redirectType: 301,
        storeCode: store,
      },
      {
        requestPath: store === 'nl' ? 'maxi-autostoeltjes' : 'babyschalen-kaufen',
        targetPath: carSeats,
        redirectType: 301,
        storeCode: store,
      },
      {
        requestPath: store === 'nl' ? 'cadeaubon-kopen' : 'gutschein-kaufen',
        targetPath: input.giftCardUrlKey[store],
        redirectType: 301,
        storeCode: store,
      },
      {
        requestPath: store === 'nl' ? 'zomeractie' : 'sommeraktion',
        targetPath: strollers,
        redirectType: 302,
        storeCode: store,
      },
      {
        requestPath: store === 'nl' ? 'klantenservice/verzending' : 'kundenservice/versand',
        targetPath: store === 'nl' ? 'verzendkosten' : 'versandkosten',
        redirectType: 301,
        storeCode: store,
      },
    );
    if (store === 'de') {
      // The German cookie page moved from its CMS page's path to the legal story's.
      out.push({ ...LEGACY_COOKIE_REDIRECT });
    }
    for (const product of input.products) {
      out.push({
        requestPath: `${product.sku.toLowerCase()}.html`,
        targetPath: product.urlKey[store],
        redirectType: 301,
        storeCode: store,
      });
    }
  }
  return out;
}
