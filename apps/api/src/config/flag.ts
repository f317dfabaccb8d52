/** A yes/no variable: true, false, 1 or 0; `fallback` when unset. */
import { z } from 'zod';

export const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));
