/**
 * The order history of a customer: one page of their orders, newest first, in the Magento
 * order shape the account pages read (amounts in euros, the lines as `items`), with the search
 * criteria that select them.
 */
import {
  deliveryMethodTitle,
  expectedDeliveryOf,
  fromCents,
  moneyRowsInEuros,
  orderSummaryLines,
  type PaymentMethodDefinition,
  type ShippingMethodDefinition,
  storedOrderMoneyRows,
} from '@shop/core';
import type { Executor, ShopDatabase } from '@shop/db';
import { OrderHistoryRepository, type OrderItemRow, type OrderRow } from './history-repository.ts';

/** What an order's view counts with besides the order: the shop's methods and closed days. */
interface OrderViewSettings {
  shippingMethods: readonly ShippingMethodDefinition[];
  closedDays: readonly number[];
  /** The payment methods, whose titles name what the method charged. */
  paymentMethods?: readonly PaymentMethodDefinition[];
}

export interface OrderHistoryPage {
  items: Record<string, unknown>[];
  search_criteria: {
    filter_groups: { filters: { field: string; value: string; condition_type: string }[] }[];
    sort_orders: { field: string; direction: string }[];
    page_size: number;
    current_page: number;
  };
  total_count: number;
}

/** An order as the returns module reads it: its row, its lines and its delivery day. */
export interface OrderForReturn {
  order: OrderRow;
  lines: {
    itemId: number;
    sku: string;
    name: string;
    qty: number;
    productType: string;
    isGiftCard: boolean;
    options: { label: string; value: string }[];
  }[];
  /**
   * The day the order was delivered, 'YYYY-MM-DD' in shop time: the shop records no carrier
   * delivery, so this is the day its delivery method promised (null for a method without one).
   */
  deliveredOn: string | null;
}

/** The returns of orders, shown with each order of the history (the returns module's views). */
export interface ReturnsOfOrders {
  returnsOfOrders(orderIds: readonly number[]): Promise<Map<number, unknown[]>>;
}

export class OrderHistoryService {
  readonly #orders: OrderHistoryRepository;

  constructor(
    shop: ShopDatabase,
    /** The delivery methods and closed days the expected delivery date counts with. */
    private readonly delivery: OrderViewSettings = { shippingMethods: [], closedDays: [] },
    /** The returns announced for orders (none when absent). */
    private readonly returns?: ReturnsOfOrders,
  ) {
    this.#orders = new OrderHistoryRepository(shop);
  }

  /**
   * An order by its number with its lines, for a return: locked in `tx` when `lock` (two
   * returns of one order are announced one after the other). Null when there is none.
   */
  async orderForReturn(
    orderNumber: string,
    tx?: Executor,
    options: { lock?: boolean } = {},
  ): Promise<OrderForReturn | null> {
    const order = await this.#orders.findByNumber(orderNumber, tx, options);
    if (!order) return null;
    const items = await this.#orders.itemsOf([order.id], tx);
    const priced = orderSummaryLines(order.totals);
    return {
      order,
      lines: items.map((line, index) => ({
        itemId: line.id,
        sku: line.sku,
        name: line.name,
        qty: line.qty,
        productType: line.productType,
        isGiftCard: line.giftCard !== null,
        options: priced[index]?.name === line.name ? priced[index].options : [],
      })),
      deliveredOn: this.expectedDelivery(order),
    };
  }

  private expectedDelivery(order: OrderRow): string | null {
    return expectedDeliveryOf(
      {
        createdAt: order.createdAt,
        carrierCode: order.shippingCarrierCode,
        methodCode: order.shippingMethodCode,
      },
      this.delivery.shippingMethods,
      this.delivery.closedDays,
    );
  }

  /** Whether the customer paid for the product of `sku` (or one of its children) in an order. */
  boughtProduct(customerId: number, sku: string): Promise<boolean> {
    return this.#orders.paidForProduct(customerId, sku);
  }

  /** One page of a customer's orders (pages count from 1). */
  async customerOrders(
    customerId: number,
    page: { pageSize: number; currentPage: number },
  ): Promise<OrderHistoryPage> {
    const totalCount = await this.#orders.countOfCustomer(customerId);
    const items = totalCount === 0 ? [] : await this.orderViews(customerId, page);
    return {
      items,
      search_criteria: {
        filter_groups: [
          { filters: [{ field: 'customer_id', value: String(customerId), condition_type: 'eq' }] },
        ],
        sort_orders: [{ field: 'entity_id', direction: 'DESC' }],
        page_size: page.pageSize,
        current_page: page.currentPage,
      },
      total_count: totalCount,
    };
  }

  private async orderViews(
    customerId: number,
    page: { pageSize: number; currentPage: number },
  ): Promise<Record<string, unknown>[]> {
    const orders = await this.#orders.pageOfCustomer(customerId, {
      limit: page.pageSize,
      offset: (page.currentPage - 1) * page.pageSize,
    });
    const ids = orders.map((order) => order.id);
    const lines = await this.#orders.itemsOf(ids);
    const returns = (await this.returns?.returnsOfOrders(ids)) ?? new Map<number, unknown[]>();
    return orders.map((order) => ({
      ...orderView(
        order,
        lines.filter((line) => line.orderId === order.id),
        this.delivery,
      ),
      /** The returns announced for the order, oldest first (the returns module's view). */
      returns: returns.get(order.id) ?? [],
    }));
  }
}

function orderView(
  order: OrderRow,
  lines: OrderItemRow[],
  delivery: OrderViewSettings,
): Record<string, unknown> {
  // The totals keep the options of each line as the shopper saw them, in the order of the lines.
  const priced = orderSummaryLines(order.totals);
  const billing = order.billingAddress as Record<string, unknown>;
  const method =
    order.shippingCarrierCode && order.shippingMethodCode
      ? `${order.shippingCarrierCode}_${order.shippingMethodCode}`
      : null;
  const totals = order.totals as { total_segments?: { code: string; title: string }[] };
  const shippingTitle = totals.total_segments?.find((s) => s.code === 'shipping')?.title ?? null;
  return {
    entity_id: order.id,
    increment_id: order.incrementId,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    status: order.status,
    store_code: order.storeCode,
    order_currency_code: order.currency,
    customer_email: order.customerEmail,
    customer_firstname: billing.firstname ?? null,
    customer_lastname: billing.lastname ?? null,
    coupon_code: order.couponCode,
    subtotal: fromCents(order.subtotal),
    subtotal_incl_tax: fromCents(order.subtotalInclTax),
    discount_amount: fromCents(order.discountAmount),
    shipping_amount: fromCents(order.shippingAmount),
    shipping_incl_tax: fromCents(order.shippingInclTax),
    shipping_description: shippingTitle,
    /** The delivery method's own title ('Standard delivery'), for the order page. */
    shipping_method_title: deliveryMethodTitle(
      { carrierCode: order.shippingCarrierCode, methodCode: order.shippingMethodCode },
      delivery.shippingMethods,
      order.totals,
    ),
    /** The expected delivery (or pick-up) day, 'YYYY-MM-DD' in shop time. */
    expected_delivery_date: expectedDeliveryOf(
      {
        createdAt: order.createdAt,
        carrierCode: order.shippingCarrierCode,
        methodCode: order.shippingMethodCode,
      },
      delivery.shippingMethods,
      delivery.closedDays,
    ),
    tax_amount: fromCents(order.taxAmount),
    grand_total: fromCents(order.grandTotal),
    /** What gift cards and reward points paid of the grand total. */
    credits_paid: fromCents(order.creditsAmount),
    /** The order's money one row at a time (contract OrderMoneyRow, amounts in euros). */
    money_rows: moneyRowsInEuros(storedOrderMoneyRows(order, delivery.paymentMethods ?? [])),
    total_qty_ordered: lines.reduce((sum, line) => sum + line.qty, 0),
    total_item_count: lines.length,
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    /** Names the order on its return page (/checkout-return?order_hash=…), e.g. to pay it. */
    order_hash: order.orderHash,
    pickup_location_code: order.pickupLocationCode,
    billing_address: order.billingAddress,
    extension_attributes: {
      shipping_assignments: order.shippingAddress
        ? [{ shipping: { address: order.shippingAddress, method } }]
        : [],
    },
    items: lines.map((line, index) => ({
      item_id: line.id,
      /** The chosen options as labels: [{label, value}]. */
      options: priced[index]?.name === line.name ? priced[index].options : [],
      sku: line.sku,
      parent_sku: line.parentSku,
      name: line.name,
      product_type: line.productType,
      qty_ordered: line.qty,
      price: fromCents(line.price),
      price_incl_tax: fromCents(line.priceInclTax),
      row_total: fromCents(line.rowTotal),
      row_total_incl_tax: fromCents(line.rowTotalInclTax),
      tax_amount: fromCents(line.taxAmount),
      tax_percent: Number(line.taxPercent),
      discount_amount: fromCents(line.discountAmount),
      product_option: line.productOption,
    })),
  };
}
