/**
 * Address help for the checkout: the street and town of a Dutch postcode and house number, from
 * the street ranges the shop imported from the address register (the demo ships a sample);
 * else the town from the four-digit table shipped in core. No address service is called. A
 * postcode neither knows answers 404, and the shopper types street and town.
 */
import { compactPostcode, normalizePostcode, townOfDutchPostcode } from '@shop/core';
import { notFound } from '../../lib/errors.ts';
import type { AddressRepository } from './repository.ts';

export interface DutchAddressHelp {
  /** The postcode as written in the Netherlands ('1234 AB'). */
  postcode: string;
  city: string;
  street?: string;
}

export class AddressService {
  constructor(private readonly repository: AddressRepository) {}

  /** Street (when known) and town of a Dutch postcode and house number; 404 when unknown. */
  async lookUpDutchAddress(
    postcode: string,
    houseNumber: number | null,
  ): Promise<DutchAddressHelp> {
    const written = normalizePostcode(postcode, 'NL');
    const match = await this.repository.findStreet(compactPostcode(written)!, houseNumber);
    if (match) {
      return {
        postcode: written,
        city: match.city,
        ...(match.street ? { street: match.street } : {}),
      };
    }
    const city = townOfDutchPostcode(written);
    if (!city) throw notFound('address.postcode_unknown', { postcode: written });
    return { postcode: written, city };
  }
}
