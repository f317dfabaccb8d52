export * from './catalog/document.ts';
export * from './catalog/seed-types.ts';
export * from './constants.ts';
export * from './store-views.ts';
export * from './tax-rules.ts';
