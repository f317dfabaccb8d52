/**
 * The built-in test payment provider on its own (a Fastify app with only its plugin, on a fresh
 * database): Buckaroo's transaction answers, the payment page, and the signed pushes, which a
 * fake transport captures and checks with the shop's HMAC verification.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectFetch } from '../src/lib/inject-fetch.ts';
import { BuckarooClient } from '../src/modules/payment/buckaroo-client.ts';
import { buckarooHmacHeader, verifyBuckarooHmac } from '../src/modules/payment/buckaroo-hmac.ts';
import type {
  BuckarooPush,
  BuckarooTransactionRequest,
} from '../src/modules/payment/buckaroo-types.ts';
import {
  TEST_PROVIDER_PREFIX,
  testPaymentProviderRoutes,
  testProviderApiUrl,
} from '../src/modules/payment/test-provider/routes.ts';
import { createTestShop, type TestShop } from './helper.ts';

const SHOP = 'https://shop.example';
const credentials = { websiteKey: 'KINDERSHOP', secretKey: 'provider-test-secret-key' };
const TRANSACTION_URL = `${SHOP}/test-payment/json/Transaction`;

interface CapturedPush {
  url: string;
  push: BuckarooPush;
  /** The push's HMAC checked as the shop checks it, over its PushURL and exact body. */
  validSignature: boolean;
}

let testShop: TestShop;
let provider: FastifyInstance;
let client: BuckarooClient;
const pushes: CapturedPush[] = [];
/** What the fake shop answers to the next pushes: a status, or a thrown transport failure. */
let pushAnswer: number | 'throw' = 204;
/** Pushes sent after an answer that were accepted or given up. */
const settledPushes: { key: string; delivered: boolean }[] = [];

beforeAll(async () => {
  testShop = await createTestShop({ seed: 'none' });
  provider = Fastify();
  provider.setValidatorCompiler(validatorCompiler);
  provider.setSerializerCompiler(serializerCompiler);
  provider.decorate('deps', testShop.app.deps);
  await provider.register(testPaymentProviderRoutes, {
    prefix: TEST_PROVIDER_PREFIX,
    credentials: async () => credentials,
    publicUrl: SHOP,
    pushDelaysMs: [0, 20, 20],
    onPushSettled: (key, delivered) => settledPushes.push({ key, delivered }),
    deliverPush: async (url, init) => {
      const body = String(init.body);
      const headers = new Headers(init.headers);
      pushes.push({
        url,
        push: JSON.parse(body) as BuckarooPush,
        validSignature:
          init.method === 'POST' &&
          headers.get('content-type') === 'application/json' &&
          verifyBuckarooHmac(credentials, headers.get('authorization') ?? undefined, {
            method: 'POST',
            url,
            body,
            maxSkewSeconds: 60,
          }),
      });
      if (pushAnswer === 'throw') throw new TypeError('fetch failed');
      return new Response(null, { status: pushAnswer });
    },
  });
  await provider.ready();
  client = new BuckarooClient({
    credentials,
    apiUrl: testProviderApiUrl(SHOP),
    fetch: injectFetch(provider),
  });
});

afterEach(() => {
  pushes.length = 0;
  settledPushes.length = 0;
  pushAnswer = 204;
});

afterAll(async () => {
  await provider?.close();
  await testShop?.close();
});

function transactionRequest(
  overrides: Partial<BuckarooTransactionRequest> = {},
): BuckarooTransactionRequest {
  return {
    Currency: 'EUR',
    AmountDebit: 24.95,
    Invoice: '100000123',
    Description: 'Kindershop order 100000123',
    ReturnURL: `${SHOP}/checkout-return?result=success`,
    ReturnURLCancel: `${SHOP}/checkout-return?result=cancel`,
    ReturnURLError: `${SHOP}/checkout-return?result=error`,
    ReturnURLReject: `${SHOP}/checkout-return?result=reject`,
    PushURL: `${SHOP}/api/ext/buckaroo/push`,
    Services: {
      ServiceList: [
        { Name: 'ideal', Action: 'Pay', Parameters: [{ Name: 'issuer', Value: 'INGBNL2A' }] },
      ],
    },
    ...overrides,
  };
}

function service(Name: string, Parameters: { Name: string; Value: string }[] = []) {
  return { Services: { ServiceList: [{ Name, Action: 'Pay', Parameters }] } };
}

function pay(key: string, action: string) {
  return provider.inject({
    method: 'POST',
    url: `/test-payment/pay/${key}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

function signedTransactionCall(body: string, signWith = credentials, signedBody = body) {
  return provider.inject({
    method: 'POST',
    url: '/test-payment/json/Transaction',
    headers: {
      'content-type': 'application/json',
      authorization: buckarooHmacHeader(signWith, {
        method: 'POST',
        url: TRANSACTION_URL,
        body: signedBody,
      }),
    },
    payload: body,
  });
}

describe('starting a transaction', () => {
  it('answers an iDEAL request with status 791 and a redirect to the test page of its key', async () => {
    const answer = await client.startTransaction(transactionRequest());
    expect(answer.Key).toMatch(/^[0-9A-F]{32}$/);
    expect(answer.Status.Code).toEqual({ Code: 791, Description: 'Pending processing' });
    expect(answer.RequiredAction).toMatchObject({
      Name: 'Redirect',
      Type: 'Redirect',
      RedirectURL: `${SHOP}/test-payment/pay/${answer.Key}`,
    });
    expect(answer).toMatchObject({
      IsTest: true,
      Invoice: '100000123',
      Currency: 'EUR',
      AmountDebit: 24.95,
      ServiceCode: 'ideal',
      RequestErrors: null,
    });
    expect(pushes).toHaveLength(0);
  });

  it('refuses an unknown iDEAL issuer with status 491 and a parameter error, without a redirect or push', async () => {
    const answer = await client.startTransaction(
      transactionRequest(service('ideal', [{ Name: 'issuer', Value: 'FAKEBANK' }])),
    );
    expect(answer.Status.Code.Code).toBe(491);
    expect(answer.RequiredAction).toBeNull();
    expect(answer.RequestErrors?.ParameterErrors?.[0]).toMatchObject({
      Service: 'ideal',
      Name: 'issuer',
    });
    expect(pushes).toHaveLength(0);
  });

  it('refuses an unknown service with status 491 and a service error', async () => {
    const answer = await client.startTransaction(transactionRequest(service('bitcoin')));
    expect(answer.Status.Code.Code).toBe(491);
    expect(answer.RequiredAction).toBeNull();
    expect(answer.RequestErrors?.ServiceErrors?.[0]?.Name).toBe('bitcoin');
  });

  it('redirects every page service, and card brands the shopper may choose from', async () => {
    for (const name of ['creditcard', 'paypal', 'in3', 'Tinka', 'klarnakp', 'giftcard', 'eps']) {
      const answer = await client.startTransaction(transactionRequest(service(name)));
      expect(answer.Status.Code.Code, name).toBe(791);
      expect(answer.RequiredAction?.RedirectURL, name).toContain('/test-payment/pay/');
    }
    const choice = await client.startTransaction(
      transactionRequest({ Services: undefined, ServicesSelectableByClient: 'visa,mastercard' }),
    );
    expect(choice.Status.Code.Code).toBe(791);
    expect(choice.ServiceCode).toBeNull();
  });

  it('answers a bank transfer with status 792, no redirect, and the transfer instructions', async () => {
    const answer = await client.startTransaction(transactionRequest(service('transfer')));
    expect(answer.Status.Code).toEqual({ Code: 792, Description: 'Awaiting consumer' });
    expect(answer.RequiredAction).toBeNull();
    const parameters = Object.fromEntries(
      (answer.Services?.[0]?.Parameters ?? []).map((p) => [p.Name, p.Value]),
    );
    expect(parameters).toMatchObject({
      IBAN: 'NL44RABO0417164300',
      BIC: 'RABONL2U',
      AccountHolderName: 'Kindershop (test)',
      Amount: '24.95',
    });
    expect(parameters.PaymentReference).toMatch(/^\d{16}$/);

    const page = await provider.inject({ url: `/test-payment/pay/${answer.Key}` });
    expect(page.body).toContain(parameters.PaymentReference);
    expect(page.body).toContain('Overboeking ontvangen');

    expect((await pay(answer.Key, 'approve')).headers.location).toBe(
      `${SHOP}/checkout-return?result=success`,
    );
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.push.Transaction.Status.Code.Code).toBe(190);
  });

  it('accepts Riverty up to 1000.00 at once (190) and pushes that status after the answer', async () => {
    const answer = await client.startTransaction(
      transactionRequest({ ...service('afterpay'), AmountDebit: 1000 }),
    );
    expect(answer.Status.Code.Code).toBe(190);
    expect(answer.RequiredAction).toBeNull();
    await vi.waitFor(() => expect(pushes).toHaveLength(1), { timeout: 10_000 });
    expect(pushes[0]).toMatchObject({ validSignature: true, url: `${SHOP}/api/ext/buckaroo/push` });
    expect(pushes[0]?.push.Transaction).toMatchObject({ Key: answer.Key, AmountDebit: 1000 });
    expect(pushes[0]?.push.Transaction.Status.Code.Code).toBe(190);
  });

  it('rejects Riverty above 1000.00 (690) and pushes the rejection too', async () => {
    const answer = await client.startTransaction(
      transactionRequest({ ...service('afterpay'), AmountDebit: 1000.01 }),
    );
    expect(answer.Status.Code).toEqual({ Code: 690, Description: 'Rejected' });
    await vi.waitFor(() => expect(pushes).toHaveLength(1), { timeout: 10_000 });
    expect(pushes[0]?.validSignature).toBe(true);
    expect(pushes[0]?.push.Transaction.Status.Code.Code).toBe(690);
  });

  it('tries a Riverty push again while the shop does not accept it', async () => {
    pushAnswer = 404;
    const answer = await client.startTransaction(
      transactionRequest({ ...service('afterpay'), AmountDebit: 50 }),
    );
    // Given up after its three attempts, and not tried a fourth time.
    await vi.waitFor(() => expect(settledPushes).toEqual([{ key: answer.Key, delivered: false }]), {
      timeout: 10_000,
    });
    expect(pushes).toHaveLength(3);
  });
});

describe('the payment page', () => {
  const outcomes = [
    ['approve', 190, `${SHOP}/checkout-return?result=success`],
    ['cancel', 890, `${SHOP}/checkout-return?result=cancel`],
    ['fail', 490, `${SHOP}/checkout-return?result=error`],
  ] as const;

  for (const [action, code, returnUrl] of outcomes) {
    it(`${action}: sets ${code}, pushes it once with a valid HMAC and sends the shopper to its return URL`, async () => {
      const { Key } = await client.startTransaction(transactionRequest());
      const first = await pay(Key, action);
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe(returnUrl);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]).toMatchObject({
        url: `${SHOP}/api/ext/buckaroo/push`,
        validSignature: true,
      });
      expect(pushes[0]?.push.Transaction).toMatchObject({
        Key,
        Invoice: '100000123',
        IsTest: true,
      });
      expect(pushes[0]?.push.Transaction.Status.Code.Code).toBe(code);

      // A double click or the back button: no second change, no second push, back to the shop.
      const again = await pay(Key, action === 'approve' ? 'fail' : 'approve');
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(returnUrl);
      expect(pushes).toHaveLength(1);
      expect((await client.transactionStatus(Key)).Status.Code.Code).toBe(code);
    });
  }

  it('changes the status once and pushes once for two simultaneous posts', async () => {
    const { Key } = await client.startTransaction(transactionRequest());
    const answers = await Promise.all([pay(Key, 'approve'), pay(Key, 'approve')]);
    expect(answers.map((a) => a.statusCode)).toEqual([303, 303]);
    expect(pushes).toHaveLength(1);
  });

  it('keeps the status when the shop refuses the push, shows the resend button, and resend pushes again', async () => {
    const { Key } = await client.startTransaction(transactionRequest());
    pushAnswer = 500;
    const refused = await pay(Key, 'approve');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatch(/role="alert">De winkel heeft de betalingsmelding niet bevestigd/);
    expect(refused.body).toMatch(
      /<button type="submit" name="action" value="resend">Melding opnieuw versturen<\/button>/,
    );
    expect((await client.transactionStatus(Key)).Status.Code.Code).toBe(190);

    pushAnswer = 'throw';
    const unreachable = await pay(Key, 'resend');
    expect(unreachable.statusCode).toBe(200);
    expect(unreachable.body).toContain('value="resend"');

    pushAnswer = 204;
    const resent = await pay(Key, 'resend');
    expect(resent.statusCode).toBe(303);
    expect(resent.headers.location).toBe(`${SHOP}/checkout-return?result=success`);
    expect(pushes).toHaveLength(3);
    expect(
      pushes.every((p) => p.validSignature && p.push.Transaction.Status.Code.Code === 190),
    ).toBe(true);
  });

  it('has nothing to resend while the payment is pending', async () => {
    const { Key } = await client.startTransaction(transactionRequest());
    const answer = await pay(Key, 'resend');
    expect(answer.statusCode).toBe(409);
    expect(pushes).toHaveLength(0);
    expect((await client.transactionStatus(Key)).Status.Code.Code).toBe(791);
  });

  it('refuses an unknown action without changing anything', async () => {
    const { Key } = await client.startTransaction(transactionRequest());
    expect((await pay(Key, 'steal')).statusCode).toBe(400);
    expect(pushes).toHaveLength(0);
    expect((await client.transactionStatus(Key)).Status.Code.Code).toBe(791);
  });

  it('is marked as a test in the Dutch culture and escapes every value', async () => {
    const { Key } = await client.startTransaction(
      transactionRequest({ Description: '<script>alert(1)</script>', Invoice: '"><b>1</b>' }),
    );
    const page = await provider.inject({ url: `/test-payment/pay/${Key}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    // Its buttons post to the page, which leads back to the shop's return address.
    expect(page.headers['content-security-policy']).toContain(
      `form-action 'self' ${new URL(SHOP).origin};`,
    );
    expect(page.body).toMatch(/^<!doctype html>\n<html lang="nl">/);
    expect(page.body).toContain(
      'TEST: dit is een testbetaling. Er wordt geen echt geld overgemaakt.',
    );
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<b>1</b>');
    expect(page.body).toContain('&quot;&gt;&lt;b&gt;1&lt;/b&gt;');
    expect(page.body).toContain('ING');
    expect(page.body).toMatch(/€\s?24,95/);
    for (const [value, label] of [
      ['approve', 'Betaling goedkeuren'],
      ['cancel', 'Betaling annuleren'],
      ['fail', 'Betaling laten mislukken'],
    ]) {
      expect(page.body).toContain(`name="action" value="${value}"`);
      expect(page.body).toContain(`>${label}</button>`);
    }
  });

  it('speaks German for de-DE and English for another culture', async () => {
    const german = await client.startTransaction(transactionRequest(), { culture: 'de-DE' });
    const germanPage = await provider.inject({ url: `/test-payment/pay/${german.Key}` });
    expect(germanPage.body).toContain('<html lang="de">');
    expect(germanPage.body).toContain('Es wird kein echtes Geld bewegt.');
    expect(germanPage.body).toContain('>Zahlung genehmigen</button>');

    const english = await client.startTransaction(transactionRequest(), { culture: 'fr-FR' });
    const englishPage = await provider.inject({ url: `/test-payment/pay/${english.Key}` });
    expect(englishPage.body).toContain('<html lang="en">');
    expect(englishPage.body).toContain('No real money is moved.');
  });

  it('shows a finished payment with its outcome and a link back to the matching return URL', async () => {
    const { Key } = await client.startTransaction(transactionRequest());
    await pay(Key, 'cancel');
    const page = await provider.inject({ url: `/test-payment/pay/${Key}` });
    expect(page.body).toContain('Uitkomst: Geannuleerd');
    expect(page.body).toContain(`href="${SHOP}/checkout-return?result=cancel"`);
    expect(page.body).not.toContain('value="approve"');
  });
});

describe('unknown keys and unsigned calls', () => {
  it('answers 404 pages and a 404 status for an unknown key', async () => {
    const unknown = 'ABCDEF0123456789ABCDEF0123456789';
    const page = await provider.inject({ url: `/test-payment/pay/${unknown}` });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Payment not found</h1>');
    expect((await pay(unknown, 'approve')).statusCode).toBe(404);
    await expect(client.transactionStatus(unknown)).rejects.toMatchObject({
      kind: 'bad-answer',
      status: 404,
    });
    expect(pushes).toHaveLength(0);
  });

  it('refuses an unsigned transaction request with 401', async () => {
    const answer = await provider.inject({
      method: 'POST',
      url: '/test-payment/json/Transaction',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(transactionRequest()),
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ Message: expect.stringContaining('HMAC') });
  });

  it('refuses a request signed with another secret, or whose body was changed after signing', async () => {
    const body = JSON.stringify(transactionRequest());
    const forged = await signedTransactionCall(body, {
      ...credentials,
      secretKey: 'guessed-secret',
    });
    expect(forged.statusCode).toBe(401);
    const tampered = await signedTransactionCall(body.replace('24.95', '0.01'), credentials, body);
    expect(tampered.statusCode).toBe(401);
  });

  it('refuses an unsigned status call with 401', async () => {
    const { Key } = await client.startTransaction(transactionRequest());
    const answer = await provider.inject({ url: `/test-payment/json/Transaction/Status/${Key}` });
    expect(answer.statusCode).toBe(401);
  });

  it('answers 400 to a signed body that is not a transaction request', async () => {
    expect((await signedTransactionCall('{not json')).statusCode).toBe(400);
    const noPushUrl = JSON.stringify({ ...transactionRequest(), PushURL: 'javascript:alert(1)' });
    const answer = await signedTransactionCall(noPushUrl);
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { Message: string }).Message).toContain('PushURL');
  });
});
