/**
 * The answer of a store view's web app manifest path (root middleware): the manifest in the
 * view's language, with the manifest's media type; the same for every visitor, so any cache may
 * keep it for a while.
 */
import { STORE_VIEWS } from '@shop/core';
import { createTranslator } from './i18n.ts';
import { manifestStoreCode, webAppManifest } from './web-app-manifest.ts';

export function answerWebAppManifest(pathname: string): Response {
  const storeView = STORE_VIEWS[manifestStoreCode(pathname) ?? 'nl'];
  const body = JSON.stringify(webAppManifest(storeView, createTranslator(storeView.locale)));
  return new Response(body, {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=600',
    },
  });
}
