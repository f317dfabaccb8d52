/**
 * A mail as a list of blocks (paragraphs, facts, order lines, money rows, a code, a button …),
 * written once per kind and language and rendered twice: as HTML (layout.ts, React Email) and as
 * the plain-text part here. Both parts come from the same blocks, so the text part states every
 * fact, link and amount the HTML shows, in the same order.
 */
import type { CompanyDetails } from '@shop/core';

export type MailLanguage = 'nl' | 'de';

/** The shop's name as every mail shows it (word mark, sign-off, footer). */
export const SHOP_NAME = 'Kindershop';

/** One part of a mail's body. */
export type MailBlock =
  /** A paragraph; `strong` for a sentence that must stand out (e.g. "not paid yet"). */
  | { kind: 'text'; text: string; strong?: boolean }
  | { kind: 'heading'; text: string }
  /** Facts as label and value (an order number, an IBAN, a name). */
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  /** What was ordered: quantity, name, optional detail lines and the row's amount. */
  | {
      kind: 'items';
      rows: { qty: number; name: string; details?: string[]; amount?: string }[];
    }
  /** Amounts as label and amount; `strong` for the total. */
  | { kind: 'money'; rows: { label: string; amount: string; strong?: boolean }[] }
  /** A code to type or keep (a login code, a gift card's code), shown large. */
  | { kind: 'code'; label: string; value: string }
  /** The mail's one action: a link shown as a button. */
  | { kind: 'button'; label: string; url: string }
  /** A sentence ending in a link (its address written out in the text part). */
  | { kind: 'link'; text: string; label: string; url: string }
  /** Addresses side by side (delivery, billing), each a title and its lines. */
  | { kind: 'addresses'; items: { title: string; lines: string[] }[] }
  /** Someone's own words (a gift card buyer's message, a contact message). */
  | { kind: 'quote'; text: string; by?: string }
  /** Small print. */
  | { kind: 'note'; text: string };

export interface MailDocument {
  subject: string;
  /** The line mail clients show after the subject in the inbox (HTML only; also a paragraph). */
  preview: string;
  /** 'Hallo Anna,' and the like; '' for none (a message to the shop itself). */
  greeting: string;
  blocks: MailBlock[];
  /** 'Groet,' / 'Viele Grüße' above the shop's name; '' for none. */
  signoff: string;
  /**
   * Who the mail is for: a shopper's mail carries the company details in its footer; a mail to
   * the shop itself (the contact form) does not need them.
   */
  audience: 'shopper' | 'shop';
  replyTo?: string;
  headers?: Record<string, string>;
}

/** What every mail shows of the shop: its name, its address on the web, the company details. */
export interface MailBrand {
  shopName: string;
  /** The storefront's public address without a trailing slash (links are built on it). */
  shopUrl: string;
  company: CompanyDetails;
}

/** The footer's facts of the company, as lines (same in the HTML and the text part). */
export function companyLines(company: CompanyDetails, language: MailLanguage): string[] {
  const nl = language === 'nl';
  return [
    company.name,
    company.address,
    `${nl ? 'E-mail' : 'E-Mail'}: ${company.email} · ${nl ? 'Telefoon' : 'Telefon'}: ${company.phone}`,
    `${company.register}: ${company.kvk} · ${nl ? 'Btw-nummer' : 'USt-IdNr.'}: ${company.vat}`,
  ];
}

/** The store view's address of a storefront path ('/herroepingsrecht' → the shop's URL). */
export function shopLink(brand: MailBrand, language: MailLanguage, path: string): string {
  return `${brand.shopUrl}${language === 'de' ? '/de' : ''}${path}`;
}

/** The plain-text part of a mail: the same blocks as the HTML, one fact a line. */
export function renderText(doc: MailDocument, brand: MailBrand, language: MailLanguage): string {
  const parts: string[] = [];
  if (doc.greeting) parts.push(doc.greeting);
  for (const block of doc.blocks) parts.push(blockText(block));
  if (doc.signoff) parts.push(`${doc.signoff}\n${brand.shopName}`);
  parts.push(
    [
      `--\n${brand.shopName} · ${brand.shopUrl}`,
      ...(doc.audience === 'shopper' ? companyLines(brand.company, language) : []),
    ].join('\n'),
  );
  return `${parts.join('\n\n')}\n`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'text':
    case 'note':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'items':
      return block.rows
        .map((row) =>
          [
            `${row.qty} x ${row.name}${row.amount ? `: ${row.amount}` : ''}`,
            ...(row.details ?? []).map((detail) => `    ${detail}`),
          ].join('\n'),
        )
        .join('\n');
    case 'money':
      return block.rows.map((row) => `${row.label}: ${row.amount}`).join('\n');
    case 'code':
      return `${block.label}: ${block.value}`;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'link':
      return `${block.text} ${block.label}: ${block.url}`;
    case 'addresses':
      return block.items.map((item) => `${item.title}:\n${item.lines.join('\n')}`).join('\n\n');
    case 'quote':
      return `"${block.text}"${block.by ? `\n- ${block.by}` : ''}`;
  }
}
