export * from './shelf-stock.ts';
