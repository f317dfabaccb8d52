/**
 * The demo catalogue: a deterministic generator of a NL/DE baby shop assortment and its images.
 * What the seed and the catalogue command use; tests import the generator's modules directly.
 */
export {
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
  generateCatalog,
  generateCatalogSlices,
} from './generate.ts';
export { addMediaFiles, writeMediaStore } from './images.ts';
