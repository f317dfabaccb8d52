export * from './address-book.ts';
export * from './common-passwords.ts';
export * from './validation.ts';
