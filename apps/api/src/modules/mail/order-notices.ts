/**
 * The order notices besides the confirmation, in Dutch and German: an order placed with a
 * payment made without the provider's page (a bank transfer) is received and waits for its money,
 * with what was ordered and how to pay it; an order left unpaid is canceled; a confirmed order
 * is shipped. None thanks for an order whose money is not there: the confirmation ("thank you")
 * waits for the money.
 */
import { type MailBlock, type MailBrand, type MailDocument, shopLink } from './document.ts';

/** An order line as the order mails list it (the amount formatted already). */
export interface OrderMailLine {
  name: string;
  qty: number;
  /** The line's total incl. VAT (absent where a mail lists what, not what it cost). */
  rowTotal?: string;
}

/** One amount of an order's money as the mails list it, label and amount formatted already. */
export interface OrderMailMoneyRow {
  label: string;
  amount: string;
}

/** What a notice shows; amounts are formatted already (e.g. '€ 12,95'). */
export type OrderNoticeMail =
  | {
      kind: 'order_received';
      firstname: string;
      orderNumber: string;
      amountDue: string;
      paymentMethod: string;
      /** What was ordered (absent in a mail queued before the lines were kept). */
      lines?: OrderMailLine[];
      /** The order's total incl. VAT (absent in a mail queued before). */
      grandTotal?: string;
      /** The order's money one row at a time (labels in the mail's language); absent: none. */
      moneyRows?: OrderMailMoneyRow[];
      /** How to pay (a transfer's account and reference); null when the provider gave none. */
      instructions: {
        iban?: string;
        bic?: string;
        accountHolder?: string;
        reference?: string;
        amount?: string;
      } | null;
      /** Days the order waits for the money before it is canceled. */
      payWithinDays: number;
    }
  | {
      kind: 'order_canceled_unpaid';
      firstname: string;
      orderNumber: string;
      grandTotal: string;
    }
  | {
      /** The order left the warehouse: what is in the parcel, where it goes, how to follow it. */
      kind: 'order_shipped';
      firstname: string;
      orderNumber: string;
      lines: OrderMailLine[];
      /** The delivery address, one line each (empty for none). */
      shippingAddress: string[];
      /** The carrier's name and the parcel's tracking number and page ('' when not given). */
      carrier: string;
      trackingNumber: string;
      trackingUrl: string;
    };

/** The blocks of an order notice in Dutch (`nl`) or German. */
export function orderNoticeDocument(
  mail: OrderNoticeMail,
  nl: boolean,
  brand: MailBrand,
): MailDocument {
  const language = nl ? 'nl' : 'de';
  const greeting = mail.firstname ? `Hallo ${mail.firstname},` : 'Hallo,';
  const signoff = nl ? 'Groet,' : 'Viele Grüße';
  const base = { greeting, signoff, audience: 'shopper' as const };
  if (mail.kind === 'order_canceled_unpaid') {
    const first = nl
      ? `We hebben de betaling van je bestelling ${mail.orderNumber} (${mail.grandTotal}) niet ontvangen. Daarom hebben we de bestelling geannuleerd; je betaalt er niets voor.`
      : `Wir haben die Zahlung Ihrer Bestellung ${mail.orderNumber} (${mail.grandTotal}) nicht erhalten. Deshalb haben wir die Bestellung storniert; Sie zahlen dafür nichts.`;
    return {
      ...base,
      subject: nl
        ? `Je bestelling ${mail.orderNumber} is geannuleerd`
        : `Ihre Bestellung ${mail.orderNumber} wurde storniert`,
      preview: first,
      blocks: [
        { kind: 'text', text: first },
        {
          kind: 'text',
          text: nl
            ? 'Wil je de artikelen toch hebben? Dan kun je ze gewoon opnieuw bestellen.'
            : 'Möchten Sie die Artikel trotzdem haben? Dann können Sie sie einfach erneut bestellen.',
        },
        {
          kind: 'button',
          label: nl ? 'Naar de webshop' : 'Zum Webshop',
          url: shopLink(brand, language, '/'),
        },
      ],
    };
  }
  if (mail.kind === 'order_shipped') {
    const first = nl
      ? `Je bestelling ${mail.orderNumber} is onderweg naar je.`
      : `Ihre Bestellung ${mail.orderNumber} ist auf dem Weg zu Ihnen.`;
    const tracking: MailBlock[] = [];
    const facts = [
      ...(mail.carrier
        ? [{ label: nl ? 'Vervoerder' : 'Versanddienstleister', value: mail.carrier }]
        : []),
      ...(mail.trackingNumber
        ? [{ label: nl ? 'Trackingcode' : 'Sendungsnummer', value: mail.trackingNumber }]
        : []),
    ];
    if (facts.length > 0) tracking.push({ kind: 'facts', rows: facts });
    if (mail.trackingUrl) {
      tracking.push({
        kind: 'button',
        label: nl ? 'Volg je pakket' : 'Sendung verfolgen',
        url: mail.trackingUrl,
      });
    }
    return {
      ...base,
      subject: nl
        ? `Je bestelling ${mail.orderNumber} is verzonden`
        : `Ihre Bestellung ${mail.orderNumber} wurde versandt`,
      preview: first,
      blocks: [
        { kind: 'text', text: first },
        ...tracking,
        { kind: 'heading', text: nl ? 'In je pakket' : 'In Ihrem Paket' },
        { kind: 'items', rows: mail.lines.map(({ qty, name }) => ({ qty, name })) },
        ...(mail.shippingAddress.length > 0
          ? [
              {
                kind: 'addresses' as const,
                items: [
                  { title: nl ? 'Bezorgadres' : 'Lieferadresse', lines: mail.shippingAddress },
                ],
              },
            ]
          : []),
        withdrawalLink(brand, nl),
      ],
    };
  }
  const first = nl
    ? `We hebben je bestelling ontvangen onder nummer ${mail.orderNumber}.`
    : `Wir haben Ihre Bestellung unter der Nummer ${mail.orderNumber} erhalten.`;
  const waiting = nl
    ? `De betaling is nog niet binnen. Zodra we ${mail.amountDue} hebben ontvangen (${mail.paymentMethod}), maken we je bestelling klaar en sturen we je een bevestiging.`
    : `Die Zahlung ist noch nicht eingegangen. Sobald wir ${mail.amountDue} erhalten haben (${mail.paymentMethod}), bereiten wir Ihre Bestellung vor und senden Ihnen eine Bestätigung.`;
  const how = instructionFacts(mail.instructions, nl);
  const ordered: MailBlock[] = mail.lines?.length
    ? [
        { kind: 'heading', text: nl ? 'Wat je hebt besteld' : 'Ihre Bestellung' },
        {
          kind: 'items',
          rows: mail.lines.map((line) => ({
            qty: line.qty,
            name: line.name,
            amount: line.rowTotal,
          })),
        },
        {
          kind: 'money',
          rows: mail.moneyRows?.length
            ? mail.moneyRows
            : mail.grandTotal
              ? [
                  {
                    label: nl ? 'Totaal (incl. btw)' : 'Gesamtsumme (inkl. MwSt.)',
                    amount: mail.grandTotal,
                    strong: true,
                  },
                ]
              : [],
        },
      ]
    : [];
  return {
    ...base,
    subject: nl
      ? `We hebben je bestelling ${mail.orderNumber} ontvangen`
      : `Wir haben Ihre Bestellung ${mail.orderNumber} erhalten`,
    preview: `${first} ${nl ? 'De betaling is nog niet binnen.' : 'Die Zahlung ist noch nicht eingegangen.'}`,
    blocks: [
      { kind: 'text', text: first },
      { kind: 'text', text: waiting, strong: true },
      ...(how.length > 0
        ? [
            { kind: 'heading' as const, text: nl ? 'Zo betaal je' : 'So zahlen Sie' },
            { kind: 'facts' as const, rows: how },
          ]
        : []),
      {
        kind: 'text',
        text: nl
          ? `Betaal binnen ${mail.payWithinDays} dagen; daarna vervalt de bestelling.`
          : `Bitte zahlen Sie innerhalb von ${mail.payWithinDays} Tagen; danach verfällt die Bestellung.`,
      },
      ...ordered,
    ],
  };
}

/**
 * The statutory withdrawal information of an order mail: the period and where the withdrawal
 * page with the model form is (decision 0041's pages, in the mail's store view).
 */
export function withdrawalLink(brand: MailBrand, nl: boolean): MailBlock {
  return nl
    ? {
        kind: 'link',
        text: `Je mag je aankoop binnen 14 dagen na ontvangst zonder opgave van redenen herroepen. Herroepen kan per e-mail aan ${brand.company.email}. Hoe het werkt en het modelformulier voor herroeping:`,
        label: 'Herroepingsrecht en modelformulier',
        url: shopLink(brand, 'nl', '/herroepingsrecht'),
      }
    : {
        kind: 'link',
        text: `Sie können Ihren Kauf binnen 14 Tagen nach Erhalt ohne Angabe von Gründen widerrufen. Der Widerruf ist per E-Mail an ${brand.company.email} möglich. Einzelheiten und das Muster-Widerrufsformular:`,
        label: 'Widerrufsbelehrung und Muster-Widerrufsformular',
        url: shopLink(brand, 'de', '/widerrufsrecht'),
      };
}

/** A transfer's amount, account and reference as facts (none when the provider gave none). */
function instructionFacts(
  instructions: Extract<OrderNoticeMail, { kind: 'order_received' }>['instructions'],
  nl: boolean,
): { label: string; value: string }[] {
  if (!instructions) return [];
  return [
    instructions.amount ? { label: nl ? 'Bedrag' : 'Betrag', value: instructions.amount } : null,
    instructions.accountHolder
      ? { label: nl ? 'Ten name van' : 'Kontoinhaber', value: instructions.accountHolder }
      : null,
    instructions.iban ? { label: 'IBAN', value: instructions.iban } : null,
    instructions.bic ? { label: 'BIC', value: instructions.bic } : null,
    instructions.reference
      ? { label: nl ? 'Betalingskenmerk' : 'Verwendungszweck', value: instructions.reference }
      : null,
  ].filter((row): row is { label: string; value: string } => row !== null);
}
