/**
 * The storefront pages the web benchmarks measure (bench/web), in the Dutch store view: the home
 * page, the first active top category and the page of the first configurable product by id.
 */

/** A product page's path in the Dutch store view (the German one adds /de in front). */
export function productPagePath(sku: string, slug: string): string {
  return `/p/${encodeURIComponent(sku)}/${encodeURIComponent(slug)}`;
}

async function search(base: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}`);
  const answer = (await response.json()) as { result?: { items?: Record<string, string>[] } };
  return answer.result?.items?.[0];
}

/** The measured pages' paths, and the product's url key (the search page searches its last word). */
export async function measuredPagePaths(base: string): Promise<{
  home: string;
  category: string;
  product: string;
  productSlug: string;
}> {
  const category = await search(base, '/api/catalog/nl/category/_search', {
    filters: { level: [2], is_active: true },
    sort: 'position:asc',
    includeFields: ['slug'],
  });
  if (!category?.slug) throw new Error('no active top category in the catalogue');
  const product = await search(base, '/api/catalog/nl/product/_search', {
    filters: { type_id: ['configurable'] },
    size: 1,
    sort: 'id:asc',
    includeFields: ['sku', 'slug'],
  });
  if (!product?.sku || !product.slug) throw new Error('no configurable product in the catalogue');
  return {
    home: '/',
    category: `/c/${encodeURIComponent(category.slug)}`,
    product: productPagePath(product.sku, product.slug),
    productSlug: product.slug,
  };
}
