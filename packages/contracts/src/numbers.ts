/**
 * Bounds of numbers a request may send where the database keeps them: ids, group ids and
 * counts are PostgreSQL integers (int4). A larger number is refused at the edge with a message
 * that names the field, rather than by the database.
 */
import { z } from 'zod';

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** An id of a row (cart line, address, order): 1 to INT4_MAX. */
export const RowId = z.number().int().min(1).max(INT4_MAX);

/** A customer group id or another small whole number stored as int4: 0 to INT4_MAX. */
export const NonNegativeInt4 = z.number().int().min(0).max(INT4_MAX);
