export * from './roles.ts';
export * from './totp.ts';
