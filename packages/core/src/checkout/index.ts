export * from './order.ts';
export * from './order-status.ts';
