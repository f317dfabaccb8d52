/**
 * Prices of a read-model document for one customer group (the group's tier prices apply when
 * price tiers are enabled), recomputed from the raw price inputs every document keeps.
 */
import type { StoreView } from '../store-views.ts';
import type { ChildDocument, ProductDocument } from './document.ts';
import { applyConfigurableParentPrice, computePriceFields } from './prices.ts';

/**
 * The children a configurable parent takes its price from: sellable ones in stock, or every
 * sellable one when none is in stock (a sold-out product still shows what it costs).
 */
export function parentPriceCandidates<
  C extends { status: number; stock: { is_in_stock: boolean } },
>(children: readonly C[]): C[] {
  const sellable = children.filter((child) => child.status < 2);
  const inStock = sellable.filter((child) => child.stock.is_in_stock);
  return inStock.length > 0 ? inStock : sellable;
}

export function applyCustomerGroupPrices(
  doc: ProductDocument,
  storeView: StoreView,
  now: Date,
  customerGroupId: number,
): ProductDocument {
  const price = (item: ProductDocument | ChildDocument) =>
    computePriceFields({
      source: item.price_source,
      taxClassId: item.tax_class_id,
      storeView,
      now,
      customerGroupId,
      usePriceTiers: true,
    });
  if (doc.type_id === 'configurable' && doc.configurable_children?.length) {
    const children = doc.configurable_children.map((child) => ({ ...child, ...price(child) }));
    return applyConfigurableParentPrice(
      { ...doc, configurable_children: children },
      parentPriceCandidates(children),
    );
  }
  // Bundles and grouped products are sums of their parts at the regular prices.
  if (doc.type_id === 'bundle' || doc.type_id === 'grouped') return doc;
  return { ...doc, ...price(doc) };
}
