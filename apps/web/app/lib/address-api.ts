/**
 * The address help of the shop's API, for the checkout's and the account's address forms.
 */
import type { DirectoryCountriesResponse, NlPostcodeResponse, ResultOf } from '@shop/contracts';
import type { StoreCode } from '@shop/core';
import { type CallOptions, callApi } from './api.ts';

/**
 * The town of a Dutch postcode and, with a house number a street range of the shop holds, its
 * street (404 when the shop knows no town for the postcode).
 */
export function getDutchAddress(
  query: { postcode: string; houseNumber: number | null },
  options: CallOptions = {},
): Promise<ResultOf<typeof NlPostcodeResponse>> {
  const params = new URLSearchParams({ postcode: query.postcode.trim() });
  if (query.houseNumber !== null) params.set('houseNumber', String(query.houseNumber));
  return callApi<typeof NlPostcodeResponse>(`/api/address/nl-postcode?${params}`, {
    method: 'GET',
    headers: { accept: 'application/json' },
    ...options,
  });
}

/**
 * The countries a store view sells to (GET /api/directory/countries with the store code header),
 * named in the view's language, its own country first.
 */
export function getCountries(
  storeCode: StoreCode,
  options: CallOptions = {},
): Promise<ResultOf<typeof DirectoryCountriesResponse>> {
  return callApi<typeof DirectoryCountriesResponse>('/api/directory/countries', {
    method: 'GET',
    headers: { accept: 'application/json', 'x-vs-store-code': storeCode },
    ...options,
  });
}
