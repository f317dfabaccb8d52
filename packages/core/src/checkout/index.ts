export * from './credits.ts';
export * from './delivery-date.ts';
export * from './line-price.ts';
export * from './order.ts';
export * from './order-status.ts';
export * from './order-summary.ts';
export * from './pricing.ts';
export * from './stock-demand.ts';
