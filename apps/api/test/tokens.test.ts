import { schema } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { SessionService } from '../src/modules/auth/sessions.ts';
import { TokenService } from '../src/modules/auth/tokens.ts';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
/** Opens a session for a new customer of group `groupId` and answers its ids. */
async function openSession(tokens: TokenService, email: string, groupId: number) {
  const [row] = await t.shop.db
    .insert(schema.customers)
    .values({ email, firstname: 'Token', lastname: 'Test', groupId })
    .returning();
  const sessions = new SessionService(t.shop, tokens, { refreshTtlSeconds: 600 });
  const { sessionId } = await sessions.start({ id: row!.id, groupId });
  return { id: row!.id, groupId, sessionId };
}
beforeAll(async () => {
  t = await createTestShop({ seed: 'none' });
});
afterAll(() => t.close());

describe('customer access tokens', () => {
  it('carry the customer, group and session id and verify while the session is open', async () => {
    const tokens = new TokenService(t.shop, { secret: undefined, ttlSeconds: 600 });
    const customer = await openSession(tokens, 'carry@example.com', 2);
    const token = await tokens.issueAccessToken(customer);
    expect(token.split('.')).toHaveLength(3);
    await expect(tokens.verifyAccessToken(token)).resolves.toEqual({
      customerId: customer.id,
      groupId: 2,
      sessionId: customer.sessionId,
    });
    const sessions = new SessionService(t.shop, tokens, { refreshTtlSeconds: 600 });
    await sessions.close(customer.sessionId);
    await expect(tokens.verifyAccessToken(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('share one generated secret between processes through the database', async () => {
    const one = new TokenService(t.shop, { secret: undefined, ttlSeconds: 600 });
    const other = new TokenService(t.shop, { secret: undefined, ttlSeconds: 600 });
    const customer = await openSession(one, 'shared@example.com', 1);
    const token = await one.issueAccessToken(customer);
    await expect(other.verifyAccessToken(token)).resolves.toMatchObject({
      customerId: customer.id,
      groupId: 1,
    });
    // A configured secret is another key: tokens of the generated one do not pass.
    const configured = new TokenService(t.shop, {
      secret: 'configured-secret-of-at-least-32-chars!',
      ttlSeconds: 600,
    });
    await expect(configured.verifyAccessToken(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('reject a token whose payload was changed', async () => {
    const tokens = new TokenService(t.shop, { secret: undefined, ttlSeconds: 600 });
    const [header, , signature] = (
      await tokens.issueAccessToken({ id: 1, groupId: 1, sessionId: 's' })
    ).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '2', gid: 3 })).toString('base64url');
    await expect(
      tokens.verifyAccessToken(`${header}.${payload}.${signature}`),
    ).rejects.toMatchObject({
      statusCode: 401,
      message: 'The customer token is not valid.',
    });
  });

  it('never writes a token or a whole cart id of a request URL to the log', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../src/app.ts');
    const { serverLoggerOptions } = await import('../src/server-logger.ts');
    const app = await buildApp(
      { shop: t.shop, config: t.config },
      {
        logger: {
          ...serverLoggerOptions('info'),
          stream: { write: (line: string) => lines.push(line) },
        },
      },
    );
    await app.inject({
      method: 'POST',
      url: '/api/cart/totals?cartId=abcdefSECRETPARTOFTHECARTID12345&token=secret-token-value&storeCode=nl',
      headers: { authorization: 'Bearer secret-header-token' },
    });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('/api/cart/totals?cartId=abcdef…&token=[redacted]&storeCode=nl');
    expect(log).not.toContain('SECRETPART');
    expect(log).not.toContain('secret-token-value');
    expect(log).not.toContain('secret-header-token');
  });
});

describe('secrets of the shop: at least 32 characters', () => {
  const SECRET_KEYS = [
    'TOKEN_SECRET',
    'PRICE_SIGNATURE_SECRET',
    'STORE_OPERATOR_KEY',
    'REVIEW_OPERATOR_KEY',
    'RETURNS_OPERATOR_KEY',
    'ORDER_OPERATOR_KEY',
    'CONTENT_HOOK_SECRET',
    'GIFT_CARD_CODE_SECRET',
  ] as const;
  const secret32 = 'a-secret-of-exactly-32-characters'.slice(0, 32);

  it.each(SECRET_KEYS)('stops the start on a %s of 31 characters, naming the key', (key) => {
    expect(secret32).toHaveLength(32);
    expect(() => loadConfig({ [key]: secret32.slice(1) })).toThrow(
      new RegExp(`${key}: must be at least 32 characters`),
    );
    expect(() => loadConfig({ [key]: secret32 })).not.toThrow();
    // Empty is unset, as in .env.example.
    expect(() => loadConfig({ [key]: '' })).not.toThrow();
  });

  it('the editor-link secret of the embedded content store too', () => {
    expect(() =>
      loadConfig({ STORYBLOK_PREVIEW_TOKEN: secret32.slice(1), STORYBLOK_SPACE_ID: '1' }),
    ).toThrow(/STORYBLOK_PREVIEW_TOKEN: must be at least 32 characters/);
    expect(() =>
      loadConfig({ STORYBLOK_PREVIEW_TOKEN: secret32, STORYBLOK_SPACE_ID: '1' }),
    ).not.toThrow();
  });

  it('generates secrets of at least 32 characters and keeps them in the database', async () => {
    // Signing a price and an access token makes the shop's own secrets; the gift card key is
    // made at start.
    const prices = await t.app.inject({ method: 'GET', url: '/api/product/render-list?skus=X' });
    expect(prices.statusCode).toBe(200);
    const tokens = new TokenService(t.shop, { secret: undefined, ttlSeconds: 600 });
    await tokens.issueAccessToken({ id: 1, groupId: 1, sessionId: 'generated' });
    const kept = await t.shop.db.select().from(schema.shopMeta);
    const secrets = kept.filter((row) => row.key.endsWith('_secret'));
    expect(secrets.map((row) => row.key).sort()).toEqual([
      'access_token_secret',
      'gift_card_code_secret',
      'price_signature_secret',
    ]);
    for (const row of secrets) expect(String(row.value).length).toBeGreaterThanOrEqual(32);
  });
});
