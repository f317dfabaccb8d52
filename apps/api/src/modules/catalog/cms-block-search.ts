/**
 * The catalogue's `cms_block` search (secondary-areas §7 search: cms_block searches use the
 * catalogue search): a store view's CMS blocks from the content service, filtered by `id` or
 * `identifier`, `size` 150 unless asked (§9), never more than 500 at once (§7 content).
 */
import type { CatalogSearchBody, CatalogSearchResult, CmsBlock } from '@shop/contracts';
import {
  CMS_BLOCK_LIST_SIZE,
  CMS_MAX_ENTRIES,
  type ContentStoreCode,
  normalizePaging,
  projectFields,
  type StoreView,
} from '@shop/core';
import { invalid } from '../../lib/errors.ts';

/** Which blocks to read: these ids, these identifiers, or (neither) all. */
interface CmsBlockFilter {
  ids?: number[] | undefined;
  identifiers?: string[] | undefined;
}

/** The content service's blocks of a store view's content folder (at most 500, by id). */
export type CmsBlocksOf = (
  storeCode: ContentStoreCode,
  filter: CmsBlockFilter,
) => Promise<CmsBlock[]>;

/** Story ids are whole numbers up to 2^53 (Storyblok's are 64-bit; the embedded store's 48-bit). */
const MAX_BLOCK_ID = Number.MAX_SAFE_INTEGER;

export async function searchCmsBlocks(
  blocksOf: CmsBlocksOf,
  view: StoreView,
  body: CatalogSearchBody,
): Promise<CatalogSearchResult> {
  const { start, size } = normalizePaging({
    start: body.start ?? 0,
    size: body.size ?? CMS_BLOCK_LIST_SIZE,
  });
  if (size > CMS_MAX_ENTRIES) throw invalid('catalog.page_size', { max: CMS_MAX_ENTRIES });
  const filter = blockFilter(body.filters ?? {});
  // The default store view shows the Dutch content, as its pages do.
  const storeCode: ContentStoreCode = view.language === 'de' ? 'de' : 'nl';
  const selected = await blocksOf(storeCode, filter);
  return {
    items: selected
      .slice(start, start + size)
      .map((block) => projectFields({ ...block }, body.includeFields, body.excludeFields)),
    total: selected.length,
    start,
    size,
  };
}

/** What the filters ask for: `id` (whole numbers) and `identifier`; any other field is a 400 naming it. */
function blockFilter(filters: NonNullable<CatalogSearchBody['filters']>): CmsBlockFilter {
  const filter: CmsBlockFilter = {};
  for (const [field, value] of Object.entries(filters)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      throw invalid('catalog.filter_no_range', { field });
    }
    const values = (Array.isArray(value) ? value : [value]).map(String);
    if (field === 'id') {
      const ids = values.map((text) =>
        /^\d{1,16}$/.test(text.trim()) ? Number(text) : Number.NaN,
      );
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_BLOCK_ID)) {
        throw invalid('catalog.filter_whole_numbers', { field, min: 1, max: MAX_BLOCK_ID });
      }
      filter.ids = ids;
    } else if (field === 'identifier') {
      filter.identifiers = values;
    } else {
      throw invalid('catalog.filter_unknown_for', { field, entity: 'CMS blocks' });
    }
  }
  return filter;
}
