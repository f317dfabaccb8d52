import type { CatalogImportJob, CatalogProduct } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoryList,
  formFieldOf,
  importProgress,
  isRunning,
  productEditBody,
  productForm,
  productListQuery,
  productRowRecord,
} from './mappings.ts';

const product: CatalogProduct = {
  id: 7,
  sku: 'WIEG-01',
  type_id: 'simple',
  status: 1,
  visibility: 4,
  tax_class_id: 2,
  name: { nl: 'Houten wieg', de: 'Holzwiege' },
  description: { nl: '<p>Stevig</p>', de: '<p>Stabil</p>' },
  short_description: { nl: null, de: null },
  url_key: { nl: 'houten-wieg', de: 'holzwiege' },
  price: 24995,
  special_price: 19995,
  // The start of 1 November and the end of 31 December 2026 in Amsterdam (winter time).
  special_from: '2026-10-31T23:00:00.000Z',
  special_to: '2026-12-31T22:59:59.999Z',
  advice_price: null,
  tier_prices: [{ customer_group_id: 0, qty: 3, value: 23995 }],
  stock: { qty: 4, is_in_stock: true, manage_stock: true },
  category_ids: [4443, 4444],
  ean: '8712345678913',
  images: [],
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('the product list query', () => {
  it('passes search, filters, sort and page to the API', () => {
    expect(
      productListQuery({
        filter: { q: '  wieg ', status: 2, category_id: '4443' },
        sort: { field: 'price', order: 'DESC' },
        pagination: { page: 3, perPage: 50 },
      }),
    ).toEqual({
      q: 'wieg',
      status: 2,
      category_id: 4443,
      sort: 'price',
      order: 'desc',
      page: 3,
      size: 50,
    });
  });

  it('leaves out empty filters, sorts an unknown column by id and keeps the page at most 200', () => {
    expect(
      productListQuery({
        filter: { q: ' ', status: '', category_id: 'abc' },
        sort: { field: 'type_id', order: 'ASC' },
        pagination: { page: 1, perPage: 500 },
      }),
    ).toEqual({
      q: undefined,
      status: undefined,
      category_id: undefined,
      sort: 'id',
      order: 'asc',
      page: 1,
      size: 200,
    });
  });

  it('knows a row by its sku, keeping its number', () => {
    const row = productRowRecord({
      id: 7,
      sku: 'WIEG-01',
      type_id: 'simple',
      status: 1,
      name: 'Houten wieg',
      price: 24995,
      special_price: null,
      qty: 4,
      is_in_stock: true,
      updated_at: '2026-11-20T10:00:00.000Z',
    });
    expect(row.id).toBe('WIEG-01');
    expect(row.product_id).toBe(7);
  });
});

describe('a product in the edit form', () => {
  it('holds money in euros, the window as shop days and the categories as ids', () => {
    const form = productForm(product);
    expect(form).toMatchObject({
      id: 'WIEG-01',
      price: 249.95,
      special_price: 199.95,
      special_from: '2026-11-01',
      special_to: '2026-12-31',
      tier_prices: [{ customer_group_id: 0, qty: 3, value: 239.95 }],
      category_ids: [4443, 4444],
    });
  });

  it('sends nothing when nothing changed', () => {
    const form = productForm(product);
    expect(productEditBody({ ...form }, form)).toEqual({});
  });

  it('sends only what changed, money in whole cents', () => {
    const before = productForm(product);
    const body = productEditBody(
      {
        ...before,
        name: { nl: 'Houten wieg Noor', de: 'Holzwiege' },
        price: 229.9,
        tier_prices: [...before.tier_prices, { customer_group_id: 2, qty: 10, value: 19.99 }],
        stock: { ...before.stock, qty: 0, is_in_stock: false },
        category_ids: [4443, 4445],
        status: 2,
      },
      before,
    );
    expect(body).toEqual({
      name: { nl: 'Houten wieg Noor' },
      price: 22990,
      tier_prices: [
        { customer_group_id: 0, qty: 3, value: 23995 },
        { customer_group_id: 2, qty: 10, value: 1999 },
      ],
      stock: { qty: 0, is_in_stock: false, manage_stock: true },
      category_ids: [4443, 4445],
      status: 2,
    });
  });

  it('removes an emptied special price, window, short description and EAN with null', () => {
    const before = { ...productForm(product), short_description: { nl: '<p>Kort</p>', de: null } };
    const body = productEditBody(
      {
        ...before,
        special_price: null,
        special_from: '',
        special_to: null,
        short_description: { nl: '', de: null },
        ean: ' ',
      },
      before,
    );
    expect(body).toEqual({
      special_price: null,
      special_from: null,
      special_to: null,
      short_description: { nl: null },
      ean: null,
    });
  });

  it('sends the picked categories as numbers, each once', () => {
    expect(categoryList([4443, '4445', 4443])).toEqual([4443, 4445]);
    expect(categoryList(undefined)).toEqual([]);
  });

  it("shows the API's problem of one category next to the categories field", () => {
    expect(formFieldOf('category_ids.1')).toBe('category_ids');
    expect(formFieldOf('special_price')).toBe('special_price');
    expect(formFieldOf('tier_prices.0.value')).toBe('tier_prices.0.value');
  });
});

function job(fields: Partial<CatalogImportJob>): CatalogImportJob {
  return {
    id: 1,
    state: 'received',
    file_name: 'a.csv',
    format: 'csv',
    file_sha256: null,
    file_bytes: 100,
    actor: 'eva@shop.example',
    ignored_columns: [],
    rows_read: 0,
    rows_rejected: 0,
    rows_applied: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    indexed: 0,
    images_stored: 0,
    failure: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    finished_at: null,
    ...fields,
  };
}

describe("an import's progress", () => {
  it('moves through checking, writing and indexing as one bar', () => {
    expect(importProgress(job({ state: 'received' }))).toBe(0);
    expect(importProgress(job({ state: 'validating', rows_read: 500 }))).toBeNull();
    expect(importProgress(job({ state: 'applying', rows_read: 1000, rows_applied: 0 }))).toBe(33);
    expect(importProgress(job({ state: 'applying', rows_read: 1000, rows_applied: 500 }))).toBe(50);
    expect(
      importProgress(job({ state: 'indexing', created: 600, updated: 400, indexed: 1000 })),
    ).toBe(100);
    expect(importProgress(job({ state: 'indexing', created: 0, updated: 0, indexed: 0 }))).toBe(
      100,
    );
    expect(importProgress(job({ state: 'indexing', created: 3, updated: 0, indexed: 0 }))).toBe(67);
    expect(importProgress(job({ state: 'done' }))).toBe(100);
    expect(importProgress(job({ state: 'rejected' }))).toBe(100);
  });

  it('is polled while the job moves, not once it has ended', () => {
    for (const state of ['received', 'validating', 'applying', 'indexing'] as const) {
      expect(isRunning({ state })).toBe(true);
    }
    for (const state of ['done', 'rejected', 'failed'] as const) {
      expect(isRunning({ state })).toBe(false);
    }
  });
});
