export * from './checksum.ts';
export * from './merge.ts';
export * from './rules.ts';
export * from './types.ts';
