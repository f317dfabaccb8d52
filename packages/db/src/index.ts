export * from './catalog/catalog-html.ts';
export * from './catalog/indexer.ts';
export * from './catalog/load-seed.ts';
export * from './catalog/read-catalog.ts';
export * from './client.ts';
export * from './data-dir-lock.ts';
export * as schema from './schema.ts';
export * from './seed.ts';
export * from './unavailable.ts';
