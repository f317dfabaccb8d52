/**
 * Address help for the checkout: the town of a Dutch postcode, from the table shipped in core
 * (no address service is called). A postcode the table does not know answers 404, and the
 * shopper types the town.
 */
import { normalizePostcode, townOfDutchPostcode } from '@shop/core';
import { notFound } from '../../lib/errors.ts';

export class AddressService {
  /** The town of a Dutch postcode; 404 when the shop does not know it. */
  townOfPostcode(postcode: string): { postcode: string; city: string } {
    const written = normalizePostcode(postcode, 'NL');
    const city = townOfDutchPostcode(written);
    if (!city) throw notFound('address.postcode_unknown', { postcode: written });
    return { postcode: written, city };
  }
}
