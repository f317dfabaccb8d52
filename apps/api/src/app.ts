/**
 * The shop's HTTP application. `buildApp` makes the Fastify instance with the API under /api and
 * the image route under /img; `server.ts` only listens. Every API answer is `{code, result}`
 * with the HTTP status equal to code; one error handler makes the error answers.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ShopDatabase } from '@shop/db';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { databaseUnavailableReply, registerAvailability } from './lib/availability.ts';
import { BackgroundTasks } from './lib/background.ts';
import { DomainError } from './lib/errors.ts';
import { type HandlerTracker, trackHandlers } from './lib/in-flight.ts';
import { injectFetch } from './lib/inject-fetch.ts';
import {
  clientErrorReply,
  dataExceptionOf,
  frameworkErrorReply,
  refuseBadText,
} from './lib/input-guard.ts';
import { KeyedRateLimiter, TOO_MANY_REQUESTS_MESSAGE } from './lib/rate-limiter.ts';
import { API_DOCS_POLICY, registerSecurityHeaders } from './lib/security-headers.ts';
import { SessionService } from './modules/auth/sessions.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { assertShopOpen, closedRoutes } from './modules/closed/closed.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { type Mailer, ShopMailer } from './modules/mail/mailer.ts';
import { MailOutbox } from './modules/mail/outbox.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { orderConfirmationMail } from './modules/order/placing.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { OrderService } from './modules/order/service.ts';
import { BuckarooClient } from './modules/payment/buckaroo-client.ts';
import { verifyBuckarooHmac } from './modules/payment/buckaroo-hmac.ts';
import { IDEAL_ISSUERS } from './modules/payment/buckaroo-types.ts';
import { paymentCredentials } from './modules/payment/credentials.ts';
import { paymentRoutes } from './modules/payment/routes.ts';
import { PaymentService, pushUrlOf } from './modules/payment/service.ts';
import {
  TEST_PROVIDER_PREFIX,
  testPaymentProviderRoutes,
  testProviderApiUrl,
} from './modules/payment/test-provider/routes.ts';
import { pickupRoutes } from './modules/pickup/routes.ts';
import { productRoutes } from './modules/product/routes.ts';
import { stockRoutes } from './modules/stock/routes.ts';
import { urlRoutes } from './modules/url/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { AccountService } from './modules/user/service.ts';

export interface AppDeps {
  shop: ShopDatabase;
  config: AppConfig;
  /** The clock of rules that depend on the time of day (closed days); tests inject one. */
  now?: () => Date;
  /** Where account mails go; by default the outbox folder or SMTP of the config. */
  mailer?: Mailer;
}

export interface Services {
  catalog: CatalogService;
  tokens: TokenService;
  sessions: SessionService;
  accounts: AccountService;
  /** Delivers mails (account mails, order confirmations): used by the outbox only. */
  mailer: Mailer;
  /** The mail outbox: mails are written with what they report and sent after the commit. */
  outbox: MailOutbox;
  /** Work started by a request that runs after its answer. */
  background: BackgroundTasks;
  /** Placing orders (POST /api/order and the payment call). */
  orders: OrderService;
  /** Payments of orders at the provider (Buckaroo or the built-in test provider). */
  payments: PaymentService;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
    handlers: HandlerTracker;
  }
}

export type ShopApp = FastifyInstance;

export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Tokens travel in ?token= (spec core-shop §6): never let them reach the logs.
    requestIdHeader: 'x-request-id',
    // The client address rate limits key on: X-Forwarded-For only from configured proxies.
    trustProxy: proxyTrust(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Requests refused before any route: the envelope too (lib/input-guard.ts).
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route: a shutdown waits for running handlers (see lib/in-flight.ts).
  app.decorate('handlers', trackHandlers(app));
  app.setValidatorCompiler(validatorCompiler);
  // Text no database can store (NUL, unpaired surrogates) is refused before any route's schema.
  app.addHook('preValidation', refuseBadText);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const tokens = new TokenService(deps.shop, {
    secret: deps.config.tokens.secret,
    ttlSeconds: deps.config.tokens.accessTokenTtlSeconds,
  });
  const sessions = new SessionService(deps.shop, tokens, {
    refreshTtlSeconds: deps.config.accounts.refreshTokenTtlSeconds,
  });
  const { rateLimit: limits } = deps.config.accounts;
  const mailer = deps.mailer ?? new ShopMailer(deps.config.mail);
  const outbox = new MailOutbox(deps.shop, { mailer, log: app.log });
  const background = new BackgroundTasks(app.log);
  const clock = () => deps.now?.() ?? new Date();
  const catalog = new CatalogService(deps.shop, {
    listOutOfStockProducts: deps.config.catalog.listOutOfStockProducts,
    usePriceTiers: deps.config.catalog.usePriceTiers,
  });
  const { payment } = deps.config;
  const publicUrl = deps.config.mail.shopPublicUrl;
  const paymentKeys = paymentCredentials(deps.shop, payment);
  const testProvider = payment.provider === 'test';
  const payments = new PaymentService(deps.shop, {
    // The test provider is this app itself: reached in-process, whatever port the shop has.
    gateway: new BuckarooClient({
      credentials: paymentKeys,
      apiUrl: testProvider ? testProviderApiUrl(publicUrl) : payment.apiUrl,
      ...(testProvider ? { fetch: injectFetch(app) } : {}),
    }),
    provider: payment.provider,
    paymentMethods: deps.config.checkout.paymentMethods,
    publicUrl,
    idealIssuers: IDEAL_ISSUERS,
    now: clock,
    log: app.log,
  });
  app.decorate('services', {
    catalog,
    tokens,
    sessions,
    accounts: new AccountService({
      shop: deps.shop,
      tokens,
      sessions,
      outbox,
      accounts: deps.config.accounts,
      shopPublicUrl: deps.config.mail.shopPublicUrl,
      limiter: new KeyedRateLimiter({ max: limits.perEmail, windowSeconds: limits.windowSeconds }),
      globalLimiter: new KeyedRateLimiter({
        max: limits.perEmailAllAddresses,
        windowSeconds: limits.windowSeconds,
      }),
      background,
      log: app.log,
    }),
    mailer,
    outbox,
    background,
    orders: new OrderService(deps.shop, {
      usePriceTiers: deps.config.catalog.usePriceTiers,
      shippingMethods: deps.config.checkout.shippingMethods,
      paymentMethods: deps.config.checkout.paymentMethods,
      ensureCurrentPrices: () => catalog.ensureCurrentPrices(),
      assertOpen: () => assertShopOpen(deps.config, clock()),
      mailConfirmation: (tx, placed) =>
        outbox.enqueue(
          tx,
          placed.order.customerEmail,
          orderConfirmationMail(placed, deps.config.checkout.paymentMethods),
          placed.view,
        ),
      now: clock,
    }),
    payments,
  });

  // Housekeeping: ended and expired sessions and mailed secrets are deleted once an hour;
  // every 5 minutes the provider is asked about payments pending for over 15 minutes.
  let purgeTimer: NodeJS.Timeout | undefined;
  let reconcileTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      sessions
        .purgeExpired()
        .catch((error) => app.log.warn({ err: error }, 'purging expired sessions failed'));
    }, 3_600_000);
    purgeTimer.unref();
    reconcileTimer = setInterval(() => {
      payments
        .reconcileStale()
        .catch((error) => app.log.warn({ err: error }, 'checking pending payments failed'));
    }, 300_000);
    reconcileTimer.unref();
    // Mails left by an earlier run or another process, and retries that come due.
    outbox.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    clearInterval(reconcileTimer);
    await background.settled();
    await outbox.close();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      if (error.field) {
        // The message names the field; meta keeps the rule's own message key for translation.
        return reply.code(error.statusCode).send({
          code: error.statusCode,
          result: `${error.field}: ${error.message}`,
          meta: { field: error.field, message: error.message },
        });
      }
      return reply.code(error.statusCode).send({ code: error.statusCode, result: error.message });
    }
    if (databaseUnavailableReply(error, reply)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation
        .map((issue) => {
          const where = `${error.validationContext ?? 'request'}${issue.instancePath.replace(/\//g, '.')}`;
          return `${where}: ${issue.message}`;
        })
        .join('; ');
      return reply.code(400).send({ code: 400, result: `Invalid request: ${problems}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in request body (or a forbidden key: __proto__, constructor.prototype)'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.message;
      return reply.code(status).send({ code: status, result: message });
    }
    const dataException = dataExceptionOf(error);
    if (dataException) {
      // A value the database refused got past the checks at the edge: still the caller's input.
      request.log.warn({ err: error }, 'a value reached the database unchecked');
      return reply.code(400).send({
        code: 400,
        result: 'Invalid request: a value is out of range or not valid.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, result: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.code(404).send({ code: 404, result: `Not found: ${request.method} ${path}` });
  });

  // Security headers and a Content-Security-Policy on every answer, registered before any route
  // so errors and 404s carry them too (lib/security-headers.ts).
  registerSecurityHeaders(app, { publicUrl: deps.config.mail.shopPublicUrl });

  // Overload shedding and the liveness and readiness checks, before any other route.
  await registerAvailability(app, deps.shop, deps.config.overload);

  // Text answers (API JSON, pages, scripts, styles) travel compressed; images are WebP already.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop API',
        description:
          'The API of the baby and child products shop. Every answer is `{code, result}` with the HTTP status equal to code.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: API_DOCS_POLICY });

  // Limits only where a route asks for them (config.rateLimit): the account calls.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(TOO_MANY_REQUESTS_MESSAGE), {
        statusCode: context.statusCode,
      }),
  });

  await app.register(
    async (api) => {
      await api.register(cartRoutes);
      await api.register(catalogRoutes);
      await api.register(closedRoutes);
      await api.register(productRoutes);
      await api.register(stockRoutes);
      await api.register(urlRoutes);
      await api.register(userRoutes);
      await api.register(newsletterRoutes);
      await api.register(orderRoutes);
      await api.register(pickupRoutes);
      await api.register(paymentRoutes, {
        payments,
        // A push is signed over the push URL the shop gave the provider and its exact body, at
        // a time close to now (a recorded push cannot be played again later).
        verifyPush: async (authorization, body) =>
          verifyBuckarooHmac(await paymentKeys(), authorization, {
            method: 'POST',
            url: pushUrlOf(publicUrl),
            body,
            maxSkewSeconds: payment.pushMaxAgeSeconds,
          }),
      });
    },
    { prefix: '/api' },
  );
  await app.register(imageRoutes);
  if (deps.config.payment.provider === 'test') {
    // The stand-in for Buckaroo; it pushes to the shop in-process, whatever port the shop has.
    await app.register(testPaymentProviderRoutes, {
      prefix: TEST_PROVIDER_PREFIX,
      credentials: paymentKeys,
      publicUrl,
      deliverPush: injectFetch(app),
    });
  }
  return app;
}

/** Fastify's trustProxy; a hop count becomes the function form its types accept. */
function proxyTrust(setting: AppConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
