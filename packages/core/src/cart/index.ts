export * from './coupons.ts';
export * from './methods.ts';
export * from './product-option.ts';
export * from './shop-closed.ts';
export * from './totals.ts';
