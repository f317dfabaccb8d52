/** The demo catalogue: a deterministic generator of a NL/DE baby shop assortment and its images. */
export {
  ATTRIBUTE_DEFS,
  buildAttributes,
  CLOTHING_SIZES,
  COLOUR_BY_KEY,
  COLOURS,
  type ColourDef,
  SIZES,
} from './attributes.ts';
export { BRANDS, type BrandDef } from './brands.ts';
export { buildCategories, CATEGORY_TREE, type CategoryDef } from './categories.ts';
export {
  DEFAULT_NOW,
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
  type GenerateCatalogOptions,
  generateCatalog,
  productImagePath,
} from './generate.ts';
export {
  DRAWN_KINDS,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  listMediaFiles,
  type MediaFileSpec,
  parseMediaPath,
  renderCategoryImage,
  renderMediaFile,
  renderProductImage,
  writeMediaStore,
} from './images.ts';
export { KIND_BY_KEY, KINDS, type KindDef } from './kinds.ts';
export { Rng } from './prng.ts';
export { ean13CheckDigit, isValidEan13, slugify } from './text.ts';
