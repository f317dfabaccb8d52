import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopMailer } from './mailer.ts';
import { renderAccountMail } from './templates.ts';
import { TEST_BRAND } from './test-brand.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('ShopMailer without SMTP', () => {
  it('writes one complete JSON file per mail, named by time and kind, with no temporary left', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
    dirs.push(dir);
    const mailer = new ShopMailer({
      dir,
      smtpUrl: undefined,
      from: 'Shop <shop@example.nl>',
      brand: TEST_BRAND,
    });
    await mailer.sendAccountMail(
      'anna@example.nl',
      { kind: 'one_time_password', code: '012345', validMinutes: 10 },
      { code: 'nl', language: 'nl' },
    );
    await mailer.sendAccountMail(
      'anna@example.nl',
      { kind: 'welcome', firstname: 'Anna', shopUrl: 'http://shop' },
      { code: 'de', language: 'de' },
    );
    const names = readdirSync(dir);
    expect(names).toHaveLength(2);
    expect(names.every((name) => /^\d{4}-\d{2}-\d{2}T[\d-]+Z-\w+-[\w-]+\.json$/.test(name))).toBe(
      true,
    );
    const mails = names.sort().map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
    expect(mails[0]).toMatchObject({
      kind: 'one_time_password',
      to: 'anna@example.nl',
      from: 'Shop <shop@example.nl>',
      subject: 'Je inlogcode: 012345',
      language: 'nl',
      storeCode: 'nl',
      data: { code: '012345', validMinutes: 10 },
    });
    expect(mails[1]).toMatchObject({
      kind: 'welcome',
      language: 'de',
      data: { firstname: 'Anna' },
    });
  });
});

describe('account mail texts', () => {
  it('exist in Dutch and German for every kind and carry the variable parts', async () => {
    const mails = [
      { kind: 'one_time_password', code: '987654', validMinutes: 10 },
      {
        kind: 'password_reset',
        resetUrl: 'http://shop/reset-password?token=abc',
        validMinutes: 60,
      },
      { kind: 'welcome', firstname: 'Greta', shopUrl: 'http://shop' },
    ] as const;
    for (const mail of mails) {
      const nl = await renderAccountMail(mail, 'nl', TEST_BRAND);
      const de = await renderAccountMail(mail, 'de', TEST_BRAND);
      expect(nl.subject).not.toBe(de.subject);
      const part = 'code' in mail ? mail.code : 'resetUrl' in mail ? mail.resetUrl : mail.firstname;
      expect(nl.text).toContain(part);
      expect(de.text).toContain(part);
    }
    expect((await renderAccountMail(mails[1], 'de', TEST_BRAND)).text).toContain('60 Minuten');
    expect((await renderAccountMail(mails[1], 'nl', TEST_BRAND)).text).toContain('60 minuten');
  });
});
