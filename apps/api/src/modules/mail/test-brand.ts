/** The brand the mail tests render with: the demo company, a shop at an example address. */
import { DEMO_COMPANY_DETAILS } from '@shop/core';
import { type MailBrand, SHOP_NAME } from './document.ts';

export const TEST_BRAND: MailBrand = {
  shopName: SHOP_NAME,
  shopUrl: 'https://shop.example',
  company: DEMO_COMPANY_DETAILS,
};
