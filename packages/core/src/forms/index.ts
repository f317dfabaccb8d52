export * from './contact.ts';
export * from './pregnancy-box.ts';
