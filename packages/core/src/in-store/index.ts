export * from './barcode.ts';
export * from './shelf-stock.ts';
