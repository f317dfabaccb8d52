/**
 * The account mails and the order confirmation in Dutch and German (the language of the store view the request came
 * from; the default view writes Dutch). Plain text: every mail client shows it the same.
 */
export type MailLanguage = 'nl' | 'de';

export type AccountMail =
  | { kind: 'one_time_password'; code: string; validMinutes: number }
  | { kind: 'password_reset'; resetUrl: string; validMinutes: number }
  | { kind: 'welcome'; firstname: string; shopUrl: string }
  | {
      kind: 'order_confirmation';
      firstname: string;
      orderNumber: string;
      /** Amounts are formatted already (e.g. '€ 12,95'). */
      lines: { name: string; qty: number; rowTotal: string }[];
      shipping: string;
      grandTotal: string;
      paymentMethod: string;
    };

export interface RenderedMail {
  subject: string;
  text: string;
}

/** Subject and text of an account mail in a language. */
export function renderAccountMail(mail: AccountMail, language: MailLanguage): RenderedMail {
  const nl = language === 'nl';
  switch (mail.kind) {
    case 'one_time_password':
      return nl
        ? {
            subject: `Je inlogcode: ${mail.code}`,
            text: `Hallo,\n\nJe inlogcode is: ${mail.code}\n\nDe code werkt één keer en is ${mail.validMinutes} minuten geldig. Heb je geen code aangevraagd? Dan kun je deze e-mail negeren.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: `Ihr Anmeldecode: ${mail.code}`,
            text: `Hallo,\n\nIhr Anmeldecode lautet: ${mail.code}\n\nDer Code funktioniert einmal und ist ${mail.validMinutes} Minuten gültig. Haben Sie keinen Code angefordert? Dann können Sie diese E-Mail ignorieren.\n\nViele Grüße\nKindershop\n`,
          };
    case 'password_reset':
      return nl
        ? {
            subject: 'Stel je wachtwoord opnieuw in',
            text: `Hallo,\n\nVia deze link kies je een nieuw wachtwoord:\n${mail.resetUrl}\n\nDe link werkt één keer en is ${mail.validMinutes} minuten geldig. Heb je niets aangevraagd? Dan blijft je wachtwoord zoals het is.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: 'Passwort zurücksetzen',
            text: `Hallo,\n\nÜber diesen Link wählen Sie ein neues Passwort:\n${mail.resetUrl}\n\nDer Link funktioniert einmal und ist ${mail.validMinutes} Minuten gültig. Haben Sie nichts angefordert? Dann bleibt Ihr Passwort unverändert.\n\nViele Grüße\nKindershop\n`,
          };
    case 'welcome':
      return nl
        ? {
            subject: 'Welkom bij Kindershop',
            text: `Hallo ${mail.firstname},\n\nJe account is aangemaakt. Je kunt nu inloggen op ${mail.shopUrl}.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: 'Willkommen bei Kindershop',
            text: `Hallo ${mail.firstname},\n\nIhr Konto wurde angelegt. Sie können sich jetzt auf ${mail.shopUrl} anmelden.\n\nViele Grüße\nKindershop\n`,
          };
    case 'order_confirmation': {
      const lines = mail.lines.map((l) => `${l.qty} x ${l.name}: ${l.rowTotal}`).join('\n');
      return nl
        ? {
            subject: `Je bestelling ${mail.orderNumber}`,
            text: `Hallo ${mail.firstname},\n\nBedankt voor je bestelling. We hebben hem ontvangen onder nummer ${mail.orderNumber}.\n\n${lines}\nVerzendkosten: ${mail.shipping}\nTotaal: ${mail.grandTotal}\nBetaalwijze: ${mail.paymentMethod}\n\nZodra je bestelling onderweg is, hoor je van ons.\n\nGroet,\nKindershop\n`,
          }
        : {
            subject: `Ihre Bestellung ${mail.orderNumber}`,
            text: `Hallo ${mail.firstname},\n\nvielen Dank für Ihre Bestellung. Wir haben sie unter der Nummer ${mail.orderNumber} erhalten.\n\n${lines}\nVersandkosten: ${mail.shipping}\nGesamtsumme: ${mail.grandTotal}\nZahlungsart: ${mail.paymentMethod}\n\nSobald Ihre Bestellung unterwegs ist, melden wir uns.\n\nViele Grüße\nKindershop\n`,
          };
    }
  }
}
