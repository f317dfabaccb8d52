/**
 * Sends the shop's mails: by SMTP (nodemailer) when SMTP_URL is set, otherwise into the outbox
 * folder DATA_DIR/mail, one JSON file per mail (HTML with a plain-text part), written to a temporary name and renamed, so a
 * reader never sees half a mail. The outbox file (see README, "Mail outbox") carries the
 * machine-readable facts of the mail (`data`, e.g. the one-time code) besides its text.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailBrand } from './document.ts';
import { type AccountMail, type MailLanguage, renderAccountMail } from './templates.ts';

export interface OutboxMail {
  id: string;
  kind: AccountMail['kind'];
  to: string;
  from: string;
  subject: string;
  text: string;
  /** The HTML part (the text part is `text`). */
  html: string;
  /** Where a reply goes (the contact form's sender), when not to `from`. */
  replyTo?: string;
  /** Extra headers (a newsletter mail's List-Unsubscribe). */
  headers?: Record<string, string>;
  language: MailLanguage;
  storeCode: string;
  createdAt: string;
  /** The variable parts of the mail (code, reset link and token, first name). */
  data: Record<string, unknown>;
}

export interface Mailer {
  sendAccountMail(
    to: string,
    mail: AccountMail,
    view: { code: string; language: MailLanguage },
  ): Promise<void>;
}

export class ShopMailer implements Mailer {
  #transport: Transporter | null = null;

  constructor(
    private readonly options: {
      dir: string;
      smtpUrl: string | undefined;
      from: string;
      /** The shop's name, address and company details every mail shows. */
      brand: MailBrand;
    },
  ) {}

  async sendAccountMail(
    to: string,
    mail: AccountMail,
    view: { code: string; language: MailLanguage },
  ): Promise<void> {
    const rendered = await renderAccountMail(mail, view.language, this.options.brand);
    if (this.options.smtpUrl) {
      this.#transport ??= nodemailer.createTransport(this.options.smtpUrl);
      await this.#transport.sendMail({ from: this.options.from, to, ...rendered });
      return;
    }
    const { kind, ...data } = mail;
    const createdAt = new Date().toISOString();
    const outbox: OutboxMail = {
      id: randomUUID(),
      kind,
      to,
      from: this.options.from,
      ...rendered,
      language: view.language,
      storeCode: view.code,
      createdAt,
      data,
    };
    await mkdir(this.options.dir, { recursive: true });
    // Names sort by time; the id keeps two mails of one millisecond apart.
    const name = `${createdAt.replace(/[:.]/g, '-')}-${kind}-${outbox.id}.json`;
    const temporary = join(this.options.dir, `.${name}.tmp`);
    await writeFile(temporary, `${JSON.stringify(outbox, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, join(this.options.dir, name));
  }
}
