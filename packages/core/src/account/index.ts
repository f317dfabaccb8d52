export * from './common-passwords.ts';
export * from './validation.ts';
