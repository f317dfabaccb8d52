/**
 * Barcode lookup (secondary-areas §5 barcode scan, §7 "Barcode ... searches use the catalogue
 * search", §8 "Requested product could not be retrieved."): scanned input becomes a code by
 * core's rules, and a catalogue search with the ean_code or os_barcode filter finds the product;
 * a configurable's child is named by its own code.
 */
import type { BarcodeProduct, CatalogSearchBody, CatalogSearchResult } from '@shop/contracts';
import {
  type BarcodeKind,
  normaliseScannedCode,
  SCANNABLE_VISIBILITY,
  type StoreView,
} from '@shop/core';
import { DomainError, notFound } from '../../lib/errors.ts';

/** What a barcode lookup needs of the catalogue: its product search. */
export interface BarcodeCatalog {
  searchProducts(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult>;
}

export class BarcodeService {
  constructor(private readonly catalog: BarcodeCatalog) {}

  /** The product of a scanned code: 400 for input that is no valid code, 404 for an unknown one. */
  async lookUp(view: StoreView, input: string): Promise<BarcodeProduct> {
    const scanned = normaliseScannedCode(input);
    if (!scanned.ok) {
      const key = scanned.reason === 'check_digit' ? 'barcode.check_digit' : 'barcode.format';
      throw new DomainError('invalid', key, { code: input.trim() }, { field: 'code' });
    }
    // A code of the restricted range is usually the shop's own, but a supplier may print one as
    // its EAN: the other field is asked second.
    for (const field of fieldsInOrder(scanned.kind)) {
      const { items } = await this.catalog.searchProducts(view, {
        filters: { [field]: [scanned.code], visibility: [...SCANNABLE_VISIBILITY] },
        size: 1,
      });
      const doc = items[0];
      if (doc) return productOf(doc, field, scanned.code);
    }
    throw notFound('barcode.not_found');
  }
}

function fieldsInOrder(kind: BarcodeKind): BarcodeKind[] {
  return kind === 'os_barcode' ? ['os_barcode', 'ean_code'] : ['ean_code', 'os_barcode'];
}

/** The answer for a product document found by `field`: the child whose code it is, if any. */
function productOf(doc: Record<string, unknown>, field: BarcodeKind, code: string): BarcodeProduct {
  const children = Array.isArray(doc.configurable_children)
    ? (doc.configurable_children as Record<string, unknown>[])
    : [];
  const child = doc[field] === code ? undefined : children.find((c) => c?.[field] === code);
  return {
    sku: String(doc.sku),
    child_sku: typeof child?.sku === 'string' ? child.sku : null,
    slug: String(doc.url_key ?? doc.slug ?? ''),
    name: String(doc.name ?? ''),
  };
}
