/**
 * What the back office journeys do alike: the first owner's login with the second factor, and a
 * downloaded file read as text. Apart from admin-login.ts, which the shop's setup
 * (admin-owner.ts) runs outside Playwright.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import {
  nextTotpCode,
  ownerSessionFile as ownerSessionFileIn,
  readAdminOwner,
} from './admin-login.ts';
import { expect } from './fixtures.ts';

/** Where the back office keeps its session in the tab (apps/admin api.ts). */
const SESSION_KEY = 'kindershop.operatorSession';

interface OwnerSession {
  token: string;
  expiresAt: string;
}

/**
 * The owner's session the first login of the run left beside the journeys' data. The shop takes
 * each 30-second step of a second factor once, so journeys that are not about logging in carry
 * on with this session instead of each waiting for a new step.
 */
function ownerSessionFile(): string {
  return ownerSessionFileIn(process.env.E2E_DATA_DIR ?? 'var/e2e');
}

/**
 * The saved session when the shop still takes it. Besides its end time, a session ends when it
 * was idle longer than the shop allows (30 minutes by default): on a slow run more than that can
 * pass between two back office journeys. Asking the shop also restarts its idle time.
 */
async function savedOwnerSession(request: APIRequestContext): Promise<OwnerSession | null> {
  if (!existsSync(ownerSessionFile())) return null;
  const session = JSON.parse(readFileSync(ownerSessionFile(), 'utf8')) as OwnerSession;
  // Ten minutes of room: a journey never outlives a session about to end.
  if (Date.parse(session.expiresAt) - Date.now() <= 600_000) return null;
  const me = await request.get('/api/admin/me', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (me.status() === 401) return null;
  expect(me.status(), await me.text()).toBe(200);
  return session;
}

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
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  if (stored) writeFileSync(ownerSessionFile(), stored);
}

/**
 * The back office as the first owner, up to the dashboard: in the session of an earlier login of
 * the run when there is one, else by logging in.
 */
export async function openAsOwner(page: Page): Promise<void> {
  const session = await savedOwnerSession(page.request);
  if (!session) {
    await logInAsOwner(page);
    return;
  }
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    SESSION_KEY,
    readFileSync(ownerSessionFile(), 'utf8'),
  ] as const);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The first owner's API token: the session of an earlier login of the run, else a new one. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const saved = await savedOwnerSession(request);
  if (saved) return saved.token;
  const owner = readAdminOwner();
  const first = await request.post('/api/admin/login', {
    data: { email: owner.email, password: owner.password },
  });
  expect(first.status(), await first.text()).toBe(200);
  const second = await request.post('/api/admin/login/code', {
    data: {
      challenge: (await first.json()).result.challenge,
      code: await nextTotpCode(owner.secret),
    },
  });
  expect(second.status(), await second.text()).toBe(200);
  const result = (await second.json()).result as {
    token: string;
    expires_at: string;
    operator: unknown;
  };
  // Kept as the back office keeps it in the tab, for openAsOwner.
  const session = { token: result.token, expiresAt: result.expires_at, operator: result.operator };
  writeFileSync(ownerSessionFile(), JSON.stringify(session));
  return result.token;
}

/** A file the back office offered for download, as text. */
export async function readDownload(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
