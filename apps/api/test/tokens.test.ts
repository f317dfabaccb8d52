import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../src/modules/auth/tokens.ts';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ seed: 'none' });
});
afterAll(() => t.close());

describe('customer access tokens', () => {
  it('carry the customer and group id and verify', async () => {
    const tokens = new TokenService(t.shop, { secret: undefined, ttlSeconds: 600 });
    const token = await tokens.issueAccessToken({ id: 42, groupId: 2 });
    expect(token.split('.')).toHaveLength(3);
    await expect(tokens.verifyAccessToken(token)).resolves.toEqual({ customerId: 42, groupId: 2 });
  });

  it('share one generated secret between processes through the database', async () => {
    const one = new TokenService(t.shop, { secret: undefined, ttlSeconds: 600 });
    const other = new TokenService(t.shop, { secret: undefined, ttlSeconds: 600 });
    const token = await one.issueAccessToken({ id: 7, groupId: 1 });
    await expect(other.verifyAccessToken(token)).resolves.toEqual({ customerId: 7, groupId: 1 });
    // A configured secret is another key: tokens of the generated one do not pass.
    const configured = new TokenService(t.shop, {
      secret: 'configured-secret-of-at-least-32-chars!',
      ttlSeconds: 600,
    });
    await expect(configured.verifyAccessToken(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('reject a token whose payload was changed', async () => {
    const tokens = new TokenService(t.shop, { secret: undefined, ttlSeconds: 600 });
    const [header, , signature] = (await tokens.issueAccessToken({ id: 1, groupId: 1 })).split('.');
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
