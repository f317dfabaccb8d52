export * from './csv.ts';
export * from './json-products.ts';
export * from './rows.ts';
