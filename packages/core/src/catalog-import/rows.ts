/**
 * The rules of a catalogue import row (docs/catalog-import.md): which columns a CSV file has,
 * how each cell is read (prices in euros incl. Dutch VAT to cents, dates in the shop's time
 * zone, lists separated by `|`), and the problems of a row by field. A product of the shop's JSON
 * seed format is read into the same shape. Everything here is pure: what needs the database
 * (categories, url keys of other products, images) is checked by the import service.
 */
import { isValidEan8, isValidEan13 } from '../barcode/barcode.ts';
import type { ProductSeed } from '../catalog/seed-types.ts';
import { slugify } from '../catalog/slug.ts';
import { parseShopDate } from '../shop-time.ts';
import { CUSTOMER_GROUPS } from '../tax-rules.ts';

/** Columns of the import's CSV format; a file must hold the required ones. */
export const IMPORT_COLUMNS = [
  'sku',
  'name_nl',
  'name_de',
  'price',
  'description_nl',
  'description_de',
  'short_description_nl',
  'short_description_de',
  'url_key_nl',
  'url_key_de',
  'status',
  'visibility',
  'tax_class',
  'special_price',
  'special_from',
  'special_to',
  'advice_price',
  'tier_prices',
  'qty',
  'is_in_stock',
  'manage_stock',
  'categories',
  'ean',
  'images',
  'type',
  'configurable_variations',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  'sku',
  'name_nl',
  'name_de',
  'price',
];

export type ImportProblemCode =
  | 'encoding'
  | 'missing_column'
  | 'duplicate_column'
  | 'file_format'
  | 'required'
  | 'too_long'
  | 'not_a_number'
  | 'negative'
  | 'not_a_date'
  | 'window'
  | 'bad_value'
  | 'duplicate_sku'
  | 'duplicate_url_key'
  | 'url_key_taken'
  | 'unknown_category'
  | 'not_importable'
  | 'image';

/** One problem of a row (or of the file, line 1 for its header), naming the field. */
export interface ImportProblem {
  field: string;
  code: ImportProblemCode;
  message: string;
}

export interface Localized2 {
  nl: string;
  de: string;
}

/**
 * A product as an import row describes it. A field that is absent is left as it is on a product
 * that exists (its column is not in the file) and takes its default on a new one.
 */
export interface ImportProduct {
  sku: string;
  name: Localized2;
  price: number;
  description?: Localized2;
  shortDescription?: { nl: string | null; de: string | null };
  /** Absent: the product keeps its url keys, a new one gets slugs of its names. */
  urlKey?: Localized2;
  status?: 1 | 2;
  visibility?: 1 | 2 | 3 | 4;
  taxClassId?: 2 | 5;
  special?: { price: number | null; from: string | null; to: string | null };
  advicePrice?: number | null;
  tierPrices?: { customerGroupId: number; qty: number; value: number }[];
  stock?: { qty: number; isInStock: boolean; manageStock: boolean };
  /** Category references: an id, or a path of Dutch names from the top (`Baby/Slapen`). */
  categories?: string[];
  ean?: string | null;
  /** Image references: an http(s) URL, or a path in the media store (`/product/x.png`). */
  images?: string[];
  /** Attribute values by code (the JSON format only). */
  attributes?: Record<string, number | number[] | string | boolean>;
  /** The JSON format's product types; absent: simple. */
  typeId?: 'simple' | 'virtual' | 'configurable';
  /** A configurable's attributes that tell its variants apart (select attributes), in order. */
  configurableAttributes?: string[];
  /** A configurable's variants: simple products, each with an option of every such attribute. */
  variants?: ImportProduct[];
  /**
   * A CSV configurable's variants, each the sku of another row of the file and the option of
   * each configurable attribute it holds, as written (an option id or label).
   */
  variations?: { sku: string; options: Record<string, string> }[];
}

const MAX_SKU = 64;
const MAX_TEXT = 255;
const MAX_HTML = 65_000;
const MAX_CENTS = 100_000_000;
const MAX_QTY = 10_000_000;
const SKU_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}._\-/ ]*$/u;

/** The header's column positions, the columns it lacks and the ones the import does not read. */
export interface ImportHeader {
  columns: Map<ImportColumn, number>;
  ignored: string[];
  problems: ImportProblem[];
}

export function readImportHeader(fields: readonly string[]): ImportHeader {
  const columns = new Map<ImportColumn, number>();
  const ignored: string[] = [];
  const problems: ImportProblem[] = [];
  fields.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    if ((IMPORT_COLUMNS as readonly string[]).includes(name)) {
      if (columns.has(name as ImportColumn)) {
        problems.push({
          field: name,
          code: 'duplicate_column',
          message: `The column ${name} appears more than once`,
        });
      } else columns.set(name as ImportColumn, index);
    } else if (name !== '') ignored.push(raw.trim());
  });
  for (const column of REQUIRED_IMPORT_COLUMNS) {
    if (!columns.has(column)) {
      problems.push({
        field: column,
        code: 'missing_column',
        message: `The file has no column ${column}`,
      });
    }
  }
  for (const [a, b] of [
    ['special_from', 'special_price'],
    ['special_to', 'special_price'],
    ['is_in_stock', 'qty'],
    ['manage_stock', 'qty'],
    ['configurable_variations', 'type'],
    ['description_de', 'description_nl'],
    ['description_nl', 'description_de'],
    ['url_key_de', 'url_key_nl'],
    ['url_key_nl', 'url_key_de'],
    ['short_description_de', 'short_description_nl'],
    ['short_description_nl', 'short_description_de'],
  ] as const) {
    if (columns.has(a) && !columns.has(b)) {
      problems.push({
        field: b,
        code: 'missing_column',
        message: `The column ${a} needs the column ${b}`,
      });
    }
  }
  return { columns, ignored, problems };
}

/** Collects a row's problems while its cells are read. */
class RowReader {
  readonly problems: ImportProblem[] = [];

  constructor(
    private readonly fields: readonly string[],
    private readonly columns: Map<ImportColumn, number>,
  ) {}

  has(column: ImportColumn): boolean {
    return this.columns.has(column);
  }

  cell(column: ImportColumn): string {
    const index = this.columns.get(column);
    return index === undefined ? '' : (this.fields[index] ?? '').trim();
  }

  problem(field: string, code: ImportProblemCode, message: string): void {
    this.problems.push({ field, code, message });
  }

  text(column: ImportColumn, options: { required?: boolean; max?: number } = {}): string {
    const value = this.cell(column);
    if (options.required && value === '') this.problem(column, 'required', `${column} is empty`);
    if (value.length > (options.max ?? MAX_TEXT)) {
      this.problem(
        column,
        'too_long',
        `${column} is longer than ${options.max ?? MAX_TEXT} characters`,
      );
    }
    return value;
  }

  /** Euros (`12.95`, `12,95`, `1295`) as whole cents; null for an empty optional cell. */
  cents(column: ImportColumn, required: boolean): number | null {
    const value = this.cell(column);
    if (value === '') {
      if (required) this.problem(column, 'required', `${column} is empty`);
      return null;
    }
    const cents = parseEuros(value);
    if (cents === null) {
      this.problem(column, 'not_a_number', `${column} "${value}" is not an amount in euros`);
      return null;
    }
    if (cents < 0) {
      this.problem(column, 'negative', `${column} may not be negative (${value})`);
      return null;
    }
    if (cents > MAX_CENTS) {
      this.problem(column, 'bad_value', `${column} ${value} is larger than the shop accepts`);
      return null;
    }
    return cents;
  }

  date(column: ImportColumn, edge: 'start' | 'end'): string | null {
    const value = this.cell(column);
    if (value === '') return null;
    const instant = shopDateBound(value, edge);
    if (instant === null) {
      this.problem(column, 'not_a_date', `${column} "${value}" is not a date (YYYY-MM-DD)`);
    }
    return instant;
  }

  flag(column: ImportColumn, fallback: boolean): boolean {
    const value = this.cell(column).toLowerCase();
    if (value === '') return fallback;
    if (['1', 'yes', 'true', 'ja', 'y', 'j'].includes(value)) return true;
    if (['0', 'no', 'false', 'nee', 'n'].includes(value)) return false;
    this.problem(column, 'bad_value', `${column} "${value}" is not 1 or 0`);
    return fallback;
  }
}

/** Euros as cents; null when the text is no amount (more than two decimals is no amount). */
export function parseEuros(text: string): number | null {
  const match = /^(-)?(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/^€\s*/, ''));
  if (!match) {
    // Magento writes four decimals (12.9500): accepted when the last two are zeros.
    const wide = /^(-)?(\d{1,9})[.](\d{2})00$/.exec(text.trim());
    if (!wide) return null;
    const cents = Number(wide[2]) * 100 + Number(wide[3]);
    return wide[1] ? -cents : cents;
  }
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/**
 * A window bound as an ISO instant: a date-only start is midnight in the shop's time zone, a
 * date-only end the last millisecond of that day (so "to 2026-12-31" includes that day).
 */
export function shopDateBound(value: string, edge: 'start' | 'end'): string | null {
  const span = parseShopDate(value.trim().replace(' ', 'T'));
  if (!span) return null;
  return new Date(edge === 'start' ? span.start : span.end - 1).toISOString();
}

function splitList(value: string): string[] {
  return value
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const STATUS_WORDS: Record<string, 1 | 2> = {
  '1': 1,
  enabled: 1,
  aan: 1,
  '2': 2,
  '0': 2,
  disabled: 2,
  uit: 2,
};
const VISIBILITY_WORDS: Record<string, 1 | 2 | 3 | 4> = {
  '1': 1,
  'not visible individually': 1,
  '2': 2,
  catalog: 2,
  '3': 3,
  search: 3,
  '4': 4,
  'catalog, search': 4,
};
const TAX_WORDS: Record<string, 2 | 5> = {
  '2': 2,
  standard: 2,
  hoog: 2,
  '5': 5,
  reduced: 5,
  laag: 5,
};

/** One data row of a CSV file as a product, or its problems. */
export function readImportRow(
  fields: readonly string[],
  header: ImportHeader,
): { product: ImportProduct | null; problems: ImportProblem[] } {
  const row = new RowReader(fields, header.columns);
  fields.forEach((value, index) => {
    const column = () =>
      [...header.columns].find(([, at]) => at === index)?.[0] ?? `column ${index + 1}`;
    if (value.includes('\uFFFD')) {
      row.problem(column(), 'encoding', `${column()} holds bytes that are not UTF-8`);
    } else if (value.includes('\u0000')) {
      // No database stores a NUL character in text: the row is reported, never half written.
      row.problem(column(), 'encoding', `${column()} holds a NUL character`);
    }
  });
  if (row.problems.length > 0) return { product: null, problems: row.problems };
  if (fields.length !== 1 || fields[0] !== '') {
    const width = Math.max(...header.columns.values()) + 1;
    if (fields.length < width) {
      row.problem('row', 'file_format', `The row has ${fields.length} fields, the header ${width}`);
      return { product: null, problems: row.problems };
    }
  }

  const sku = row.text('sku', { required: true, max: MAX_SKU });
  if (sku !== '' && !SKU_PATTERN.test(sku)) {
    row.problem('sku', 'bad_value', `sku "${sku}" holds characters a sku may not have`);
  }
  const name = {
    nl: row.text('name_nl', { required: true }),
    de: row.text('name_de', { required: true }),
  };
  const price = row.cents('price', true);
  const product: ImportProduct = { sku, name, price: price ?? 0 };

  if (row.has('description_nl')) {
    product.description = {
      nl: row.text('description_nl', { max: MAX_HTML }),
      de: row.text('description_de', { max: MAX_HTML }),
    };
  }
  if (row.has('short_description_nl')) {
    const nl = row.text('short_description_nl', { max: MAX_HTML });
    const de = row.text('short_description_de', { max: MAX_HTML });
    product.shortDescription = { nl: nl || null, de: de || null };
  }
  if (row.has('url_key_nl')) {
    const urlKey = { nl: row.cell('url_key_nl'), de: row.cell('url_key_de') };
    for (const store of ['nl', 'de'] as const) {
      const column = store === 'nl' ? 'url_key_nl' : 'url_key_de';
      const given = urlKey[store];
      if (given === '') urlKey[store] = slugify(name[store]);
      else if (slugify(given) !== given) {
        row.problem(column, 'bad_value', `${column} "${given}" may hold only a-z, 0-9 and -`);
      }
    }
    product.urlKey = urlKey;
  }
  if (row.has('status')) {
    const value = row.cell('status').toLowerCase();
    const status = value === '' ? 1 : STATUS_WORDS[value];
    if (status === undefined)
      row.problem('status', 'bad_value', `status "${value}" is not enabled (1) or disabled (2)`);
    else product.status = status;
  }
  if (row.has('visibility')) {
    const value = row.cell('visibility').toLowerCase();
    const visibility = value === '' ? 4 : VISIBILITY_WORDS[value];
    if (visibility === undefined)
      row.problem('visibility', 'bad_value', `visibility "${value}" is not 1, 2, 3 or 4`);
    else product.visibility = visibility;
  }
  if (row.has('tax_class')) {
    const value = row.cell('tax_class').toLowerCase();
    const taxClass = value === '' ? 2 : TAX_WORDS[value];
    if (taxClass === undefined)
      row.problem(
        'tax_class',
        'bad_value',
        `tax_class "${value}" is not standard (2) or reduced (5)`,
      );
    else product.taxClassId = taxClass;
  }
  if (row.has('special_price')) {
    const special = {
      price: row.cents('special_price', false),
      from: row.date('special_from', 'start'),
      to: row.date('special_to', 'end'),
    };
    if (special.from && special.to && special.from > special.to) {
      row.problem('special_to', 'window', 'special_to lies before special_from');
    }
    if (special.price !== null && price !== null && special.price >= price) {
      row.problem('special_price', 'bad_value', 'special_price must be lower than price');
    }
    product.special = special;
  }
  if (row.has('advice_price')) product.advicePrice = row.cents('advice_price', false);
  if (row.has('tier_prices')) {
    const tiers = readTierPrices(row.cell('tier_prices'));
    if (typeof tiers === 'string') row.problem('tier_prices', 'bad_value', tiers);
    else product.tierPrices = tiers;
  }
  // A configurable's quantity is its variants' (Magento exports it empty): no stock of its own.
  const configurableWithoutQty =
    row.cell('type').toLowerCase() === 'configurable' && row.cell('qty') === '';
  if (row.has('qty') && !configurableWithoutQty) {
    const value = row.cell('qty');
    const qty = /^-?\d+(?:\.0+)?$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
    if (value === '') row.problem('qty', 'required', 'qty is empty');
    else if (Number.isNaN(qty))
      row.problem('qty', 'not_a_number', `qty "${value}" is not a whole number`);
    else if (qty < 0) row.problem('qty', 'negative', `qty may not be negative (${value})`);
    else if (qty > MAX_QTY)
      row.problem('qty', 'bad_value', `qty ${value} is larger than the shop accepts`);
    const manageStock = row.flag('manage_stock', true);
    product.stock = {
      qty: Number.isNaN(qty) ? 0 : qty,
      isInStock: row.flag('is_in_stock', qty > 0 || !manageStock),
      manageStock,
    };
  }
  if (row.has('categories')) product.categories = splitList(row.cell('categories'));
  if (row.has('ean')) {
    const ean = row.cell('ean');
    if (ean !== '' && !isValidEan13(ean) && !isValidEan8(ean)) {
      row.problem(
        'ean',
        'bad_value',
        `ean "${ean}" is no EAN-13 or EAN-8 with a right check digit`,
      );
    }
    product.ean = ean || null;
  }
  if (row.has('images')) {
    const images = splitList(row.cell('images'));
    for (const image of images) {
      if (!isImageReference(image)) {
        row.problem(
          'images',
          'image',
          `"${image}" is no http(s) URL and no path in the media store`,
        );
      }
    }
    product.images = images;
  }
  if (row.has('type')) {
    const value = row.cell('type').toLowerCase();
    const type = value === '' ? 'simple' : value;
    if (type === 'simple' || type === 'virtual' || type === 'configurable') product.typeId = type;
    else {
      row.problem(
        'type',
        'not_importable',
        `type "${value}" cannot be imported; only simple, virtual and configurable products`,
      );
    }
  }
  const variations = row.cell('configurable_variations');
  if (product.typeId === 'configurable') {
    const read = readVariations(variations, sku);
    if (typeof read === 'string') row.problem('configurable_variations', 'bad_value', read);
    else {
      product.configurableAttributes = read.codes;
      product.variations = read.variations;
    }
    // A configurable is sold while one of its variants is: it is in stock unless the row says not.
    if (product.stock && row.cell('is_in_stock') === '') product.stock.isInStock = true;
  } else if (variations !== '') {
    row.problem(
      'configurable_variations',
      'bad_value',
      'Only a configurable row (type configurable) has configurable_variations',
    );
  }
  return row.problems.length > 0
    ? { product: null, problems: row.problems }
    : { product, problems: [] };
}

/**
 * Magento's configurable_variations: a variant per `|`, each `sku=…` and `code=option` pairs
 * separated by `,` (`sku=R-1-56,color=Rood,size=56|sku=R-1-62,color=Rood,size=62`). Every variant
 * names the same attributes, which become the configurable's attributes in the first one's order.
 * A text saying what is wrong when it cannot be read.
 */
export function readVariations(
  value: string,
  parentSku: string,
): { codes: string[]; variations: { sku: string; options: Record<string, string> }[] } | string {
  const entries = splitList(value);
  if (entries.length === 0)
    return 'A configurable row needs its variants in configurable_variations';
  if (entries.length > MAX_IMPORT_VARIANTS) {
    return `A configurable product may have at most ${MAX_IMPORT_VARIANTS} variants`;
  }
  let codes: string[] | null = null;
  const variations: { sku: string; options: Record<string, string> }[] = [];
  const skus = new Set<string>([parentSku]);
  const combinations = new Set<string>();
  for (const entry of entries) {
    const pairs = entry.split(',').map((pair) => pair.split('=').map((part) => part.trim()));
    if (pairs.some((pair) => pair.length !== 2 || pair[0] === '' || pair[1] === '')) {
      return `"${entry}" is not sku=…,attribute=option`;
    }
    const fields = new Map(pairs as [string, string][]);
    const sku = fields.get('sku');
    if (!sku) return `"${entry}" names no sku`;
    if (skus.has(sku)) return `The variant ${sku} is named twice, or is the configurable itself`;
    skus.add(sku);
    fields.delete('sku');
    const names = [...fields.keys()].map((code) => code.toLowerCase());
    if (names.length === 0) return `"${entry}" names no attribute`;
    codes ??= names;
    if (names.length !== codes.length || names.some((code) => !codes!.includes(code))) {
      return `The variant ${sku} names other attributes than ${codes.join(', ')}`;
    }
    const options = Object.fromEntries(
      [...fields].map(([code, option]) => [code.toLowerCase(), option]),
    );
    const combination = codes.map((code) => options[code]!.toLowerCase()).join('\u0000');
    if (combinations.has(combination)) {
      return `The variant ${sku} has the same ${codes.join(', ')} as another variant`;
    }
    combinations.add(combination);
    variations.push({ sku, options });
  }
  return { codes: codes ?? [], variations };
}

/** An http(s) URL, or a media store path of safe segments ending in an image type. */
export function isImageReference(value: string): boolean {
  if (/^https?:\/\//i.test(value)) {
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  }
  return isMediaPath(value);
}

export function isMediaPath(value: string): boolean {
  return (
    /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpe?g|webp|svg)$/i.test(
      value,
    ) && !value.split('/').includes('..')
  );
}

/**
 * Tier prices: `qty:price` for every customer group, `group:qty:price` for one, separated by
 * `|` (`3:9.95|1:10:8.50`). A text saying what is wrong when it cannot be read.
 */
export function readTierPrices(
  value: string,
): { customerGroupId: number; qty: number; value: number }[] | string {
  const tiers: { customerGroupId: number; qty: number; value: number }[] = [];
  for (const entry of splitList(value)) {
    const parts = entry.split(':').map((part) => part.trim());
    if (parts.length < 2 || parts.length > 3)
      return `tier price "${entry}" is not qty:price or group:qty:price`;
    const [group, qtyText, priceText] = parts.length === 3 ? parts : [null, parts[0]!, parts[1]!];
    const qty = /^\d+$/.test(qtyText!) ? Number(qtyText) : Number.NaN;
    if (!(qty >= 1 && qty <= MAX_QTY))
      return `tier price "${entry}": the quantity must be a whole number of 1 or more`;
    const cents = parseEuros(priceText!);
    if (cents === null) return `tier price "${entry}": "${priceText}" is not an amount in euros`;
    if (cents < 0) return `tier price "${entry}" may not be negative`;
    const groups = group === null ? CUSTOMER_GROUPS.map((g) => g.id as number) : [Number(group)];
    for (const id of groups) {
      if (!CUSTOMER_GROUPS.some((g) => g.id === id))
        return `tier price "${entry}": customer group ${group} is unknown`;
      if (tiers.some((tier) => tier.customerGroupId === id && tier.qty === qty)) {
        return `tier price "${entry}": the quantity ${qty} is given twice`;
      }
      tiers.push({ customerGroupId: id, qty, value: cents });
    }
  }
  return sortTierPrices(tiers);
}

export function sortTierPrices<T extends { customerGroupId: number; qty: number }>(
  tiers: T[],
): T[] {
  return [...tiers].sort((a, b) => a.customerGroupId - b.customerGroupId || a.qty - b.qty);
}

/** Variants one configurable may have in an import. */
export const MAX_IMPORT_VARIANTS = 500;

/**
 * A product of the shop's JSON seed format (packages/core seed-types) as an import row: a simple
 * or virtual product, or a configurable with its variants (`configurableAttributes` and
 * `children`). Bundles, grouped products and products with custom options are refused. A
 * variant is a simple product of its own sku; it holds an option (a whole number) of each of
 * its parent's configurable attributes, and no two variants hold the same options. A variant's
 * problems name their field from the product (`children.2.price`).
 */
export function readSeedProduct(value: unknown): {
  product: ImportProduct | null;
  problems: ImportProblem[];
} {
  const read = readSeed(value, '', false);
  const problems = [...read.problems];
  const seed = (typeof value === 'object' && value !== null ? value : {}) as Partial<ProductSeed>;
  if (read.product?.typeId === 'configurable') {
    const codes = readConfigurableAttributes(seed.configurableAttributes, problems);
    const variants = readVariants(seed.children, read.product.sku, codes, problems);
    read.product.configurableAttributes = codes;
    read.product.variants = variants;
  }
  return problems.length > 0 || !read.product
    ? { product: null, problems }
    : { product: read.product, problems: [] };
}

function readConfigurableAttributes(value: unknown, problems: ImportProblem[]): string[] {
  const field = 'configurableAttributes';
  if (!Array.isArray(value) || value.length === 0) {
    problems.push({
      field,
      code: 'required',
      message: `${field} must name the attributes the variants differ in`,
    });
    return [];
  }
  const codes = value.filter((code): code is string => typeof code === 'string' && code !== '');
  if (codes.length !== value.length || new Set(codes).size !== codes.length) {
    problems.push({
      field,
      code: 'bad_value',
      message: `${field} must be different attribute codes`,
    });
  }
  return [...new Set(codes)];
}

function readVariants(
  value: unknown,
  parentSku: string,
  codes: readonly string[],
  problems: ImportProblem[],
): ImportProduct[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push({
      field: 'children',
      code: 'required',
      message: 'A configurable product needs its variants in children',
    });
    return [];
  }
  if (value.length > MAX_IMPORT_VARIANTS) {
    problems.push({
      field: 'children',
      code: 'bad_value',
      message: `A configurable product may have at most ${MAX_IMPORT_VARIANTS} variants`,
    });
    return [];
  }
  const variants: ImportProduct[] = [];
  const skus = new Map<string, number>([[parentSku, -1]]);
  const combinations = new Map<string, number>();
  value.forEach((child, index) => {
    const prefix = `children.${index}.`;
    const read = readSeed(child, prefix, true);
    problems.push(...read.problems);
    const variant = read.product;
    if (!variant) return;
    const earlier = skus.get(variant.sku);
    if (earlier !== undefined) {
      problems.push({
        field: `${prefix}sku`,
        code: 'duplicate_sku',
        message:
          earlier < 0
            ? `sku ${variant.sku} is the configurable's own sku`
            : `sku ${variant.sku} is that of children.${earlier} already`,
      });
      return;
    }
    skus.set(variant.sku, index);
    const options: number[] = [];
    for (const code of codes) {
      const option = variant.attributes?.[code];
      if (typeof option === 'number' && Number.isInteger(option) && option > 0)
        options.push(option);
      else {
        problems.push({
          field: `${prefix}attributes.${code}`,
          code: 'required',
          message: `attributes.${code} must be the option (a whole number) that sets the variant apart`,
        });
      }
    }
    if (options.length === codes.length && codes.length > 0) {
      const key = options.join(',');
      const same = combinations.get(key);
      if (same !== undefined) {
        problems.push({
          field: `${prefix}attributes`,
          code: 'bad_value',
          message: `children.${index} has the same ${codes.join(', ')} as children.${same}`,
        });
      } else combinations.set(key, index);
    }
    variants.push(variant);
  });
  return variants;
}

/** One product of the seed format, its problems' fields prefixed (a variant's `children.N.`). */
function readSeed(
  value: unknown,
  prefix: string,
  asVariant: boolean,
): { product: ImportProduct | null; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (field: string, code: ImportProblemCode, message: string) =>
    problems.push({ field: `${prefix}${field}`, code, message });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problem('product', 'file_format', 'A product must be a JSON object');
    return { product: null, problems };
  }
  const seed = value as Partial<ProductSeed> & Record<string, unknown>;
  const text = (field: string, v: unknown, max = MAX_TEXT, required = true): string => {
    if (v === undefined || v === null || v === '') {
      if (required) problem(field, 'required', `${field} is missing`);
      return '';
    }
    if (typeof v !== 'string') {
      problem(field, 'bad_value', `${field} must be text`);
      return '';
    }
    if (v.includes('\uFFFD')) problem(field, 'encoding', `${field} holds bytes that are not UTF-8`);
    else if (v.includes('\u0000')) problem(field, 'encoding', `${field} holds a NUL character`);
    if (v.length > max) problem(field, 'too_long', `${field} is longer than ${max} characters`);
    return v;
  };
  const localized = (field: string, v: unknown, max = MAX_TEXT, required = true): Localized2 => {
    const object = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
    if (required && (typeof v !== 'object' || v === null)) {
      problem(field, 'required', `${field} must be an object with nl and de`);
      return { nl: '', de: '' };
    }
    return {
      nl: text(`${field}.nl`, object.nl, max, required),
      de: text(`${field}.de`, object.de, max, required),
    };
  };
  const cents = (field: string, v: unknown, required: boolean): number | null => {
    if (v === undefined || v === null) {
      if (required) problem(field, 'required', `${field} is missing`);
      return null;
    }
    if (typeof v !== 'number' || !Number.isInteger(v)) {
      problem(field, 'not_a_number', `${field} must be whole cents`);
      return null;
    }
    if (v < 0) {
      problem(field, 'negative', `${field} may not be negative (${v})`);
      return null;
    }
    if (v > MAX_CENTS) {
      problem(field, 'bad_value', `${field} is larger than the shop accepts`);
      return null;
    }
    return v;
  };
  const date = (field: string, v: unknown, edge: 'start' | 'end'): string | null => {
    if (v === undefined || v === null || v === '') return null;
    const instant = typeof v === 'string' ? shopDateBound(v, edge) : null;
    if (instant === null) problem(field, 'not_a_date', `${field} is not a date`);
    return instant;
  };

  const sku = text('sku', seed.sku, MAX_SKU);
  if (sku !== '' && !SKU_PATTERN.test(sku))
    problem('sku', 'bad_value', `sku "${sku}" holds characters a sku may not have`);
  const typeId = seed.typeId ?? 'simple';
  const kinds = asVariant ? ['simple', 'virtual'] : ['simple', 'virtual', 'configurable'];
  if (!kinds.includes(typeId)) {
    problem(
      'typeId',
      'not_importable',
      asVariant
        ? `A variant must be a simple product, not ${String(typeId)}`
        : `A ${String(typeId)} product cannot be imported; only simple, virtual and configurable products`,
    );
  }
  if (seed.bundleOptions?.length || seed.customOptions?.length) {
    problem('typeId', 'not_importable', 'Products with options cannot be imported');
  }
  if (seed.children?.length && typeId !== 'configurable') {
    problem('children', 'not_importable', 'Only a configurable product has children');
  }
  const name = localized('name', seed.name);
  const price = cents('price', seed.price, true);
  const product: ImportProduct = { sku, name, price: price ?? 0 };
  if (seed.typeId !== undefined && kinds.includes(typeId)) {
    product.typeId = typeId as 'simple' | 'virtual' | 'configurable';
  }
  if (seed.description !== undefined)
    product.description = localized('description', seed.description, MAX_HTML);
  if (seed.shortDescription !== undefined) {
    const short = localized('shortDescription', seed.shortDescription, MAX_HTML, false);
    product.shortDescription = { nl: short.nl || null, de: short.de || null };
  }
  if (seed.urlKey !== undefined) {
    product.urlKey = localized('urlKey', seed.urlKey);
    for (const store of ['nl', 'de'] as const) {
      const given = product.urlKey[store];
      if (given !== '' && slugify(given) !== given) {
        problem(
          `urlKey.${store}`,
          'bad_value',
          `urlKey.${store} "${given}" may hold only a-z, 0-9 and -`,
        );
      }
    }
  }
  if (seed.status !== undefined) {
    if (seed.status === 1 || seed.status === 2) product.status = seed.status;
    else problem('status', 'bad_value', 'status must be 1 (enabled) or 2 (disabled)');
  }
  if (seed.visibility !== undefined) {
    if ([1, 2, 3, 4].includes(seed.visibility as number))
      product.visibility = seed.visibility as 1 | 2 | 3 | 4;
    else problem('visibility', 'bad_value', 'visibility must be 1, 2, 3 or 4');
  }
  if (seed.taxClassId !== undefined) {
    if (seed.taxClassId === 2 || seed.taxClassId === 5) product.taxClassId = seed.taxClassId;
    else problem('taxClassId', 'bad_value', 'taxClassId must be 2 (standard) or 5 (reduced)');
  }
  if ('specialPrice' in seed || 'specialFromDate' in seed || 'specialToDate' in seed) {
    const special = {
      price: cents('specialPrice', seed.specialPrice, false),
      from: date('specialFromDate', seed.specialFromDate, 'start'),
      to: date('specialToDate', seed.specialToDate, 'end'),
    };
    if (special.from && special.to && special.from > special.to) {
      problem('specialToDate', 'window', 'specialToDate lies before specialFromDate');
    }
    product.special = special;
  }
  if ('advicePrice' in seed) product.advicePrice = cents('advicePrice', seed.advicePrice, false);
  if (seed.tierPrices !== undefined) {
    const tiers: { customerGroupId: number; qty: number; value: number }[] = [];
    if (!Array.isArray(seed.tierPrices))
      problem('tierPrices', 'bad_value', 'tierPrices must be a list');
    else {
      seed.tierPrices.forEach((tier, index) => {
        const value = cents(`tierPrices.${index}.value`, tier?.value, true);
        const known = CUSTOMER_GROUPS.some((g) => g.id === tier?.customerGroupId);
        if (!known)
          problem(`tierPrices.${index}.customerGroupId`, 'bad_value', 'unknown customer group');
        if (!Number.isInteger(tier?.qty) || tier.qty < 1)
          problem(`tierPrices.${index}.qty`, 'bad_value', 'qty must be 1 or more');
        if (value !== null && known)
          tiers.push({ customerGroupId: tier.customerGroupId, qty: tier.qty, value });
      });
    }
    product.tierPrices = sortTierPrices(tiers);
  }
  if (seed.stock !== undefined) {
    const stock = seed.stock as Partial<ProductSeed['stock']>;
    const qty = stock?.qty;
    if (!Number.isInteger(qty))
      problem('stock.qty', 'not_a_number', 'stock.qty must be a whole number');
    else if ((qty as number) < 0)
      problem('stock.qty', 'negative', `stock.qty may not be negative (${qty})`);
    product.stock = {
      qty: Number.isInteger(qty) ? (qty as number) : 0,
      isInStock: stock?.isInStock ?? (qty as number) > 0,
      manageStock: stock?.manageStock ?? true,
    };
  }
  if (seed.categories !== undefined) {
    if (!Array.isArray(seed.categories))
      problem('categories', 'bad_value', 'categories must be a list');
    else product.categories = seed.categories.map((category) => String(category?.id ?? category));
  }
  if ('eanCode' in seed) {
    const ean = seed.eanCode ?? '';
    if (ean !== '' && (typeof ean !== 'string' || (!isValidEan13(ean) && !isValidEan8(ean)))) {
      problem('eanCode', 'bad_value', 'eanCode is no EAN-13 or EAN-8 with a right check digit');
    }
    product.ean = ean === '' ? null : String(ean);
  }
  if (seed.media !== undefined) {
    const images = Array.isArray(seed.media)
      ? seed.media
          .filter((media) => media?.type === 'image')
          .sort((a, b) => a.position - b.position)
          .map((media) => String(media.file))
      : [];
    for (const image of images) {
      if (!isImageReference(image))
        problem('media', 'image', `"${image}" is no http(s) URL and no path in the media store`);
    }
    product.images = images;
  }
  if (seed.attributes !== undefined) {
    if (
      typeof seed.attributes !== 'object' ||
      seed.attributes === null ||
      Array.isArray(seed.attributes)
    ) {
      problem('attributes', 'bad_value', 'attributes must be an object');
    } else product.attributes = seed.attributes;
  }
  return problems.length > 0 ? { product: null, problems } : { product, problems: [] };
}
