export * from './nearby.ts';
export * from './opening-hours.ts';
export * from './shelf-skus.ts';
export * from './store-views.ts';
