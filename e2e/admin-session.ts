/**
 * What the back office journeys do alike: the first owner's login with the second factor, and a
 * downloaded file read as text. Apart from admin-login.ts, which the shop's setup
 * (admin-owner.ts) runs outside Playwright.
 */
import type { Download, Page } from '@playwright/test';
import { nextTotpCode, readAdminOwner } from './admin-login.ts';
import { expect } from './fixtures.ts';

/** The first owner logs in to the back office with password and second factor, up to the dashboard. */
export async function logInAsOwner(page: Page): Promise<void> {
  const owner = readAdminOwner();
  await page.goto('/admin/login');
  await page.getByLabel('E-mail address').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();
  await page.getByLabel('Code').fill(await nextTotpCode(owner.secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** A file the back office offered for download, as text. */
export async function readDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
