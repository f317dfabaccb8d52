/**
 * The built-in test payment provider's HTTP face, mounted at /test-payment when PAYMENT_PROVIDER
 * is 'test'. Towards the shop it is Buckaroo's JSON API (json/Transaction, which also takes a
 * refund: AmountCredit with the original's key; json/Transaction/Status/:key; HMAC-signed both
 * ways); towards the tester it is a payment page (pay/:key) marked
 * as a test, where the outcome is chosen. These are not /api calls: the answers are Buckaroo's
 * shapes and HTML, not the {code, result} envelope.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BuckarooCredentials, verifyBuckarooHmac } from '../buckaroo-hmac.ts';
import { paymentOutcomeOf } from '../buckaroo-types.ts';
import {
  type PageLanguage,
  type PageNotice,
  type PaymentPageView,
  renderNotFoundPage,
  renderPaymentPage,
} from './page.ts';
import { isRefundRequest, TestRefundRequest, TestTransactionRequest } from './request.ts';
import {
  idealIssuerName,
  isPending,
  returnUrlOf,
  type TestPaymentAction,
  TestPaymentProvider,
  type TestTransaction,
  transferInstructions,
} from './service.ts';

export interface TestProviderOptions {
  credentials: () => Promise<BuckarooCredentials>;
  /**
   * The shop's public URL; the provider's own URLs are `${publicUrl}/test-payment/...` (used in
   * RedirectURL and to verify the HMAC of requests it receives, since the signed URL is that
   * public one).
   */
  publicUrl: string;
  /** Delivers a signed push to the PushURL of a transaction. Resolves with the HTTP status. */
  deliverPush: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => Date;
  /** The merchant name on the payment page. */
  shopName?: string;
  /** Waits before the attempts of a push sent after the answer (Riverty); tests shorten them. */
  pushDelaysMs?: readonly number[];
  /** Told when such a push was accepted (true) or given up (false). */
  onPushSettled?: (transactionKey: string, delivered: boolean) => void;
}

/** Where the plugin is mounted; the shop's client uses `${publicUrl}${TEST_PROVIDER_PREFIX}/json/`. */
export const TEST_PROVIDER_PREFIX = '/test-payment';

/** The JSON API base of the test provider, to give BuckarooClient as its apiUrl. */
export function testProviderApiUrl(publicUrl: string): string {
  return `${publicUrl}${TEST_PROVIDER_PREFIX}/json/`;
}

/** A signed request older or newer than this is refused, as Buckaroo refuses a stale one. */
const MAX_SKEW_SECONDS = 300;
const TRANSACTION_BODY_LIMIT = 64 * 1024;
const FORM_BODY_LIMIT = 4 * 1024;
const CULTURE = /^[a-z]{2}-[A-Z]{2}$/;
const ACTIONS = ['approve', 'cancel', 'fail', 'resend'] as const;

const KeyParams = z.object({ key: z.string().max(64) });

export const testPaymentProviderRoutes: FastifyPluginAsync<TestProviderOptions> = async (
  plugin,
  options,
) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const provider = new TestPaymentProvider(app.deps.shop, {
    credentials: options.credentials,
    publicUrl,
    deliverPush: options.deliverPush,
    now: options.now ?? (() => new Date()),
    log: app.log,
    ...(options.pushDelaysMs ? { pushDelaysMs: options.pushDelaysMs } : {}),
    ...(options.onPushSettled ? { onPushSettled: options.onPushSettled } : {}),
  });
  const shopName = options.shopName ?? 'Kindershop';
  app.addHook('onClose', async () => provider.close());

  // The HMAC covers the body exactly as sent, so JSON bodies reach the handlers as text; the
  // payment page's buttons post a plain form. Both parsers stay inside this plugin.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** Pushes of statuses decided while answering, sent once the answer is out. */
  const pushAfterAnswer = new WeakMap<FastifyRequest, TestTransaction>();
  app.addHook('onResponse', async (request) => {
    const transaction = pushAfterAnswer.get(request);
    if (transaction) provider.pushLater(transaction);
  });

  /** The credentials, when the request carries a valid, fresh signature of its exact URL and body. */
  async function signedBy(request: FastifyRequest): Promise<BuckarooCredentials | null> {
    const credentials = await options.credentials();
    const valid = verifyBuckarooHmac(credentials, request.headers.authorization, {
      method: request.method,
      url: `${publicUrl}${request.url}`,
      body: typeof request.body === 'string' ? request.body : '',
      maxSkewSeconds: MAX_SKEW_SECONDS,
    });
    return valid ? credentials : null;
  }

  app.post(
    '/json/Transaction',
    { bodyLimit: TRANSACTION_BODY_LIMIT, schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const credentials = await signedBy(request);
      if (!credentials) return refuseUnsigned(reply);
      let json: unknown;
      try {
        json = JSON.parse(request.body as string);
      } catch {
        return reply.code(400).send({ Message: 'The request body is not valid JSON.' });
      }
      const culture = request.headers.culture;
      const context = {
        culture: typeof culture === 'string' && CULTURE.test(culture) ? culture : 'nl-NL',
        websiteKey: credentials.websiteKey,
      };
      // A refund is a transaction request with AmountCredit and the original payment's key.
      if (isRefundRequest(json)) {
        const refund = TestRefundRequest.safeParse(json);
        if (!refund.success) {
          return reply
            .code(400)
            .send({ Message: `The refund request is invalid: ${problemsOf(refund.error)}` });
        }
        return provider.refund(refund.data, context);
      }
      const parsed = TestTransactionRequest.safeParse(json);
      if (!parsed.success) {
        const problems = parsed.error.issues
          .slice(0, 10)
          .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
          .join('; ');
        return reply.code(400).send({ Message: `The transaction request is invalid: ${problems}` });
      }
      const { answer, transaction } = await provider.start(parsed.data, context);
      if (!isPending(transaction.statusCode) && answer.RequestErrors === null) {
        pushAfterAnswer.set(request, transaction);
      }
      return answer;
    },
  );

  app.get(
    '/json/Transaction/Status/:key',
    { schema: { hide: true, params: KeyParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await signedBy(request))) return refuseUnsigned(reply);
      const transaction = await provider.find(request.params.key);
      if (!transaction) return reply.code(404).send({ Message: 'No transaction with this key.' });
      return provider.answerOf(transaction);
    },
  );

  // What can still be paid back of a payment, as Buckaroo's RefundInfo answers it.
  app.get(
    '/json/Transaction/RefundInfo/:key',
    { schema: { hide: true, params: KeyParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await signedBy(request))) return refuseUnsigned(reply);
      const info = await provider.refundInfo(request.params.key);
      if (!info) return reply.code(404).send({ Message: 'No payment with this key.' });
      return info;
    },
  );

  app.get('/pay/:key', { schema: { hide: true, params: KeyParams } }, async (request, reply) => {
    const transaction = await provider.find(request.params.key);
    if (!transaction) return sendNotFound(request, reply);
    return sendPage(reply, transaction, null);
  });

  app.post(
    '/pay/:key',
    { bodyLimit: FORM_BODY_LIMIT, schema: { hide: true, params: KeyParams } },
    async (request, reply) => {
      const action = formAction(request.body);
      const { key } = request.params;
      if (action === 'resend') {
        const transaction = await provider.find(key);
        if (!transaction) return sendNotFound(request, reply);
        if (isPending(transaction.statusCode)) {
          return sendPage(reply.code(409), transaction, 'nothing-to-resend');
        }
        return (await provider.deliverPush(transaction))
          ? reply.redirect(returnUrlOf(transaction), 303)
          : sendPage(reply, transaction, 'push-refused');
      }
      if (action === null) {
        const transaction = await provider.find(key);
        if (!transaction) return sendNotFound(request, reply);
        return sendPage(reply.code(400), transaction, 'unknown-action');
      }
      const finished = await provider.finish(key, action);
      if (!finished) return sendNotFound(request, reply);
      const { transaction, changed } = finished;
      // A repeated post (double click, back button) only leads back to the shop: one change, one push.
      if (!changed) return reply.redirect(returnUrlOf(transaction), 303);
      return (await provider.deliverPush(transaction))
        ? reply.redirect(returnUrlOf(transaction), 303)
        : sendPage(reply, transaction, 'push-refused');
    },
  );

  function sendPage(reply: FastifyReply, transaction: TestTransaction, notice: PageNotice) {
    const nonce = randomBytes(16).toString('base64');
    const view: PaymentPageView = {
      culture: transaction.culture,
      shopName,
      key: transaction.key,
      invoice: transaction.invoice,
      description: transaction.description,
      amount: transaction.amount,
      currency: transaction.currency,
      services: transaction.serviceCode.split(','),
      issuer: idealIssuerName(transaction.issuer),
      state: paymentOutcomeOf(transaction.statusCode),
      instructions: transferInstructions(transaction),
      isTransfer: transaction.serviceCode === 'transfer',
      returnUrl: returnUrlOf(transaction),
      notice,
    };
    const returnUrls = [
      transaction.returnUrl,
      transaction.returnUrlCancel,
      transaction.returnUrlError,
      transaction.returnUrlReject,
    ];
    return htmlHeaders(reply, nonce, returnUrls).send(renderPaymentPage(view, nonce));
  }
};

function problemsOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
}

function refuseUnsigned(reply: FastifyReply) {
  return reply
    .code(401)
    .send({ Message: 'The request is not signed with a valid HMAC of this website key.' });
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const nonce = randomBytes(16).toString('base64');
  return htmlHeaders(reply.code(404), nonce).send(
    renderNotFoundPage(languageOfRequest(request), nonce),
  );
}

/**
 * The page is the only thing this origin serves under /test-payment/pay: no scripts at all, its
 * own style sheet by nonce, never framed, and no Referer with the transaction key to the shop.
 * Its buttons post to the page itself, which then leads back to the shop's return address: the
 * only targets a form may reach (a page without buttons: none).
 */
function htmlHeaders(reply: FastifyReply, nonce: string, returnUrls: string[] = []): FastifyReply {
  const origins = new Set(returnUrls.map((url) => new URL(url).origin));
  const formAction = returnUrls.length > 0 ? ["'self'", ...origins].join(' ') : "'none'";
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff');
}

/** The language of a page without a transaction: the browser's first choice of nl, de or en. */
function languageOfRequest(request: FastifyRequest): PageLanguage {
  const header = request.headers['accept-language'] ?? '';
  const first = /^\s*([a-z]{2})/i.exec(header)?.[1]?.toLowerCase();
  return first === 'nl' || first === 'de' ? first : 'en';
}

function formAction(body: unknown): TestPaymentAction | 'resend' | null {
  const action = (body as Record<string, unknown> | null)?.action;
  return (ACTIONS as readonly unknown[]).includes(action)
    ? (action as TestPaymentAction | 'resend')
    : null;
}
