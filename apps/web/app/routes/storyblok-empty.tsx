/**
 * `/storyblok-empty`, the route named storyblok-single-component-visual-editor-mode (secondary-
 * areas §2 route table): the visual editor shows one component of a draft alone, in an empty
 * layout (no header, footer or tab bar: root.tsx reads this route's `layout` handle). Only an
 * editor's valid link shows anything; an invalid or expired one answers 403.
 */
import { data } from 'react-router';
import { loadContentPage } from '../components/content/content-page.server.ts';
import { ContentPage } from '../components/content/content-page.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import { contentMeta } from '../lib/content-meta.ts';
import { getStoreViewFromPath } from '../lib/store-view.ts';
import type { Route } from './+types/storyblok-empty';

/** The empty layout: the page's content only (root.tsx). */
export const handle = { layout: 'empty' as const };

export const meta: Route.MetaFunction = ({ data }) => contentMeta(data);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const loaded = await loadContentPage([], storeView, url, apiCallOptions(request, context));
  if (!loaded)
    throw new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return data(loaded.page, { headers: loaded.headers });
}

export default function StoryblokSingleComponent({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      story={loaderData.story}
      data={loaderData.data}
      preview={loaderData.preview}
      single
    />
  );
}
