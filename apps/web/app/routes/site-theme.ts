/**
 * The theme file of a store view (lib/site-theme.ts), `/site-theme/{nl|de}.json?v={version}`:
 * the header's menu, the footer's link groups and the search suggestions, which the browser
 * fetches once instead of finding them in every page's data. The address names the content, so
 * the answer for the current version is kept by browsers and shared caches for a year; another
 * version (a page rendered before the theme changed) is answered with the current theme, which
 * nobody keeps.
 */
import { STORE_VIEWS } from '@shop/core';
import { apiCallOptions } from '../lib/api-context.ts';
import { loadSiteTheme, siteThemeVersion } from '../lib/site-theme.server.ts';
import type { Route } from './+types/site-theme';

const THEME_FILE = /^(nl|de)\.json$/;

export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const code = THEME_FILE.exec(params.file)?.[1] as 'nl' | 'de' | undefined;
  if (!code) throw new Response(null, { status: 404 });
  const theme = await loadSiteTheme(STORE_VIEWS[code], apiCallOptions(request, context));
  const current = url.searchParams.get('v') === siteThemeVersion(theme);
  return Response.json(theme, {
    headers: { 'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-store' },
  });
}
