/**
 * The mails of the journeys' shop: with no SMTP server it writes each mail as a JSON file to
 * <E2E_DATA_DIR>/mail (kind, recipient, subject, text and the data the template filled).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './fixtures.ts';

const MAIL_DIR = join(process.env.E2E_DATA_DIR ?? 'var/e2e', 'mail');

export interface OutboxMail {
  kind: string;
  to: string;
  createdAt: string;
  subject: string;
  text: string;
  /** The HTML part (the text part is `text`). */
  html: string;
  data: Record<string, unknown>;
}

/** The newest mail of a kind to an address, waiting for it to be written. */
export async function readNewestMail(kind: string, to: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        // A mail's file is named by its time and kind (apps/api mailer.ts): only that kind's
        // files are read, newest first (the folder holds every mail of the run).
        const names = (await readdir(MAIL_DIR).catch(() => [] as string[]))
          .filter((name) => name.endsWith('.json') && name.includes(`-${kind}-`))
          .sort()
          .reverse();
        for (const name of names) {
          const mail = JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8')) as OutboxMail;
          if (mail.kind === kind && mail.to === to) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a ${kind} mail to ${to}` },
    )
    .toBe(true);
  return found as OutboxMail;
}
