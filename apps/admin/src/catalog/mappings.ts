/**
 * Pure mappings between react-admin's calls and the catalogue calls of the operator API
 * (docs/catalog-import.md): the product list's query, a product as the edit form holds it
 * (money in euros, categories as a list of numbers) and back as the edit's body (only what
 * changed, money in whole cents), the API's field paths as the form's fields, and the progress
 * of an import job as one bar.
 */
import type {
  CatalogImportJob,
  CatalogProduct,
  CatalogProductEditBody,
  CatalogProductRow,
} from '@shop/contracts';
import type { GetListParams } from 'react-admin';

/** The sorts the product list answers; any other column of the table sorts by number. */
const PRODUCT_SORTS = new Set(['id', 'sku', 'name', 'price', 'qty', 'updated_at']);

/** A list request of react-admin as the product list's query. */
export function productListQuery(params: GetListParams) {
  const filter = params.filter ?? {};
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const field = params.sort?.field ?? 'id';
  const number = (value: unknown) => {
    const n = Number(value);
    return value !== undefined && value !== '' && value !== null && Number.isInteger(n) && n > 0
      ? n
      : undefined;
  };
  return {
    q: typeof filter.q === 'string' && filter.q.trim() ? filter.q.trim() : undefined,
    status: number(filter.status),
    category_id: number(filter.category_id),
    sort: PRODUCT_SORTS.has(field) ? field : 'id',
    order: params.sort?.order === 'DESC' ? 'desc' : 'asc',
    page,
    size: Math.min(Math.max(perPage, 1), 200),
  };
}

/** A list row as react-admin's record: products are known by their sku (the edit's address). */
export function productRowRecord(row: CatalogProductRow) {
  return { ...row, id: row.sku, product_id: row.id };
}

/** Whole cents as euros for a form field, and back (rounded to the cent). */
const euros = (cents: number) => cents / 100;
const cents = (value: number) => Math.round(value * 100);

/** The form's shape of a product: the API's, with money in euros and the sku as id. */
export interface ProductForm {
  id: string;
  sku: string;
  type_id: string;
  name: { nl: string; de: string };
  description: { nl: string; de: string };
  short_description: { nl: string | null; de: string | null };
  status: number;
  /** The categories' ids, as the operator picks them by name. */
  category_ids: number[];
  price: number;
  special_price: number | null;
  special_from: string | null;
  special_to: string | null;
  tier_prices: { customer_group_id: number; qty: number; value: number }[];
  stock: { qty: number; is_in_stock: boolean; manage_stock: boolean };
  ean: string | null;
  images: string[];
  updated_at: string;
}

/**
 * A shop day of an instant in Europe/Amsterdam (the special price window is kept as the start
 * and end of shop days; the form edits the days).
 */
function shopDayOf(iso: string | null): string | null {
  if (!iso) return null;
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

export function productForm(product: CatalogProduct): ProductForm {
  return {
    id: product.sku,
    sku: product.sku,
    type_id: product.type_id,
    name: product.name,
    description: product.description,
    short_description: product.short_description,
    status: product.status,
    category_ids: [...product.category_ids],
    price: euros(product.price),
    special_price: product.special_price === null ? null : euros(product.special_price),
    special_from: shopDayOf(product.special_from),
    special_to: shopDayOf(product.special_to),
    tier_prices: product.tier_prices.map((tier) => ({ ...tier, value: euros(tier.value) })),
    stock: product.stock,
    ean: product.ean,
    images: product.images,
    updated_at: product.updated_at,
  };
}

/** The picked category ids as the API takes them (numbers, each once, in the order picked). */
export function categoryList(ids: readonly (number | string)[] | null | undefined): number[] {
  return [...new Set((ids ?? []).map(Number))];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const emptyToNull = <T>(value: T | '' | undefined | null): T | null =>
  value === '' || value === undefined || value === null ? null : value;

/**
 * The edit's body: only the fields the operator changed, money in whole cents, an emptied
 * special price, window or EAN as null (the API then removes it).
 */
export function productEditBody(data: ProductForm, before: ProductForm): CatalogProductEditBody {
  const body: CatalogProductEditBody = {};
  for (const text of ['name', 'description'] as const) {
    const changed: Record<string, string> = {};
    for (const store of ['nl', 'de'] as const) {
      if (data[text][store] !== before[text][store]) changed[store] = data[text][store] ?? '';
    }
    if (Object.keys(changed).length > 0) body[text] = changed;
  }
  const shortChanged: Record<string, string | null> = {};
  for (const store of ['nl', 'de'] as const) {
    const value = emptyToNull(data.short_description[store]);
    if (value !== emptyToNull(before.short_description[store])) shortChanged[store] = value;
  }
  if (Object.keys(shortChanged).length > 0) body.short_description = shortChanged;
  if (data.status !== before.status) body.status = data.status === 2 ? 2 : 1;
  const categories = categoryList(data.category_ids);
  if (!same(categories, categoryList(before.category_ids))) body.category_ids = categories;
  if (data.price !== before.price) body.price = cents(Number(data.price));
  const special = emptyToNull(data.special_price);
  if (special !== before.special_price)
    body.special_price = special === null ? null : cents(special);
  for (const end of ['special_from', 'special_to'] as const) {
    const value = emptyToNull(data[end]);
    if (value !== before[end]) body[end] = value;
  }
  const tiers = (data.tier_prices ?? []).map((tier) => ({
    customer_group_id: Number(tier.customer_group_id),
    qty: Number(tier.qty),
    value: cents(Number(tier.value)),
  }));
  const tiersBefore = before.tier_prices.map((tier) => ({ ...tier, value: cents(tier.value) }));
  if (!same(tiers, tiersBefore)) body.tier_prices = tiers;
  const stock = {
    qty: Number(data.stock.qty),
    is_in_stock: Boolean(data.stock.is_in_stock),
    manage_stock: Boolean(data.stock.manage_stock),
  };
  if (!same(stock, before.stock)) body.stock = stock;
  const ean = emptyToNull(typeof data.ean === 'string' ? data.ean.trim() : data.ean);
  if (ean !== before.ean) body.ean = ean;
  return body;
}

/**
 * The form field an API problem belongs to: the API names the body's path (`category_ids.1`,
 * `stock.qty`, `tier_prices.0.value`); the form holds the categories as one field.
 */
export function formFieldOf(apiField: string): string {
  if (apiField.startsWith('category_ids')) return 'category_ids';
  return apiField;
}

/** Whether a job is still moving (the import page polls it until it is not). */
export function isRunning(job: Pick<CatalogImportJob, 'state'>): boolean {
  return ['received', 'validating', 'applying', 'indexing'].includes(job.state);
}

/**
 * An import's progress as one bar: checking the file is the first third (the number of rows is
 * known only once it is read through, so that third shows no figure of its own), writing the
 * second (rows written of rows read), indexing the last (products indexed of those changed).
 * null while the file is checked: the bar then moves without a value.
 */
export function importProgress(job: CatalogImportJob): number | null {
  const share = (done: number, of: number) => (of > 0 ? Math.min(done / of, 1) : 1);
  switch (job.state) {
    case 'received':
      return 0;
    case 'validating':
      return null;
    case 'applying':
      return Math.round(100 / 3 + (100 / 3) * share(job.rows_applied, job.rows_read));
    case 'indexing':
      return Math.round(200 / 3 + (100 / 3) * share(job.indexed, job.created + job.updated));
    default:
      return 100;
  }
}
