/**
 * The company details of the footer (legal name, address, Chamber of Commerce and VAT numbers),
 * from the settings SHOP_COMPANY_NAME, SHOP_COMPANY_ADDRESS, SHOP_COMPANY_KVK and
 * SHOP_COMPANY_VAT; unset, the demo shop's (the API's defaults, which its legal pages state).
 * The same for every visitor (shared-cacheable).
 */
import { DEMO_COMPANY_DETAILS } from '@shop/core';
import type { CompanyDetails } from './company.ts';

export function readCompanyDetails(env: NodeJS.ProcessEnv = process.env): CompanyDetails {
  const read = (key: string, fallback: string) => env[key]?.trim() || fallback;
  return {
    name: read('SHOP_COMPANY_NAME', DEMO_COMPANY_DETAILS.name),
    address: read('SHOP_COMPANY_ADDRESS', DEMO_COMPANY_DETAILS.address),
    kvk: read('SHOP_COMPANY_KVK', DEMO_COMPANY_DETAILS.kvk),
    vat: read('SHOP_COMPANY_VAT', DEMO_COMPANY_DETAILS.vat),
  };
}
