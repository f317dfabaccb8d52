export * from './consent-manager.ts';
export * from './events.ts';
export * from './items.ts';
export * from './page-type.ts';
export * from './purchase.ts';
