/**
 * The query parameter with which the service worker tells a page why it was sent there while
 * offline (core-shop §8): `unavailable` — the product, category or CMS page asked for was never
 * kept, so the shopper is at the store view's home; `no-products` — the listing asked for (a
 * filter, a sort, a further page) was never kept, so the shopper sees the category as kept.
 */
export const OFFLINE_NOTICE_PARAM = 'offline';
