export * from './editor-link.ts';
export * from './paths.ts';
export * from './shop-placeholders.ts';
export * from './theme.ts';
