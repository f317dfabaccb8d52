import { z } from 'zod';
import { envelope } from './envelope.ts';
import { NonNegativeInt4 } from './numbers.ts';

export const RenderListQuery = z.object({
  skus: z.string().min(1, 'skus parameter is required').max(4000),
  currencyCode: z.string().max(3).optional(),
  storeId: z.coerce.number().pipe(NonNegativeInt4).optional(),
  userGroupId: z.coerce.number().pipe(NonNegativeInt4).optional(),
  token: z.string().max(2000).optional(),
});

const Amounts = z.object({
  final_price: z.number(),
  regular_price: z.number(),
  special_price: z.number().nullable(),
  minimal_price: z.number(),
  max_price: z.number(),
});

export const RenderListItem = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  type: z.string(),
  url: z.string(),
  is_salable: z.boolean(),
  currency_code: z.string(),
  store_id: z.number().int(),
  /** Amounts including tax; `tax_adjustments` has them excluding tax. */
  price_info: Amounts.extend({
    extension_attributes: z.object({ tax_adjustments: Amounts }),
  }),
  sgn: z.string(),
});
export type RenderListItem = z.infer<typeof RenderListItem>;

export const RenderListResponse = envelope(z.object({ items: z.array(RenderListItem) }));
