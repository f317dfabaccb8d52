export * from './parents.ts';
export * from './rules.ts';
