/**
 * Every path no other route knows: the URL map says whether it is a product or category (301 to its
 * page), a CMS page (shown here), or a redirect entity (its own status, 301 or 302); else the
 * content service's story of the path (secondary-areas §2 content pages: the slug under the store
 * code first, then without it); anything else is the not-found page with status 404. An editor's
 * preview query names its draft directly, before the URL map.
 */
import { STORE_VIEWS } from '@shop/core';
import { redirect, data as withHeaders } from 'react-router';
import {
  candidatesOf,
  loadContentPage,
  readEditorQuery,
} from '../components/content/content-page.server.ts';
import { ContentPage } from '../components/content/content-page.tsx';
import type { Alternates } from '../lib/alternates.ts';
import { mapUrl } from '../lib/api.ts';
import { apiCallOptions } from '../lib/api-context.ts';
import { getCategoryPath, getProductPath } from '../lib/catalog.ts';
import { contentMeta } from '../lib/content-meta.ts';
import type { PageTypeHandle } from '../lib/page-type.ts';
import { alternateLinks } from '../lib/seo.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { GERMAN_PATH_PREFIX, getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/catch-all';

export const handle: PageTypeHandle = { pageType: 'CmsPage' };

/** A story's page has its own headers (cacheable, or a preview's); a CMS page's as before. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  if ('story' in data) return contentMeta(data.story);
  const { page, alternates, origin, path } = data;
  return [
    { title: `${page.title} — ${SHOP_NAME}` },
    ...(alternates
      ? alternateLinks(origin, path, alternates)
      : [{ tagName: 'link', rel: 'canonical', href: `${origin}${path}` }]),
  ];
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const path =
    storeView.code === 'de' ? url.pathname.slice(GERMAN_PATH_PREFIX.length) : url.pathname;
  const options = apiCallOptions(request, context);
  const candidates = candidatesOf(path, storeView);
  // The editor's preview shows the draft it names, whatever the URL map holds for the path.
  const match = readEditorQuery(url.searchParams)
    ? null
    : await mapUrl(path, storeView.code, options);
  if (!match) {
    const loaded = await loadContentPage(candidates, storeView, url, options);
    if (!loaded) throw new Response('Not Found', { status: 404 });
    // `alternates` at the top: the header's language switch reads them there.
    return withHeaders(
      { story: loaded.page, alternates: loaded.page.alternates },
      { headers: loaded.headers },
    );
  }
  switch (match._type) {
    case 'redirect': {
      const target = match._source.target_path;
      const location = /^https?:\/\//.test(target)
        ? target
        : localizePath(storeView, `/${target.replace(/^\/+/, '')}`);
      throw redirect(`${location}${url.search}`, match._source.redirect_type);
    }
    case 'product': {
      const { sku, slug } = match._source as { sku: string; slug: string };
      throw redirect(getProductPath(storeView, { sku, slug }), 301);
    }
    case 'category': {
      const { slug } = match._source as { slug: string };
      throw redirect(getCategoryPath(storeView, slug), 301);
    }
    case 'cms_page': {
      const page = match._source as {
        title: string;
        content: string;
        identifier: string;
        alternates?: Record<string, string>;
      };
      return {
        page: { title: page.title, content: page.content },
        path: localizePath(storeView, `/${page.identifier}`),
        origin: url.origin,
        // Read by the header's language switch: the same page in the other language.
        alternates: cmsAlternates(page.alternates),
      };
    }
  }
}

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  if ('story' in loaderData) {
    const page = loaderData.story;
    return (
      <div data-page-type={handle.pageType}>
        <ContentPage story={page.story} data={page.data} preview={page.preview} />
      </div>
    );
  }
  return (
    <article className="cms-page">
      {/* Most CMS pages bring their own heading; give one to those that do not. */}
      {/<h1[\s>]/i.test(loaderData.page.content) ? null : <h1>{loaderData.page.title}</h1>}
      <div
        className="prose"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS content, answered sanitised to an allow-list by the API (packages/db catalog-html.ts)
        dangerouslySetInnerHTML={{ __html: loaderData.page.content }}
      />
    </article>
  );
}

/** The paths of a CMS page in both store views, or null when one of them lacks the page. */
function cmsAlternates(identifiers: Record<string, string> | undefined): Alternates | null {
  const nl = identifiers?.nl;
  const de = identifiers?.de;
  if (!nl || !de) return null;
  return {
    nl: localizePath(STORE_VIEWS.nl, `/${nl}`),
    de: localizePath(STORE_VIEWS.de, `/${de}`),
  };
}
