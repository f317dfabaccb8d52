/**
 * Shared pieces of the /my-account pages: the sub-pages in menu order, their alternates for the
 * language switch, and the meta of a page (titles in the store view's language, never indexed).
 */
import { STORE_VIEWS } from '@shop/core';
import { createTranslator, type MessageKey } from './i18n.ts';
import { SHOP_NAME } from './shop.ts';
import { getStoreViewFromPath, localizePath } from './store-view.ts';

export const ACCOUNT_PATH = '/my-account';

/** The account menu: dashboard, purchases, member, profile, preferences, delete. */
export const ACCOUNT_PAGES = [
  { path: '', label: 'Dashboard' },
  { path: '/purchases', label: 'My purchases' },
  { path: '/kindershop-member', label: 'Member page' },
  { path: '/profile', label: 'My profile' },
  { path: '/preferences', label: 'Preferences' },
  { path: '/delete-account', label: 'Delete account' },
] as const satisfies readonly { path: string; label: MessageKey }[];

/** The same page in both store views (an account path only differs by the /de prefix). */
export function accountAlternates(pathname: string) {
  const view = getStoreViewFromPath(pathname);
  const base = view.code === 'de' ? pathname.replace(/^\/de(?=\/|$)/, '') || '/' : pathname;
  return {
    nl: localizePath(STORE_VIEWS.nl, base),
    de: localizePath(STORE_VIEWS.de, base),
  };
}

/** Title and robots of an account page. */
export function accountMeta(pathname: string, title: MessageKey) {
  const t = createTranslator(getStoreViewFromPath(pathname).locale);
  return [{ title: `${t(title)} — ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
}
