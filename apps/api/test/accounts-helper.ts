/** Helpers of the account tests: register, log in, a new customer with a login, read the mail outbox. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { OutboxMail } from '../src/modules/mail/mailer.ts';
import type { TestShop } from './helper.ts';

export const PASSWORD = 'Zonnig-Hert7';

/** The mails in the outbox of a test shop, oldest first. */
export function readOutbox(t: TestShop): OutboxMail[] {
  const dir = join(t.dataDir, 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
}

/** The newest mail to `to` of a kind. */
export function lastMail(t: TestShop, to: string, kind: OutboxMail['kind']): OutboxMail {
  const mail = readOutbox(t)
    .filter((item) => item.to === to && item.kind === kind)
    .at(-1);
  expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
  return mail!;
}

export async function register(
  t: TestShop,
  email: string,
  extra: { password?: string; storeCode?: string; firstname?: string } = {},
) {
  const { status, body } = await t.call({
    method: 'POST',
    url: `/api/user/create${extra.storeCode ? `?storeCode=${extra.storeCode}` : ''}`,
    payload: {
      customer: { email, firstname: extra.firstname ?? 'Anna', lastname: 'Jansen' },
      password: extra.password ?? PASSWORD,
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result as { id: number; email: string };
}

export async function login(t: TestShop, email: string, password = PASSWORD) {
  const { status, body } = await t.call({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: email, password },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return { token: body.result as string, refreshToken: (body as any).meta.refreshToken as string };
}

/** A registered customer with a login: the token, and the query that carries it. */
export interface Customer {
  id: number;
  email: string;
  token: string;
  /** `?token=…` for the calls that take the customer from the query. */
  q: string;
}

/**
 * The token of the newest e-mail confirmation link mailed to `to` (the welcome mail's or one of
 * its own).
 */
export function confirmationToken(t: TestShop, to: string): string {
  const mail = readOutbox(t)
    .filter((item) => item.to === to && (item.kind === 'welcome' || item.kind === 'email_confirm'))
    .at(-1);
  expect(mail?.data?.confirmUrl, `a confirmation link mailed to ${to}`).toBeDefined();
  return new URL(String(mail!.data.confirmUrl)).searchParams.get('token')!;
}

/** The token of the newest undo link mailed to a replaced address. */
export function undoToken(t: TestShop, to: string): string {
  const mail = lastMail(t, to, 'email_change_notice');
  return new URL(String(mail.data.undoUrl)).searchParams.get('token')!;
}

/** Follows the newest confirmation link mailed to `email`. */
export async function confirmEmail(t: TestShop, email: string) {
  const { status, body } = await t.call({
    method: 'POST',
    url: '/api/user/confirm-email',
    payload: { token: confirmationToken(t, email) },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result as { email: string; email_changed: boolean };
}

let customers = 0;
/**
 * A new customer (an address of its own, `<label><n>-<time>@example.nl`) who confirmed the
 * address by the mailed link, logged in.
 */
export async function newCustomer(t: TestShop, label = 'klant'): Promise<Customer> {
  customers += 1;
  const email = `${label}${customers}-${Date.now()}@example.nl`;
  const { id } = await register(t, email);
  await confirmEmail(t, email);
  const { token } = await login(t, email);
  return { id, email, token, q: `?token=${encodeURIComponent(token)}` };
}

export async function me(t: TestShop, token: string) {
  return t.call({ method: 'GET', url: `/api/user/me?token=${encodeURIComponent(token)}` });
}
