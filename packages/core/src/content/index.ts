export * from './editor-link.ts';
export * from './links.ts';
export * from './paths.ts';
export * from './preview-session.ts';
export * from './shop-placeholders.ts';
export * from './theme.ts';
