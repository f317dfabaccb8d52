export * from './cart.ts';
export * from './catalog.ts';
export * from './envelope.ts';
export * from './order.ts';
export * from './product.ts';
export * from './stock.ts';
export * from './url.ts';
export * from './user.ts';
