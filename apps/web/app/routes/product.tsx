/**
 * The product page `/p/{parentSku}/{slug}/{childSku?}` (and under /de): simple, virtual,
 * configurable, bundle and grouped products. The loader answers 301 for a child sku (to its parent
 * with the child chosen), a wrong slug and an unknown child, 404 for a missing or disabled product;
 * it streams the related products. The chosen child follows the URL, so switching options needs no
 * new loader call (shouldRevalidate).
 */
import { STORE_VIEWS } from '@shop/core';
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ProductDetails } from '../components/product/product-details.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import { catalogueUnavailable } from '../lib/catalogue-unavailable.ts';
import { addJsonLd } from '../lib/crawler-head.server.ts';
import { getDefaultPackageChoice } from '../lib/package-state.ts';
import type { PageTypeHandle } from '../lib/page-type.ts';
import {
  getGroupedLinks,
  getProductPagePath,
  getProductRedirectPath,
  getRelatedSkus,
  toProductView,
} from '../lib/product.ts';
import {
  getGroupedMembers,
  getParentOfChild,
  getProductBySku,
  getProductSpecs,
  getRelatedProducts,
} from '../lib/product-api.ts';
import {
  getProductJsonLd,
  getProductMeta,
  getProductSeo,
  type ProductPageData,
} from '../lib/product-seo.ts';
import { getProductReviews } from '../lib/review-api.ts';
import { getStoreViewFromPath } from '../lib/store-view.ts';
import type { Route } from './+types/product';

/** A product page (secondary-areas §2 page type PDP). */
export const handle: PageTypeHandle = { pageType: 'PDP' };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? getProductMeta(loaderData) : [];

export async function loader({
  params,
  request,
  url,
  context,
}: Route.LoaderArgs): Promise<ProductPageData> {
  // `url` is the page's URL (request.url may be its data URL).
  const storeView = getStoreViewFromPath(url.pathname);
  const options = apiCallOptions(request, context);
  const { parentSku, slug, childSku } = params;
  try {
    const doc = await getProductBySku(storeView.code, parentSku, options);
    if (!doc) {
      // Opening a child product directly: 301 to its parent with the child chosen.
      const parent = await getParentOfChild(storeView.code, parentSku, options);
      if (parent) {
        throw redirect(getProductPagePath(storeView, parent.sku, parent.slug, parentSku), 301);
      }
      throw notFound();
    }
    if (doc.status >= 2) throw notFound();
    const product = toProductView(doc);
    const canonical = getProductRedirectPath(storeView, { parentSku, slug, childSku }, product);
    if (canonical) throw redirect(`${canonical}${url.search}`, 301);

    const other = storeView.code === 'de' ? STORE_VIEWS.nl : STORE_VIEWS.de;
    const groupedLinks =
      product.type_id === 'grouped' ? getGroupedLinks(doc.product_links ?? []) : [];
    // The same product's page in the other store view, by its url key there.
    const otherSlug = doc.url_keys?.[other.language] ?? null;
    const [specs, groupedItems, newestReviews] = await Promise.all([
      getProductSpecs(storeView, doc, options),
      getGroupedMembers(
        storeView.code,
        groupedLinks.map((link) => link.linked_product_sku),
        options,
      ),
      // For the JSON-LD only: the page shows the reviews from the browser.
      product.rating
        ? getProductReviews(storeView.code, product.id, { start: 0, size: 3 }, options)
            .then((page) => page.items)
            .catch(() => [])
        : [],
    ]);
    const ownPath = getProductPagePath(storeView, product.sku, product.slug);
    const otherPath = otherSlug ? getProductPagePath(other, product.sku, otherSlug) : null;
    const page = {
      product,
      specs,
      brand: specs.find((spec) => spec.code === 'brand')?.value ?? null,
      grouped: groupedLinks.length > 0 ? { links: groupedLinks, items: groupedItems } : null,
      // The language switcher (layout) reads `alternates` of the matched routes.
      alternates: {
        [storeView.code]: ownPath,
        ...(otherPath ? { [other.code]: otherPath } : {}),
      },
      origin: url.origin,
      packageStart: product.package_options
        ? getDefaultPackageChoice(product.id, product.package_options, product.bundle_options)
        : null,
    };
    // For crawlers, in the server's HTML only: not part of the page data.
    addJsonLd(context, getProductJsonLd(page, childSku, storeView, newestReviews));
    return {
      ...page,
      seo: getProductSeo(page, storeView),
      related: getRelatedProducts(storeView, getRelatedSkus(doc.product_links ?? []), options),
    };
  } catch (error) {
    throw catalogueUnavailable(error, storeView, 'product', request.signal);
  }
}

/** Another child of the same product is chosen on the client: the loaded product still holds. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameProduct =
    !formMethod &&
    currentParams.parentSku === nextParams.parentSku &&
    currentParams.slug === nextParams.slug &&
    currentUrl.search === nextUrl.search &&
    getStoreViewFromPath(currentUrl.pathname) === getStoreViewFromPath(nextUrl.pathname);
  return sameProduct ? false : defaultShouldRevalidate;
}

export default function ProductPage({ loaderData, params }: Route.ComponentProps) {
  // A new product or store view starts with fresh choices (quantity, bundle and custom options).
  const key = `${loaderData.product.sku}:${Object.keys(loaderData.alternates).join()}`;
  return <ProductDetails key={key} data={loaderData} childSku={params.childSku} />;
}

function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}
