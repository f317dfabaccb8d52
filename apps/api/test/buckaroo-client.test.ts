/**
 * The shop's Buckaroo client over real HTTP against the built-in test provider: the whole app
 * listens on a loopback port whose address is also the shop's public URL, since the provider
 * verifies each signature over that public URL. The provider's secret is the one kept in the
 * database, read through the same paymentCredentials the app uses.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BuckarooClient,
  BuckarooError,
  type HttpTransport,
} from '../src/modules/payment/buckaroo-client.ts';
import type { BuckarooCredentials } from '../src/modules/payment/buckaroo-hmac.ts';
import { verifyBuckarooHmac } from '../src/modules/payment/buckaroo-hmac.ts';
import type { BuckarooTransactionRequest } from '../src/modules/payment/buckaroo-types.ts';
import { paymentCredentials } from '../src/modules/payment/credentials.ts';
import { testProviderApiUrl } from '../src/modules/payment/test-provider/routes.ts';
import { createTestShop, type TestShop } from './helper.ts';

let testShop: TestShop;
let publicUrl: string;
let credentials: BuckarooCredentials;
let client: BuckarooClient;

/** A port nobody listens on any more (listened on, then closed). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  testShop = await createTestShop({
    seed: 'none',
    env: { PAYMENT_PROVIDER: 'test', SHOP_PUBLIC_URL: publicUrl },
  });
  await testShop.app.listen({ port, host: '127.0.0.1' });
  credentials = await paymentCredentials(testShop.shop, testShop.config.payment)();
  client = new BuckarooClient({ credentials, apiUrl: testProviderApiUrl(publicUrl) });
});

afterAll(async () => {
  await testShop?.close();
});

function idealRequest(issuer = 'RABONL2U'): BuckarooTransactionRequest {
  return {
    Currency: 'EUR',
    AmountDebit: 59.9,
    Invoice: '100000042',
    Description: 'Kindershop order 100000042',
    ReturnURL: `${publicUrl}/checkout-return?result=success`,
    ReturnURLCancel: `${publicUrl}/checkout-return?result=cancel`,
    ReturnURLError: `${publicUrl}/checkout-return?result=error`,
    ReturnURLReject: `${publicUrl}/checkout-return?result=reject`,
    PushURL: `${publicUrl}/api/ext/buckaroo/push`,
    Services: {
      ServiceList: [
        { Name: 'ideal', Action: 'Pay', Parameters: [{ Name: 'issuer', Value: issuer }] },
      ],
    },
  };
}

describe('BuckarooClient against the test provider over HTTP', () => {
  it('starts an iDEAL transaction and gets the redirect to the payment page', async () => {
    const answer = await client.startTransaction(idealRequest(), { culture: 'de-DE' });
    expect(answer.Key).toMatch(/^[0-9A-F]{32}$/);
    expect(answer.Status.Code.Code).toBe(791);
    expect(answer.RequiredAction?.Name).toBe('Redirect');
    expect(answer.RequiredAction?.RedirectURL).toBe(`${publicUrl}/test-payment/pay/${answer.Key}`);
    expect(answer.AmountDebit).toBe(59.9);

    // The page the shopper is sent to exists and speaks the culture the client sent.
    const page = await fetch(answer.RequiredAction?.RedirectURL ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="de">');
  });

  it('reads the status of a transaction it started', async () => {
    const { Key } = await client.startTransaction(idealRequest());
    const status = await client.transactionStatus(Key);
    expect(status.Key).toBe(Key);
    expect(status.Status.Code).toEqual({ Code: 791, Description: 'Pending processing' });
    expect(status.Invoice).toBe('100000042');
  });

  it('returns a 200 answer with request errors as is (Status 491), not as an error', async () => {
    const answer = await client.startTransaction(idealRequest('NOTABANK'));
    expect(answer.Status.Code.Code).toBe(491);
    expect(answer.RequestErrors?.ParameterErrors?.[0]?.Name).toBe('issuer');
  });

  it('fails with "refused" when its secret key is not the provider’s', async () => {
    const wrong = new BuckarooClient({
      credentials: { ...credentials, secretKey: 'not-the-right-secret' },
      apiUrl: testProviderApiUrl(publicUrl),
    });
    const failure = await wrong.startTransaction(idealRequest()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuckarooError);
    expect(failure).toMatchObject({ kind: 'refused', status: 401 });
    expect(String((failure as Error).message)).not.toContain('not-the-right-secret');
  });

  it('the provider answers 401 to an unsigned request', async () => {
    const answer = await fetch(`${testProviderApiUrl(publicUrl)}Transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(idealRequest()),
    });
    expect(answer.status).toBe(401);
  });

  it('fails with "bad-answer" and the status for an unknown transaction key (404)', async () => {
    await expect(
      client.transactionStatus('0123456789ABCDEF0123456789ABCDEF'),
    ).rejects.toMatchObject({
      kind: 'bad-answer',
      status: 404,
    });
  });

  it('fails with "unreachable" when nothing listens at the API address', async () => {
    const port = await freePort();
    const nowhere = new BuckarooClient({ credentials, apiUrl: `http://127.0.0.1:${port}/json/` });
    await expect(nowhere.startTransaction(idealRequest())).rejects.toMatchObject({
      name: 'BuckarooError',
      kind: 'unreachable',
    });
  });

  it('fails with "unreachable" when the API does not answer within the timeout', async () => {
    const silent: Server = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const slow = new BuckarooClient({
        credentials,
        apiUrl: `http://127.0.0.1:${port}/json/`,
        timeoutMs: 200,
      });
      await expect(slow.transactionStatus('ABC')).rejects.toMatchObject({ kind: 'unreachable' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('BuckarooClient requests and answers', () => {
  const apiUrl = 'https://testcheckout.buckaroo.nl/json/';

  function answering(
    status: number,
    body: string,
    seen: { url: string; init: RequestInit }[] = [],
  ) {
    const transport: HttpTransport = async (url, init) => {
      seen.push({ url, init });
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    };
    return transport;
  }

  it('sends a signed POST with the JSON body, culture, channel and software headers', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fake = new BuckarooClient({
      credentials: async () => credentials,
      apiUrl,
      fetch: answering(
        200,
        JSON.stringify({ Key: 'K', Status: { Code: { Code: 190, Description: 'Success' } } }),
        seen,
      ),
    });
    await fake.startTransaction(idealRequest(), { culture: 'nl-NL' });
    const [call] = seen;
    expect(call?.url).toBe(`${apiUrl}Transaction`);
    expect(call?.init.method).toBe('POST');
    const headers = new Headers(call?.init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('culture')).toBe('nl-NL');
    expect(headers.get('channel')).toBe('Web');
    expect(JSON.parse(headers.get('software') ?? '{}')).toEqual({
      PlatformName: expect.any(String),
      PlatformVersion: expect.any(String),
      ModuleSupplier: expect.any(String),
      ModuleName: expect.any(String),
      ModuleVersion: expect.any(String),
    });
    expect(
      verifyBuckarooHmac(credentials, headers.get('authorization') ?? undefined, {
        method: 'POST',
        url: `${apiUrl}Transaction`,
        body: String(call?.init.body),
      }),
    ).toBe(true);
    expect(JSON.parse(String(call?.init.body))).toEqual(idealRequest());
  });

  it('signs the status GET over an empty body', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fake = new BuckarooClient({
      credentials,
      apiUrl,
      fetch: answering(
        200,
        JSON.stringify({ Key: 'K1', Status: { Code: { Code: 791, Description: 'x' } } }),
        seen,
      ),
    });
    await fake.transactionStatus('K1');
    expect(seen[0]?.url).toBe(`${apiUrl}Transaction/Status/K1`);
    expect(seen[0]?.init.body).toBeUndefined();
    const header = new Headers(seen[0]?.init.headers).get('authorization') ?? undefined;
    expect(
      verifyBuckarooHmac(credentials, header, {
        method: 'GET',
        url: `${apiUrl}Transaction/Status/K1`,
        body: '',
      }),
    ).toBe(true);
  });

  it('fails with "refused" for 403, and with "bad-answer" for a 500 or an answer that is not a transaction', async () => {
    const call = (status: number, body: string) =>
      new BuckarooClient({ credentials, apiUrl, fetch: answering(status, body) })
        .transactionStatus('K')
        .catch((error: unknown) => error);
    expect(await call(403, '{}')).toMatchObject({ kind: 'refused', status: 403 });
    expect(await call(500, '{"Message":"Internal error"}')).toMatchObject({
      kind: 'bad-answer',
      status: 500,
      message: 'Buckaroo answered HTTP 500: Internal error',
    });
    expect(await call(200, '<html>maintenance</html>')).toMatchObject({
      kind: 'bad-answer',
      status: 200,
    });
    expect(await call(200, '{"Key":"K"}')).toMatchObject({ kind: 'bad-answer', status: 200 });
  });
});
