/**
 * The app bridge's schemas for the storefront's browser code (apps/web lib/app-bridge-rules.ts):
 * only these schemas (not every contract), made after zod is told not to compile code.
 */
import './zod-without-eval.ts';

export * from './app-bridge.ts';
