/**
 * `/storyblok` (and /de/storyblok): the content page route of the editor's preview links
 * (secondary-areas §2 route table; reference notes 7.1 routes). It shows the draft the editor
 * query names once the editor link is valid; without an editor query there is nothing to show
 * (404). An invalid or expired link answers 403 and never the draft.
 */
import { data } from 'react-router';
import { loadContentPage } from '../components/content/content-page.server.ts';
import { ContentPage } from '../components/content/content-page.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import { contentMeta } from '../lib/content-meta.ts';
import type { PageTypeHandle } from '../lib/page-type.ts';
import { getStoreViewFromPath } from '../lib/store-view.ts';
import type { Route } from './+types/content';

export const handle: PageTypeHandle = { pageType: 'CmsPage' };

export const meta: Route.MetaFunction = ({ data }) => contentMeta(data);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  // No published story lives at this path: only an editor's query names one.
  const loaded = await loadContentPage([], storeView, url, apiCallOptions(request, context));
  if (!loaded)
    throw new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return data(loaded.page, { headers: loaded.headers });
}

export default function StoryblokPage({ loaderData }: Route.ComponentProps) {
  return (
    <div data-page-type={handle.pageType}>
      <ContentPage story={loaderData.story} data={loaderData.data} preview={loaderData.preview} />
    </div>
  );
}
