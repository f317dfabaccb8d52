/** The shop's company details as the footer shows them (read on the server: company.server.ts). */
export interface CompanyDetails {
  /** Legal name, e.g. 'Kindershop B.V.'. */
  name: string;
  /** One-line address: street and number, postcode and city. */
  address: string;
  /** Chamber of Commerce (KvK) number. */
  kvk: string;
  /** VAT identification number. */
  vat: string;
}
