/**
 * The order notices besides the confirmation, in Dutch and German: an order placed with a
 * payment made without the provider's page (a bank transfer) is received and waits for its money,
 * with how to pay it; an order left unpaid is canceled. Neither thanks for an order whose money is
 * not there: the confirmation ("thank you, we received it") waits for the money.
 */
import { type MailMoneyRow, moneyRowLines } from './money-rows.ts';

/** What a notice shows; amounts are formatted already (e.g. '€ 12,95'). */
export type OrderNoticeMail =
  | {
      kind: 'order_received';
      firstname: string;
      orderNumber: string;
      amountDue: string;
      paymentMethod: string;
      /**
       * The order's money one row at a time, as the confirmation lists it (labels in the mail's
       * language, amounts formatted); absent in a mail queued before the rows were kept.
       */
      moneyRows?: MailMoneyRow[];
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
    };

/** Subject and text of an order notice in Dutch (`nl`) or German. */
export function renderOrderNotice(
  mail: OrderNoticeMail,
  nl: boolean,
): { subject: string; text: string } {
  const greeting = mail.firstname ? `Hallo ${mail.firstname},` : 'Hallo,';
  if (mail.kind === 'order_canceled_unpaid') {
    return nl
      ? {
          subject: `Je bestelling ${mail.orderNumber} is geannuleerd`,
          text: `${greeting}\n\nWe hebben de betaling van je bestelling ${mail.orderNumber} (${mail.grandTotal}) niet ontvangen. Daarom hebben we de bestelling geannuleerd; je betaalt er niets voor. Wil je de artikelen toch hebben? Dan kun je ze gewoon opnieuw bestellen.\n\nGroet,\nKindershop\n`,
        }
      : {
          subject: `Ihre Bestellung ${mail.orderNumber} wurde storniert`,
          text: `${greeting}\n\nwir haben die Zahlung Ihrer Bestellung ${mail.orderNumber} (${mail.grandTotal}) nicht erhalten. Deshalb haben wir die Bestellung storniert; Sie zahlen dafür nichts. Möchten Sie die Artikel trotzdem haben? Dann können Sie sie einfach erneut bestellen.\n\nViele Grüße\nKindershop\n`,
        };
  }
  const how = instructionLines(mail.instructions, nl);
  const money = mail.moneyRows?.length ? `${moneyRowLines(mail.moneyRows)}\n\n` : '';
  return nl
    ? {
        subject: `We hebben je bestelling ${mail.orderNumber} ontvangen`,
        text: `${greeting}\n\nWe hebben je bestelling ontvangen onder nummer ${mail.orderNumber}. De betaling is nog niet binnen: zodra we ${mail.amountDue} hebben ontvangen (${mail.paymentMethod}), maken we je bestelling klaar en sturen we je een bevestiging.\n\n${money}${how}Betaal binnen ${mail.payWithinDays} dagen; daarna vervalt de bestelling.\n\nGroet,\nKindershop\n`,
      }
    : {
        subject: `Wir haben Ihre Bestellung ${mail.orderNumber} erhalten`,
        text: `${greeting}\n\nwir haben Ihre Bestellung unter der Nummer ${mail.orderNumber} erhalten. Die Zahlung ist noch nicht eingegangen: Sobald wir ${mail.amountDue} erhalten haben (${mail.paymentMethod}), bereiten wir Ihre Bestellung vor und senden Ihnen eine Bestätigung.\n\n${money}${how}Bitte zahlen Sie innerhalb von ${mail.payWithinDays} Tagen; danach verfällt die Bestellung.\n\nViele Grüße\nKindershop\n`,
      };
}

/** A transfer's account and reference, one a line, with a blank line after ('' for none). */
function instructionLines(
  instructions: Extract<OrderNoticeMail, { kind: 'order_received' }>['instructions'],
  nl: boolean,
): string {
  if (!instructions) return '';
  const lines = [
    instructions.amount ? `${nl ? 'Bedrag' : 'Betrag'}: ${instructions.amount}` : null,
    instructions.accountHolder
      ? `${nl ? 'Ten name van' : 'Kontoinhaber'}: ${instructions.accountHolder}`
      : null,
    instructions.iban ? `IBAN: ${instructions.iban}` : null,
    instructions.bic ? `BIC: ${instructions.bic}` : null,
    instructions.reference
      ? `${nl ? 'Betalingskenmerk' : 'Verwendungszweck'}: ${instructions.reference}`
      : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return '';
  return `${nl ? 'Zo betaal je:' : 'So zahlen Sie:'}\n${lines.join('\n')}\n\n`;
}
