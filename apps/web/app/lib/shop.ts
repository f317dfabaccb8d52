/** The shop's name as shoppers see it (a brand name: the same in every store view). */
export const SHOP_NAME = 'Kindershop';

/** The shop's theme colour, also the browser UI colour (`<meta name="theme-color">`). */
export const THEME_COLOR = '#e2007a';

/** The shop's contact address, named in messages that ask the shopper to contact us ({email}). */
export const SHOP_CONTACT_EMAIL = 'klantenservice@kindershop.example';

/**
 * The content page on shipping costs and delivery times, per catalogue language, as a path inside
 * its store view (the service pages `nl/verzendkosten` and `de/versandkosten`). The note beside
 * a price links it: consumer prices include VAT, shipping costs come on top.
 */
export const SHIPPING_PAGE_PATHS = { nl: '/verzendkosten', de: '/versandkosten' } as const;
