/**
 * The company details of the footer (legal name, address, Chamber of Commerce and VAT numbers),
 * from the settings SHOP_COMPANY_NAME, SHOP_COMPANY_ADDRESS, SHOP_COMPANY_KVK and
 * SHOP_COMPANY_VAT; unset, the demo shop's. The same for every visitor (shared-cacheable).
 */
import type { CompanyDetails } from './company.ts';

const DEMO_COMPANY_DETAILS: CompanyDetails = {
  name: 'Kindershop B.V.',
  address: 'Oudegracht 120, 3511 AZ Utrecht',
  kvk: '12345678',
  vat: 'NL001234567B01',
};

export function readCompanyDetails(env: NodeJS.ProcessEnv = process.env): CompanyDetails {
  const read = (key: string, fallback: string) => env[key]?.trim() || fallback;
  return {
    name: read('SHOP_COMPANY_NAME', DEMO_COMPANY_DETAILS.name),
    address: read('SHOP_COMPANY_ADDRESS', DEMO_COMPANY_DETAILS.address),
    kvk: read('SHOP_COMPANY_KVK', DEMO_COMPANY_DETAILS.kvk),
    vat: read('SHOP_COMPANY_VAT', DEMO_COMPANY_DETAILS.vat),
  };
}
