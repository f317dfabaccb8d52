/**
 * "Load more" with JavaScript: the products of one more page of a category or search listing, as
 * JSON (`/_listing?href=/c/kinderwagens?page=2`). The answer is what the listing's own loader
 * gives for that page with `slice=1` (only that page's products, and the link to the next), so a
 * plain fetch reads it and no page needs React Router's fetcher code for it.
 *
 * The root's server middleware answers it before any page renders. It is not a route of its own:
 * a route with only a loader has no browser code, and the build would still make it an (empty)
 * browser chunk.
 */
import type { RouterContextProvider } from 'react-router';
import { type ListingSlice, SLICE_PARAM } from '../lib/listing.ts';
import { loader as categoryLoader } from './category.tsx';
import { loader as searchLoader } from './search.tsx';

/** The path the listing's "load more" fetches. */
export const LISTING_SLICE_PATH = '/_listing';

const CATEGORY_PATH = /^(?:\/de)?\/c\/([^/]+)\/?$/;
const SEARCH_PATH = /^(?:\/de)?\/search\/?$/;

export async function answerListingSlice(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const url = new URL(request.url);
  const href = url.searchParams.get('href') ?? '';
  // Only a listing of this shop: a path, never another origin.
  const target = href.startsWith('/') && !href.startsWith('//') ? new URL(href, url) : null;
  const category = target && CATEGORY_PATH.exec(target.pathname);
  if (!target || (!category && !SEARCH_PATH.test(target.pathname))) {
    return new Response('href must be the address of a category or search listing', {
      status: 400,
    });
  }
  target.searchParams.set(SLICE_PARAM, '1');
  const inner = {
    request: new Request(target, { headers: request.headers, signal: request.signal }),
    url: target,
    params: category ? { slug: decodeURIComponent(category[1]!) } : {},
    context,
  };
  // The listing's own loader answers as for its page: 404 for an unknown category, 503 when
  // the catalogue cannot be read (the loaders throw those answers).
  let page: Awaited<ReturnType<typeof categoryLoader | typeof searchLoader>>;
  try {
    page = category
      ? await categoryLoader(inner as Parameters<typeof categoryLoader>[0])
      : await searchLoader(inner as Parameters<typeof searchLoader>[0]);
  } catch (answer) {
    if (answer instanceof Response) return answer;
    throw answer;
  }
  const listing = 'listing' in page ? page.listing : null;
  const slice: ListingSlice = {
    products: listing?.products ?? [],
    loadMoreHref: listing?.loadMoreHref ?? null,
  };
  return Response.json(slice);
}
