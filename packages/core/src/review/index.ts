export * from './rating.ts';
export * from './validation.ts';
