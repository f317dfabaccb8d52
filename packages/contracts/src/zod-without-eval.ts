/**
 * Zod without its compiled fast path: zod tests whether it may compile code (new Function) when
 * its first object schema is made, and a page under the storefront's Content-Security-Policy
 * (no 'unsafe-eval') reports that test as a violation. Imported before any schema of a browser
 * entry; never by the API, whose validation keeps the fast path.
 */
import { z } from 'zod';

z.config({ jitless: true });
