/**
 * The web app manifest of a store view (secondary-areas §2 'installable app', §9 theme colour
 * #e2007a): the shop installs as an app per store view, each starting at its own home page
 * (`/` for nl, `/de/` for de) and keeping its own scope, in the view's language. Every page of a
 * view links its view's manifest (root.tsx); the root's middleware answers the two paths.
 */
import type { StoreView } from '@shop/core';
import { SHOP_NAME, THEME_COLOR } from './shop.ts';

/** The manifest's path in each store view. */
const MANIFEST_FILE = 'manifest.webmanifest';

/** The background behind the splash screen: the warm white surface of the design tokens (styles/app.css --color-surface-warm). */
const APP_BACKGROUND_COLOR = '#fffaf6';

/** Paths of the two manifests: '/manifest.webmanifest' and '/de/manifest.webmanifest'. */
const MANIFEST_PATH = /^\/(?:(de)\/)?manifest\.webmanifest$/;

/** The store view code whose manifest a path asks for, or null for any other path. */
export function manifestStoreCode(pathname: string): 'nl' | 'de' | null {
  const match = MANIFEST_PATH.exec(pathname);
  if (!match) return null;
  return match[1] === 'de' ? 'de' : 'nl';
}

/** Where a store view's manifest is. */
export function manifestPath(storeView: StoreView): string {
  return storeView.code === 'de' ? `/de/${MANIFEST_FILE}` : `/${MANIFEST_FILE}`;
}

/** The home page the installed app opens, which is also its scope. */
function appStartPath(storeView: StoreView): string {
  return storeView.code === 'de' ? '/de/' : '/';
}

/** The icons the installed app uses: any purpose at 192 and 512 px, maskable at both too. */
const APP_ICONS = [
  { src: '/icons/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  {
    src: '/icons/app/icon-maskable-192.png',
    sizes: '192x192',
    type: 'image/png',
    purpose: 'maskable',
  },
  {
    src: '/icons/app/icon-maskable-512.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
  },
] as const;

/** The icon iOS puts on the home screen (`<link rel="apple-touch-icon">`). */
export const APPLE_TOUCH_ICON = '/icons/app/apple-touch-icon-180.png';

/**
 * The texts the manifest needs, from the store view's catalogue (a translator of lib/i18n.ts;
 * named here so the service worker, which reads the paths above, does not take in the
 * translator).
 */
type ManifestTranslate = (
  key: 'Baby and child products' | 'Home page description' | 'Cart' | 'Wishlist',
) => string;

/** The manifest of a store view, its texts from the view's catalogue. */
export function webAppManifest(storeView: StoreView, t: ManifestTranslate) {
  const start = appStartPath(storeView);
  return {
    // One app per store view: the id tells the two installs apart.
    id: start,
    name: `${SHOP_NAME} — ${t('Baby and child products')}`,
    short_name: SHOP_NAME,
    description: t('Home page description'),
    lang: storeView.language,
    dir: 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    categories: ['shopping', 'kids'],
    icons: APP_ICONS,
    shortcuts: [
      {
        name: t('Cart'),
        url: storeView.code === 'de' ? '/de/cart' : '/cart',
        icons: [{ src: '/icons/app/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: t('Wishlist'),
        url: storeView.code === 'de' ? '/de/wishlist' : '/wishlist',
        icons: [{ src: '/icons/app/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}
