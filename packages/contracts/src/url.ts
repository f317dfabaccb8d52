import { z } from 'zod';
import { envelope } from './envelope.ts';
import { NonNegativeInt4 } from './numbers.ts';
import { StoredDocument } from './stored-document.ts';

/** The URL map request: the API uses url and the field lists; other fields are accepted, unused. */
export const UrlMapBody = z.object({
  url: z.string().min(1, 'Missing url').max(2000),
  includeFields: z.array(z.string().max(100)).max(200).nullish(),
  excludeFields: z.array(z.string().max(100)).max(200).nullish(),
  options: z.record(z.string(), z.unknown()).nullish(),
  filters: z.record(z.string(), z.unknown()).nullish(),
  groupId: NonNegativeInt4.nullish(),
  groupToken: z.string().max(4000).nullish(),
});
export type UrlMapBody = z.infer<typeof UrlMapBody>;

export const UrlMapResult = z.discriminatedUnion('_type', [
  z.object({ _type: z.literal('product'), _source: StoredDocument }),
  z.object({ _type: z.literal('category'), _source: StoredDocument }),
  z.object({ _type: z.literal('cms_page'), _source: StoredDocument }),
  z.object({
    _type: z.literal('redirect'),
    _source: z.object({
      request_path: z.string(),
      target_path: z.string(),
      redirect_type: z.number().int(),
    }),
  }),
]);
export type UrlMapResult = z.infer<typeof UrlMapResult>;

export const UrlMapResponse = envelope(UrlMapResult);
