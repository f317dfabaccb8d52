/**
 * Live prices for a list of skus (`GET /api/product/render-list`), per store view and customer
 * group: amounts including tax in price_info, excluding tax in tax_adjustments, each price
 * signed. Unlike the original, the customer group's tier prices apply (when price tiers are on).
 * The product documents come from the catalogue.
 */
import { createHmac } from 'node:crypto';
import type { RenderListItem } from '@shop/contracts';
import {
  type ChildDocument,
  computePriceFields,
  getStoreViewById,
  type PriceFields,
  type ProductDocument,
  parentPriceCandidates,
  STORE_VIEWS,
  type StoreView,
} from '@shop/core';
import { invalid } from '../../lib/errors.ts';

/** At most this many skus per call. */
const RENDER_LIST_MAX_SKUS = 200;

export interface RenderListInput {
  skus: string[];
  storeId?: number | undefined;
  currencyCode?: string | undefined;
  customerGroupId?: number | undefined;
}

/** What the render-list needs of the catalogue. */
export interface ProductDocuments {
  /** Current documents of a view's products whose sku or a child's sku is one of `skus`. */
  productDocumentsBySku(view: StoreView, skus: string[]): Promise<ProductDocument[]>;
}

export class ProductService {
  constructor(
    private readonly options: {
      usePriceTiers: boolean;
      /** The secret prices are signed with (configured, or kept in the database). */
      signatureSecret: () => Promise<string>;
      /** The shop's clock: which special price windows are open. */
      now: () => Date;
    },
    private readonly catalog: ProductDocuments,
  ) {}

  async renderList(input: RenderListInput): Promise<RenderListItem[]> {
    const view = requestedView(input);
    const skus = [...new Set(input.skus)];
    if (skus.length > RENDER_LIST_MAX_SKUS) {
      throw invalid('request.too_many_skus', { max: RENDER_LIST_MAX_SKUS });
    }
    const documents = await this.catalog.productDocumentsBySku(view, skus);
    const now = this.options.now();
    const secret = await this.options.signatureSecret();
    const items = new Map<string, RenderListItem>();
    for (const doc of documents) {
      if (skus.includes(doc.sku)) items.set(doc.sku, this.item(doc, doc, view, now, input, secret));
      for (const child of doc.configurable_children ?? []) {
        if (skus.includes(child.sku) && child.status < 2) {
          items.set(child.sku, this.item(doc, child, view, now, input, secret));
        }
      }
    }
    // In the order asked; unknown or disabled skus are left out.
    return skus.flatMap((sku) => (items.has(sku) ? [items.get(sku)!] : []));
  }

  private prices(
    product: ProductDocument | ChildDocument,
    view: StoreView,
    now: Date,
    groupId: number | undefined,
  ): PriceFields {
    return computePriceFields({
      source: product.price_source,
      taxClassId: product.tax_class_id,
      storeView: view,
      now,
      customerGroupId: groupId ?? 0,
      usePriceTiers: this.options.usePriceTiers,
    });
  }

  private item(
    parent: ProductDocument,
    product: ProductDocument | ChildDocument,
    view: StoreView,
    now: Date,
    input: RenderListInput,
    secret: string,
  ): RenderListItem {
    let fields: PriceFields[];
    if (product === parent && parent.type_id === 'configurable') {
      // The same children price the parent as in its document (sellable, in stock first).
      fields = parentPriceCandidates(parent.configurable_children ?? []).map((child) =>
        this.prices(child, view, now, input.customerGroupId),
      );
    } else if (
      product === parent &&
      (parent.type_id === 'bundle' || parent.type_id === 'grouped')
    ) {
      // Composite prices are sums of their parts, kept current by the indexer's window refresh.
      fields = [parent];
    } else {
      fields = [this.prices(product, view, now, input.customerGroupId)];
    }
    if (fields.length === 0) fields = [parent];
    const cheapest = fields.reduce((low, f) =>
      f.final_price_incl_tax < low.final_price_incl_tax ? f : low,
    );
    const dearest = fields.reduce((high, f) =>
      f.final_price_incl_tax > high.final_price_incl_tax ? f : high,
    );
    const amounts = (incl: boolean) => ({
      final_price: incl ? cheapest.final_price_incl_tax : cheapest.final_price,
      regular_price: incl ? cheapest.original_price_incl_tax : cheapest.original_price,
      special_price:
        cheapest.special_price > 0
          ? incl
            ? cheapest.special_price_incl_tax
            : cheapest.special_price
          : null,
      minimal_price: incl ? cheapest.final_price_incl_tax : cheapest.final_price,
      max_price: incl ? dearest.final_price_incl_tax : dearest.final_price,
    });
    const salable =
      product.status < 2 && (product as { stock: { is_in_stock: boolean } }).stock.is_in_stock;
    const price = amounts(true);
    return {
      id: product.id,
      sku: product.sku,
      name: product.name,
      type: product === parent ? parent.type_id : 'simple',
      url: `/p/${parent.sku}/${parent.slug}${product === parent ? '' : `/${product.sku}`}`,
      is_salable: salable,
      currency_code: view.currency,
      store_id: view.id,
      price_info: { ...price, extension_attributes: { tax_adjustments: amounts(false) } },
      sgn: sign(secret, product.sku, price.final_price),
    };
  }
}

/** The store view asked for (the default one when none is named) in its own currency; 400 else. */
function requestedView(input: RenderListInput): StoreView {
  const view = input.storeId === undefined ? STORE_VIEWS.default : getStoreViewById(input.storeId);
  if (!view) throw invalid('product.store_unknown', { storeId: String(input.storeId) });
  const currency = input.currencyCode?.toUpperCase() ?? view.currency;
  if (currency !== view.currency) throw invalid('product.currency_unsupported', { currency });
  return view;
}

/**
 * The signature of a price (`sgn`): an HMAC of the sku and the price including tax under the
 * shop's secret, so only the shop can make one. The shop itself never trusts client prices.
 */
function sign(secret: string, sku: string, finalPriceInclTax: number): string {
  return createHmac('sha256', secret)
    .update(`${sku}:${finalPriceInclTax.toFixed(2)}`)
    .digest('base64url');
}
