/**
 * The shop's HTTP application. `buildApp` makes the Fastify instance with the API under /api and
 * the image route under /img; `server.ts` only listens. Every API answer is `{code, result}`
 * with the HTTP status equal to code; one error handler makes the error answers.
 */
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import type { AppConfig } from './config.ts';
import { workerTrust } from './front/forwarding.ts';
import { registerAvailability } from './lib/availability.ts';
import { registerCompression } from './lib/compression.ts';
import { errorReply } from './lib/error-handler.ts';
import { DomainError } from './lib/errors.ts';
import { type HandlerTracker, trackHandlers } from './lib/in-flight.ts';
import { injectFetch } from './lib/inject-fetch.ts';
import { clientErrorReply, frameworkErrorReply, refuseBadText } from './lib/input-guard.ts';
import { keyedReply } from './lib/keyed-reply.ts';
import { registerMetrics } from './lib/metrics-route.ts';
import { PeriodicJobs } from './lib/periodic-jobs.ts';
import { API_DOCS_POLICY, registerSecurityHeaders } from './lib/security-headers.ts';
import { ProcessSharedState, type SharedState } from './lib/shared/index.ts';
import { sharedRateLimitStore } from './lib/shared/rate-limit-store.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts';
import { barcodeRoutes } from './modules/barcode/routes.ts';
import { birthListRoutes } from './modules/birthlist/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogImportRoutes } from './modules/catalog-import/routes.ts';
import { closedRoutes } from './modules/closed/closed.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { directoryRoutes } from './modules/directory/routes.ts';
import { formsRoutes } from './modules/forms/routes.ts';
import { giftCardAdminRoutes } from './modules/giftcard/admin-routes.ts';
import { giftCardRoutes } from './modules/giftcard/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { mailServiceRoutes } from './modules/mail-service/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { operatorCouponRoutes } from './modules/operator-coupons/routes.ts';
import { operatorCustomerRoutes } from './modules/operator-customers/routes.ts';
import { operatorOrderRoutes } from './modules/operator-orders/routes.ts';
import { operatorStoreRoutes } from './modules/operator-stores/routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { paymentRoutes } from './modules/payment/routes.ts';
import {
  TEST_PROVIDER_PREFIX,
  testPaymentProviderRoutes,
} from './modules/payment/test-provider/routes.ts';
import { pickupRoutes } from './modules/pickup/routes.ts';
import { productRoutes } from './modules/product/routes.ts';
import { returnRoutes } from './modules/returns/routes.ts';
import { reviewRoutes } from './modules/review/routes.ts';
import { rewardsRoutes } from './modules/rewards/routes.ts';
import { sitemapRoutes } from './modules/sitemap/routes.ts';
import { stockRoutes } from './modules/stock/routes.ts';
import { storePurchaseRoutes } from './modules/store-purchases/routes.ts';
import { storesRoutes } from './modules/stores/routes.ts';
import { urlRoutes } from './modules/url/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { wishlistRoutes } from './modules/wishlist/routes.ts';
import { PageCallsAtDebugLevel } from './server-logger.ts';
import { composeServices, forgetOnInvalidation, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the shop's processes share: Redis, or this process's memory (decision 80). */
    shared: SharedState;
    deps: AppDeps;
    services: Services;
    handlers: HandlerTracker;
  }
}

export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new PageCallsAtDebugLevel(),
    bodyLimit: 1024 * 1024,
    // Customer tokens may travel in the query (?token=): the logger (server-logger.ts) logs
    // request URLs without them.
    requestIdHeader: 'x-request-id',
    // The client address rate limits key on: X-Forwarded-For only from configured proxies
    // (behind the front process, from the front and then from those).
    trustProxy: deps.config.workerSocket
      ? workerTrust(deps.config.trustProxy)
      : proxyTrust(deps.config.trustProxy),
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
  const shared = deps.shared ?? new ProcessSharedState();
  app.decorate('shared', shared);
  const services = composeServices(app, deps, shared);
  app.decorate('services', services);
  const stopForgetting = forgetOnInvalidation(services, shared);
  const { sessions, payments, outbox, background } = services;

  // Housekeeping: ended and expired sessions and mailed secrets are deleted once an hour;
  // every 5 minutes the provider is asked about payments pending for over 15 minutes, orders
  // left unpaid past their window are canceled, and refunds left pending past their time are
  // settled by what the provider paid back (decision 77). With several processes on one
  // database each turn runs in one of them only (lib/periodic-jobs.ts).
  const periodic = new PeriodicJobs(deps.shop, () => deps.now?.() ?? new Date(), app.log);
  // The sweep's changes are audited under its own name.
  const refundSettling = services.operators.recorderFor({
    kind: 'command',
    name: 'refund-settling',
  });
  app.addHook('onReady', async () => {
    periodic.every('sessions-purge', 3_600_000, 'purging expired sessions', async () => {
      await sessions
        .purgeExpired()
        .catch((error) => app.log.warn({ err: error }, 'purging expired sessions failed'));
      await services.operators
        .purgeSessions()
        .catch((error) => app.log.warn({ err: error }, 'purging operator sessions failed'));
    });
    periodic.every('payments-reconcile', 300_000, 'checking pending payments', async () => {
      await payments
        .reconcileStale()
        .catch((error) => app.log.warn({ err: error }, 'checking pending payments failed'))
        .then(() => payments.cancelExpiredUnpaid())
        .catch((error) => app.log.warn({ err: error }, 'canceling unpaid orders failed'))
        .then(() => services.operatorOrders.settleStaleRefunds(refundSettling))
        .catch((error) => app.log.warn({ err: error }, 'settling pending refunds failed'));
    });
    // Mails left by an earlier run or another process, and retries that come due.
    outbox.start();
    // Content changes made by any process clear this one's content cache.
    await services.content.start();
    // The operators' secret key; the *_OPERATOR_KEY settings become keys of the model (decision 69).
    await services.operators.prepare();
    // The key of the order mails' return links, read before an order transaction needs it.
    await services.returns.prepare();
    // The gift card code key, likewise; cards still stored with a plain code are hashed now
    // (decision 56). A key that is not the stored cards' stops the start.
    const hashed = await services.giftCards.prepare();
    if (hashed > 0) app.log.info({ hashed }, 'gift card codes stored as hashes');
    // Form requests the form endpoint did not take yet (decision 34).
    services.pregnancyBox.start();
    periodic.every('form-tokens-purge', 3_600_000, 'purging contact form tokens', () =>
      services.mailService.purgeExpiredTokens().then(() => undefined),
    );
  });
  app.addHook('onClose', async () => {
    periodic.stop();
    services.catalog.close();
    await background.settled();
    await outbox.close();
    await services.content.stop();
    stopForgetting();
    await services.pregnancyBox.close();
    // After the running handlers (lib/in-flight.ts): no login is waiting for a hash any more.
    await services.passwordHasher.close();
  });

  app.setErrorHandler(errorReply);
  // The API reads JSON bodies only: a text body is refused as an unsupported content type (415,
  // naming application/json) rather than read as a string its schema then calls the wrong type.
  app.removeContentTypeParser('text/plain');

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    keyedReply(reply, 404, 'request.route_not_found', { method: request.method, path: path ?? '' });
  });

  // Security headers and a Content-Security-Policy on every answer, registered before any route
  // so errors and 404s carry them too (lib/security-headers.ts).
  registerSecurityHeaders(app, { publicUrl: deps.config.mail.shopPublicUrl });

  // Overload shedding and the liveness and readiness checks, before any other route.
  await registerAvailability(app, deps.shop, deps.config.overload, deps.front ?? null);
  // Requests by route and status, and /metrics with the metrics key.
  registerMetrics(app, deps.config.metricsKey, {
    shop: deps.shop,
    outboxPending: () => outbox.pending(),
    formQueuePending: () => services.pregnancyBox.pending(),
    searchIndexRows: () => services.catalog.searchIndexRows(),
  });

  await registerCompression(app);

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

  // Limits only where a route asks for them (config.rateLimit): the account calls, and the
  // birth list calls that tell whether a url key is taken.
  // With several processes (Redis) every process counts in the same windows (decision 80).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new DomainError('too_many_requests', 'request.too_many'),
    ...(shared.kind === 'process'
      ? {}
      : {
          store: sharedRateLimitStore(shared, (error) =>
            app.log.warn({ err: error }, 'a rate limit counts in this process: Redis is down'),
          ),
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
      await api.register(directoryRoutes);
      await api.register(orderRoutes);
      await api.register(pickupRoutes);
      await api.register(storesRoutes);
      await api.register(addressRoutes);
      await api.register(paymentRoutes);
      await api.register(birthListRoutes);
      await api.register(wishlistRoutes);
      await api.register(rewardsRoutes);
      await api.register(barcodeRoutes);
      await api.register(storePurchaseRoutes);
      await api.register(reviewRoutes);
      await api.register(returnRoutes);
      await api.register(contentRoutes);
      await api.register(formsRoutes);
      await api.register(mailServiceRoutes);
      await api.register(giftCardRoutes);
      await api.register(operatorRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(catalogImportRoutes);
      await api.register(operatorOrderRoutes);
      await api.register(operatorCustomerRoutes);
      await api.register(giftCardAdminRoutes);
      await api.register(operatorCouponRoutes);
      await api.register(operatorStoreRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(imageRoutes);
  await app.register(sitemapRoutes);
  if (deps.config.payment.provider === 'test') {
    // The stand-in for Buckaroo; it pushes to the shop in-process, whatever port the shop has.
    await app.register(testPaymentProviderRoutes, {
      prefix: TEST_PROVIDER_PREFIX,
      credentials: services.paymentKeys,
      publicUrl: deps.config.mail.shopPublicUrl,
      deliverPush: injectFetch(app),
    });
  }
  return app;
}

/** Fastify's trustProxy; a hop count becomes the function form its types accept. */
function proxyTrust(setting: AppConfig['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
