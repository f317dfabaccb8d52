/**
 * An order's money rows as the order mails carry them (core order-money.ts, labelled and
 * formatted by the order module in the mail's language), and as the plain-text mails list them.
 */

/** One row as a mail lists it: its label in the mail's language, its amount formatted. */
export interface MailMoneyRow {
  label: string;
  amount: string;
}

/** The rows as plain-text lines ('Cadeaubon ****-****-****-X7YZ: -€ 20,-'), one a line. */
export function moneyRowLines(rows: readonly MailMoneyRow[]): string {
  return rows.map((row) => `${row.label}: ${row.amount}`).join('\n');
}
