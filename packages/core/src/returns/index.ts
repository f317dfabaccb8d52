export * from './returns.ts';
