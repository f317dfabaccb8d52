/**
 * The composition root: every service of the API is made here, once, from the app's
 * dependencies, and reaches the routes as `app.services`. Modules use each other through these
 * services (passed to their constructors), never through each other's routes or tables.
 */

import { join } from 'node:path';
import { CASH_ON_DELIVERY_CODE, shelfSkusOf, storedStoreView } from '@shop/core';
import { CONTENT_CHANGED_CHANNEL } from '@shop/db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { BackgroundTasks } from './lib/background.ts';
import { injectFetch } from './lib/inject-fetch.ts';
import {
  databasePageCacheInvalidation,
  type PageCacheDrop,
  type PageCacheInvalidation,
} from './lib/page-cache/invalidation.ts';
import { KeyedRateLimiter, type KeyedRateLimiterOptions } from './lib/rate-limiter.ts';
import { randomToken } from './lib/secrets.ts';
import { type InvalidationTag, type SharedState, touches } from './lib/shared/index.ts';
import { AddressRepository } from './modules/address/repository.ts';
import { AddressService } from './modules/address/service.ts';
import { DashboardRepository } from './modules/admin-dashboard/repository.ts';
import { DashboardService } from './modules/admin-dashboard/service.ts';
import { PasswordHasher } from './modules/auth/passwords.ts';
import { AuthRepository } from './modules/auth/repository.ts';
import { SessionService } from './modules/auth/sessions.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { BarcodeService } from './modules/barcode/service.ts';
import { BirthListService } from './modules/birthlist/service.ts';
import { CartService } from './modules/cart/service.ts';
import { CatalogService } from './modules/catalog/service.ts';
import { MediaStore } from './modules/catalog-import/media.ts';
import { CatalogImportRepository } from './modules/catalog-import/repository.ts';
import { CatalogImportService } from './modules/catalog-import/service.ts';
import { assertShopOpen } from './modules/closed/closed.ts';
import { contentSourceOf } from './modules/content/compose.ts';
import { ContentRepository } from './modules/content/repository.ts';
import { ContentService } from './modules/content/service.ts';
import { HttpFormEndpoint } from './modules/forms/form-endpoint.ts';
import { FormSubmissionRepository } from './modules/forms/repository.ts';
import { PregnancyBoxService } from './modules/forms/service.ts';
import { GiftCardAdmin } from './modules/giftcard/admin.ts';
import { GiftCardCodes } from './modules/giftcard/codes.ts';
import { GiftCardRepository } from './modules/giftcard/repository.ts';
import { GiftCardService } from './modules/giftcard/service.ts';
import { ImageService } from './modules/images/service.ts';
import { SHOP_NAME } from './modules/mail/document.ts';
import { type Mailer, ShopMailer } from './modules/mail/mailer.ts';
import { MailOutbox } from './modules/mail/outbox.ts';
import { ContactTokenRepository } from './modules/mail-service/repository.ts';
import { MailService } from './modules/mail-service/service.ts';
import { NewsletterRepository } from './modules/newsletter/repository.ts';
import { NewsletterService } from './modules/newsletter/service.ts';
import { OperatorCouponRepository } from './modules/operator-coupons/repository.ts';
import { OperatorCouponService } from './modules/operator-coupons/service.ts';
import { OperatorCustomerRepository } from './modules/operator-customers/repository.ts';
import { OperatorCustomerService } from './modules/operator-customers/service.ts';
import { OperatorOrderService } from './modules/operator-orders/service.ts';
import { OperatorStoreRepository } from './modules/operator-stores/repository.ts';
import { OperatorStoreService } from './modules/operator-stores/service.ts';
import { OperatorRepository } from './modules/operators/repository.ts';
import { OperatorService } from './modules/operators/service.ts';
import { orderConfirmationMail } from './modules/order/confirmation-mail.ts';
import { CombinedCredits } from './modules/order/credits.ts';
import { OrderHistoryService } from './modules/order/history.ts';
import { orderNoticeMail, orderShippedMail } from './modules/order/notice-mail.ts';
import { OrderPaymentChanges } from './modules/order/payment-changes.ts';
import { OrderRepository } from './modules/order/repository.ts';
import { OrderService } from './modules/order/service.ts';
import { BuckarooClient } from './modules/payment/buckaroo-client.ts';
import type { BuckarooCredentials } from './modules/payment/buckaroo-hmac.ts';
import { IDEAL_ISSUERS } from './modules/payment/buckaroo-types.ts';
import { paymentCredentials } from './modules/payment/credentials.ts';
import { providerRefund, providerRefunded } from './modules/payment/refund.ts';
import { PaymentRepository } from './modules/payment/repository.ts';
import { PaymentService } from './modules/payment/service.ts';
import { testProviderApiUrl } from './modules/payment/test-provider/routes.ts';
import { PickupRepository } from './modules/pickup/repository.ts';
import { PickupService } from './modules/pickup/service.ts';
import { ProductService } from './modules/product/service.ts';
import { ReturnLinks } from './modules/returns/links.ts';
import { ReturnRepository } from './modules/returns/repository.ts';
import { ReturnService } from './modules/returns/service.ts';
import { ReviewRepository } from './modules/review/repository.ts';
import { ReviewService } from './modules/review/service.ts';
import { RewardsRepository } from './modules/rewards/repository.ts';
import { RewardsService } from './modules/rewards/service.ts';
import { SitemapService } from './modules/sitemap/service.ts';
import { StockService } from './modules/stock/service.ts';
import { StorePurchaseRepository } from './modules/store-purchases/repository.ts';
import { StorePurchaseService } from './modules/store-purchases/service.ts';
import { StoresService } from './modules/stores/service.ts';
import { UrlService } from './modules/url/service.ts';
import { AccountService } from './modules/user/service.ts';
import { WishlistRepository } from './modules/wishlist/repository.ts';
import { WishlistService } from './modules/wishlist/service.ts';

export interface Services {
  /** Output-cache drops, announced to every process (decision 82). */
  pageCache: PageCacheInvalidation;
  catalog: CatalogService;
  products: ProductService;
  stock: StockService;
  urls: UrlService;
  /** Address help for the checkout (street and town of a Dutch postcode and house number). */
  address: AddressService;
  sitemaps: SitemapService;
  images: ImageService;
  pickup: PickupService;
  /** The store locator, store pages and a product's stock per store and per source. */
  stores: StoresService;
  newsletter: NewsletterService;
  tokens: TokenService;
  sessions: SessionService;
  accounts: AccountService;
  /** Hashes and checks passwords on worker threads, off the event loop (closed at shutdown). */
  passwordHasher: PasswordHasher;
  /**
   * Missing or wrong operator keys (x-operator-key) per client address, over every operator-key
   * call together.
   */
  operatorKeyGuesses: KeyedRateLimiter;
  /** Operators, their sessions and keys, role checks and the audit log (decision 69). */
  operators: OperatorService;
  /** The back office's dashboard figures (decision 75). */
  adminDashboard: DashboardService;
  /** The back office's orders and returns: list, detail, steps, refunds (decision 73). */
  operatorOrders: OperatorOrderService;
  /** Customer service's customers: search, detail, privacy export, deletion, group (decision 76). */
  operatorCustomers: OperatorCustomerService;
  /** The back office's coupons: make, disable, list (decision 76). */
  operatorCoupons: OperatorCouponService;
  /** The owners' stores: opening hours and pick-up flag (decision 76). */
  operatorStores: OperatorStoreService;
  /** Delivers mails (account mails, order confirmations): used by the outbox only. */
  mailer: Mailer;
  /** The mail outbox: mails are written with what they report and sent after the commit. */
  outbox: MailOutbox;
  /** Work started by a request that runs after its answer. */
  background: BackgroundTasks;
  carts: CartService;
  /** Placing orders (POST /api/order and the payment call). */
  orders: OrderService;
  /** Payments of orders at the provider (Buckaroo or the built-in test provider). */
  payments: PaymentService;
  /** The provider's keys (the test provider signs its pushes with them too). */
  paymentKeys: () => Promise<BuckarooCredentials>;
  /** Birth lists: the customer's own, their public pages and the gifts bought from them. */
  birthLists: BirthListService;
  /** Customers' wishlists (GET/POST /api/ext/wishlist/...). */
  wishlist: WishlistService;
  /** Reward points: the ledger, earning for paid orders, spending primitives (decision 38). */
  rewards: RewardsService;
  /** The product of a scanned barcode (GET /api/ext/barcode/{code}). */
  barcodes: BarcodeService;
  /** Purchases at the stores' tills: their import and the customer's overview and detail. */
  storePurchases: StorePurchaseService;
  /** Content stories: published pages, theme, blog, the editor's preview and the publish hook. */
  content: ContentService;
  /** Pregnancy-box requests: stored, passed on to the mailing platform (and retried). */
  pregnancyBox: PregnancyBoxService;
  /** The contact form's tokens and messages to the shop's contact address. */
  mailService: MailService;
  /** Gift cards: issued when paid, checked, applied to carts and spent by orders. */
  giftCards: GiftCardService;
  /** Customer service's gift cards: issue, find, block, balance history (decision 76). */
  giftCardAdmin: GiftCardAdmin;
  /** Product reviews: the approved ones of a product, writing one, the operator's decision. */
  reviews: ReviewService;
  /** Returns of web orders: announced by the shopper, moved on by the operator. */
  returns: ReturnService;
  /** Catalogue imports, product edits and the stock and price feeds (decision 74). */
  catalogImport: CatalogImportService;
}

export function composeServices(
  app: FastifyInstance,
  deps: AppDeps,
  shared: SharedState,
): Services {
  const { config } = deps;
  const log: FastifyBaseLogger = app.log;
  /**
   * A limit counted by every process in the shared state (decision 80); while Redis is down, in
   * this process's memory.
   */
  const limiter = (name: string, options: Omit<KeyedRateLimiterOptions, 'shared'>) =>
    new KeyedRateLimiter({
      ...options,
      shared: {
        state: shared,
        name,
        onUnavailable: (error) =>
          log.warn(
            { err: error, limit: name },
            'a rate limit counts in this process: Redis is down',
          ),
      },
    });
  /** Tells every process (this one at once) that what carries these tags changed. */
  const announce = (tags: InvalidationTag[]) => {
    void shared.invalidate(tags);
  };
  // The shop's one clock: the cart prices and checks coupons at the time the order does.
  const clock = () => deps.now?.() ?? new Date();

  const tokens = new TokenService(deps.shop, {
    secret: config.tokens.secret,
    ttlSeconds: config.tokens.accessTokenTtlSeconds,
  });
  const sessions = new SessionService(deps.shop, tokens, {
    refreshTtlSeconds: config.accounts.refreshTokenTtlSeconds,
  });
  const mailer =
    deps.mailer ??
    new ShopMailer({
      ...config.mail,
      brand: { shopName: SHOP_NAME, shopUrl: config.mail.shopPublicUrl, company: config.company },
    });
  const returnLinks = new ReturnLinks({
    key: () => tokens.derivedKey('return-links'),
    publicUrl: config.mail.shopPublicUrl,
  });
  const outbox = new MailOutbox(deps.shop, { mailer, log });
  const background = new BackgroundTasks(log);
  // The output cache hears of changes (decision 82): each process drops its pages.
  const pageCache = deps.pageCacheInvalidation ?? databasePageCacheInvalidation(deps.shop);
  const pagesChanged = async (tags: PageCacheDrop) => {
    try {
      await pageCache.publish(tags);
    } catch (error) {
      // This process dropped its pages already; the others drop all once they listen again.
      log.error({ err: error }, 'the output cache drop could not be announced');
    }
  };
  const catalog = new CatalogService(deps.shop, {
    pagesChanged,
    listOutOfStockProducts: config.catalog.listOutOfStockProducts,
    usePriceTiers: config.catalog.usePriceTiers,
    searchIndex:
      config.catalog.searchIndexMaxRows > 0
        ? {
            maxRows: config.catalog.searchIndexMaxRows,
            cardRows: config.catalog.searchIndexCardRows,
            onError: (error) =>
              log.warn({ err: error }, 'the search index could not catch up; the database answers'),
            onLoad: (rows, ms, cards) =>
              log.info(
                rows > 0
                  ? `Search index: ${rows} rows of the read model in memory${cards ? ' with their cards' : ''} (${ms} ms)`
                  : 'Search index: the catalogue is larger than SEARCH_INDEX_MAX_ROWS; the database answers',
              ),
          }
        : null,
    now: clock,
    // The content service is made further down; it is asked only when a search runs.
    cmsBlocks: (storeCode, filter) => content.cmsBlocks(storeCode, filter),
    // Every process forgets its facet counts and the like (forgetOnInvalidation below).
    documentsChanged: () => announce([CATALOG_TAG]),
    catalogReads: deps.catalogReads,
  });
  const { rateLimit: limits, passwordHashing } = config.accounts;
  const passwordHasher =
    deps.passwordHasher ??
    new PasswordHasher({
      workers: passwordHashing.workers,
      maxQueued: passwordHashing.maxQueued,
      onCrash: (error) => log.error({ err: error }, 'a password hashing worker died'),
    });
  const orderHistory: OrderHistoryService = new OrderHistoryService(
    deps.shop,
    {
      shippingMethods: config.checkout.shippingMethods,
      closedDays: config.shopClosed.closedDays,
      paymentMethods: config.checkout.paymentMethods,
    },
    // The returns are made below (they read orders through this service): reached at call time.
    { returnsOfOrders: (orderIds) => returns.returnsOfOrders(orderIds) },
  );
  // The accounts erase a deleted customer's subscriptions through the newsletter's repository:
  // the newsletter service itself needs the accounts (a caller's e-mail address).
  const subscriptions = new NewsletterRepository(deps.shop);
  const accounts: AccountService = new AccountService({
    shop: deps.shop,
    tokens,
    sessions,
    outbox,
    orderHistory,
    newsletter: subscriptions,
    // The carts are made below (they ask the accounts whether a customer exists): reached at
    // call time.
    carts: { releaseCustomerCarts: (customerId, tx) => carts.releaseCustomerCarts(customerId, tx) },
    // The birth lists and the wishlist are made below too (they need the carts, the accounts).
    birthLists: {
      closeListsOfCustomer: (customerId, tx) => birthLists.closeListsOfCustomer(customerId, tx),
    },
    wishlist: { deleteOfCustomer: (customerId, tx) => wishlist.deleteOfCustomer(customerId, tx) },
    // The store purchases are made below too (they match receipts to accounts by e-mail).
    storePurchases: {
      forgetCustomer: (customerId, placeholder, tx) =>
        storePurchases.forgetCustomer(customerId, placeholder, tx),
      linkConfirmedEmail: (customerId, email, tx) =>
        storePurchases.linkConfirmedEmail(customerId, email, tx),
    },
    accounts: config.accounts,
    passwords: passwordHasher,
    shopPublicUrl: config.mail.shopPublicUrl,
    limiter: limiter('account', { max: limits.perEmail, windowSeconds: limits.windowSeconds }),
    globalLimiter: limiter('account-all-addresses', {
      max: limits.perEmailAllAddresses,
      windowSeconds: limits.windowSeconds,
    }),
    background,
    log,
    now: clock,
  });

  const { checkout, payment } = config;
  const stock = new StockService(deps.shop);
  const pickup = new PickupService(deps.shop);
  const carts: CartService = new CartService(deps.shop, {
    usePriceTiers: config.catalog.usePriceTiers,
    shippingMethods: checkout.shippingMethods,
    paymentMethods: checkout.paymentMethods,
    paymentMethodsByView: checkout.paymentMethodsByView,
    ensureCurrentPrices: () => catalog.ensureCurrentPrices(),
    stock,
    catalog,
    customers: accounts,
    now: clock,
    // A contribution to a birth list's donation item is refused at once when it takes none.
    checkLine: (productOption, tx) => birthLists.checkCartLine(productOption, tx),
    // The gift cards and points are made below (they change carts through this service).
    credits: { creditsOf: (cartId, exec) => credits.creditsOf(cartId, exec) },
  });
  const { giftCards: giftCardConfig } = config;
  const guessLimiter = (name: string) =>
    limiter(name, {
      max: giftCardConfig.guessLimit,
      windowSeconds: giftCardConfig.guessWindowSeconds,
    });
  const giftCardRows = new GiftCardRepository(deps.shop);
  const giftCardCodes = new GiftCardCodes(giftCardRows, { secret: giftCardConfig.codeSecret });
  const giftCards: GiftCardService = new GiftCardService(giftCardRows, {
    carts,
    outbox,
    codes: giftCardCodes,
    validityMonths: giftCardConfig.validityMonths,
    guessesPerClient: guessLimiter('gift-card-guesses-client'),
    guessesPerCart: guessLimiter('gift-card-guesses-cart'),
    now: clock,
  });
  const rewards = new RewardsService(new RewardsRepository(deps.shop), {
    rates: config.rewards,
    // Points go on the caller's own cart only: the cart module says which carts those are.
    changeCredits: (cartId, caller, work) => carts.changeCredits(cartId, caller, work),
    orderLines: (orderId, tx) => orderRows.itemsOf(orderId, tx),
    catalogEntries: (view, skus, tx) => catalog.catalogEntries(view, skus, tx),
    now: clock,
  });
  // Gift cards pay first, then the points the customer chose to spend.
  const credits = new CombinedCredits([giftCards, rewards]);
  const wishlist = new WishlistService(new WishlistRepository(deps.shop), catalog, accounts);
  const storePurchases: StorePurchaseService = new StorePurchaseService(
    new StorePurchaseRepository(deps.shop),
    accounts,
    pickup,
    clock,
  );
  const birthLists: BirthListService = new BirthListService(deps.shop, {
    carts,
    catalog,
    customers: accounts,
    outbox,
    wishlist,
    now: clock,
  });
  const orders = new OrderService(deps.shop, {
    usePriceTiers: config.catalog.usePriceTiers,
    shippingMethods: checkout.shippingMethods,
    paymentMethods: checkout.paymentMethods,
    paymentMethodsByView: checkout.paymentMethodsByView,
    ensureCurrentPrices: () => catalog.ensureCurrentPrices(),
    assertOpen: () => assertShopOpen(config, clock()),
    carts,
    stock,
    pickup,
    customers: accounts,
    gifts: birthLists,
    credits,
    // A paid order's gift cards are issued (and mailed) in the transaction that marks it paid.
    onPaid: async (tx, order) => {
      await giftCards.issueForPaidOrder(tx, order);
    },
    mailConfirmation: async (tx, placed) =>
      outbox.enqueue(
        tx,
        placed.order.customerEmail,
        orderConfirmationMail(
          placed,
          checkout.paymentMethods,
          // Customers without a password announce a return through this signed link.
          await returnLinks.url(placed.order.incrementId, placed.order.storeCode),
        ),
        placed.view,
      ),
    mailNotice: (tx, order, notice, lines) =>
      outbox.enqueue(
        tx,
        order.customerEmail,
        orderNoticeMail(order, notice, lines, {
          paymentMethods: checkout.paymentMethods,
          payWithinDays: payment.unpaidTransferCancelAfterDays,
        }),
        storedStoreView(order.storeCode),
      ),
    mailShipped: (tx, order, lines, parcel) =>
      outbox.enqueue(
        tx,
        order.customerEmail,
        orderShippedMail(order, lines, parcel),
        storedStoreView(order.storeCode),
      ),
    withdrawMails: async (tx, order) => {
      await outbox.withdrawOrderMails(tx, order.incrementId);
    },
    // The payments are made below (they place orders through this service): reached at call time.
    openOrders: {
      askProvider: (orderId) => payments.askProviderAbout(orderId),
      cancelUnpaid: (tx, orderId) => payments.cancelUnpaid(tx, orderId),
    },
    now: clock,
  });

  const contentStories = new ContentRepository(deps.shop);
  const publicUrl = config.mail.shopPublicUrl;
  const returnRows = new ReturnRepository(deps.shop);
  const returns: ReturnService = new ReturnService({
    shop: deps.shop,
    returns: returnRows,
    orders: orderHistory,
    links: returnLinks,
    outbox,
    periodDays: config.returns.periodDays,
    returnAddress: { name: config.company.name, address: config.company.address },
    now: clock,
  });
  const paymentKeys = paymentCredentials(deps.shop, payment);
  const testProvider = payment.provider === 'test';
  const orderRows = new OrderRepository(deps.shop);
  // The test provider is this app itself: reached in-process, whatever port the shop has.
  const gateway = new BuckarooClient({
    credentials: paymentKeys,
    apiUrl: testProvider ? testProviderApiUrl(publicUrl) : payment.apiUrl,
    ...(testProvider ? { fetch: injectFetch(app) } : {}),
  });
  const operatorOrders = new OperatorOrderService({
    shop: deps.shop,
    orders,
    providerRefund: providerRefund(gateway, log),
    providerRefunded: providerRefunded(gateway, log),
    credits,
    rewards,
    returns: returnRows,
    paysOnDelivery: (method) => method === CASH_ON_DELIVERY_CODE,
    now: clock,
    log,
  });
  const payments: PaymentService = new PaymentService(new PaymentRepository(deps.shop), {
    orders: new OrderPaymentChanges(orderRows, orders, rewards),
    ordering: orders,
    outbox,
    gateway,
    credentials: paymentKeys,
    // A push is signed over the push URL at a time close to now: a recorded one cannot be replayed.
    pushMaxAgeSeconds: payment.pushMaxAgeSeconds,
    unpaidWindows: {
      redirectMs: payment.unpaidCancelAfterMinutes * 60_000,
      offlineMs: payment.unpaidTransferCancelAfterDays * 86_400_000,
    },
    provider: payment.provider,
    paymentMethods: checkout.paymentMethods,
    delivery: {
      shippingMethods: checkout.shippingMethods,
      closedDays: config.shopClosed.closedDays,
    },
    publicUrl,
    idealIssuers: IDEAL_ISSUERS,
    now: clock,
    log,
  });
  const content = new ContentService({
    stories: contentStories,
    source: contentSourceOf(config.content, contentStories),
    facts: { shippingMethods: checkout.shippingMethods, company: config.company },
    preview: config.content.preview,
    hookSecret: config.content.hookSecret,
    listen: (onChange) => deps.shop.listen(CONTENT_CHANGED_CHANNEL, onChange),
    // Every process hears a content change itself: its pages go there.
    onChange: () => pageCache.dropHere([CONTENT_TAG]),
    announce: () => announce([CONTENT_TAG]),
    now: clock,
    log,
  });

  // The store locator reads the stores tables through the pick-up module's repository, the
  // catalogue for a product's shelf skus and the stock module for the web warehouse.
  const stores = new StoresService({
    stores: new PickupRepository(deps.shop),
    products: {
      shelfSkusOf: async (view, sku) => {
        await catalog.ensureCurrentPrices();
        const entry = (await catalog.catalogEntries(view, [sku])).get(sku);
        return entry ? shelfSkusOf(entry) : null;
      },
    },
    webStock: stock,
    now: clock,
  });

  return {
    pageCache,
    catalog,
    products: new ProductService(
      {
        usePriceTiers: config.catalog.usePriceTiers,
        signatureSecret: keptSecret(
          deps.shop,
          PRICE_SIGNATURE_SECRET_KEY,
          config.priceSignatureSecret,
        ),
        now: clock,
      },
      catalog,
    ),
    stock,
    urls: new UrlService(deps.shop, catalog, {
      shippingMethods: checkout.shippingMethods,
      company: config.company,
    }),
    address: new AddressService(new AddressRepository(deps.shop)),
    sitemaps: new SitemapService(deps.shop, {
      publicUrl: config.mail.shopPublicUrl,
      robots: config.seo.robots,
      urlsPerFile: config.seo.urlsPerSitemap,
    }),
    images: new ImageService(config.mediaDir, config.imageCacheDir),
    catalogImport: new CatalogImportService({
      repository: new CatalogImportRepository(deps.shop),
      media: new MediaStore(config.mediaDir),
      importDir: join(config.dataDir, 'imports'),
      // The catalogue's own indexer path: documents, URLs, sitemap rows, facet counts.
      refreshProducts: (productIds) => catalog.refreshProducts(productIds),
      now: clock,
    }),
    pickup,
    stores,
    operatorStores: new OperatorStoreService({
      repository: new OperatorStoreRepository(deps.shop),
      // Every process forgets its store searches (the shared state's tag) and drops its pages.
      forgetSearches: () => {
        announce([STORES_TAG]);
        void pagesChanged([STORES_TAG]);
      },
    }),
    newsletter: new NewsletterService({
      subscriptions,
      accounts,
      coupons: carts,
      outbox,
      key: () => tokens.derivedKey('newsletter-links'),
      publicUrl: config.mail.shopPublicUrl,
      confirmTtlSeconds: config.newsletter.confirmTtlSeconds,
      couponPercent: config.newsletter.couponPercent,
      perEmail: limiter('newsletter-email', {
        max: config.newsletter.perEmailPerHour,
        windowSeconds: 3600,
      }),
      perClient: limiter('newsletter-client', {
        max: config.newsletter.perClientPerHour,
        windowSeconds: 3600,
      }),
      now: clock,
    }),
    tokens,
    sessions,
    accounts,
    passwordHasher,
    operators: new OperatorService({
      shop: deps.shop,
      repository: new OperatorRepository(deps.shop),
      passwords: passwordHasher,
      now: clock,
      session: config.operators.session,
      limits: {
        perAccount: limiter('operator-login-account', {
          max: config.operators.login.perAccount,
          windowSeconds: config.operators.login.windowSeconds,
          now: () => clock().getTime(),
        }),
        perIp: limiter('operator-login-address', {
          max: config.operators.login.perIp,
          windowSeconds: config.operators.login.windowSeconds,
          now: () => clock().getTime(),
        }),
      },
      secretKey: config.operators.secretKey,
      settingKeys: [
        {
          label: 'STORE_OPERATOR_KEY',
          key: config.storePurchases.operatorKey,
          role: 'orders_returns',
        },
        { label: 'REVIEW_OPERATOR_KEY', key: config.reviews.operatorKey, role: 'content_reviews' },
        { label: 'RETURNS_OPERATOR_KEY', key: config.returns.operatorKey, role: 'orders_returns' },
        { label: 'ORDER_OPERATOR_KEY', key: config.orders.operatorKey, role: 'orders_returns' },
      ],
      issuer: config.company.name,
    }),
    operatorKeyGuesses: limiter('operator-key-guesses', {
      max: config.operators.rateLimit.wrongKeysPerIp,
      windowSeconds: config.operators.rateLimit.windowSeconds,
    }),
    mailer,
    outbox,
    background,
    carts,
    orders,
    operatorOrders,
    operatorCoupons: new OperatorCouponService({
      repository: new OperatorCouponRepository(deps.shop),
    }),
    operatorCustomers: new OperatorCustomerService({
      repository: new OperatorCustomerRepository(deps.shop),
      accounts,
      now: clock,
    }),
    payments,
    paymentKeys,
    birthLists,
    wishlist,
    rewards,
    barcodes: new BarcodeService(catalog),
    storePurchases,
    content,
    ...formServices(deps, { tokens, outbox, clock, log }),
    giftCards,
    giftCardAdmin: new GiftCardAdmin({
      shop: deps.shop,
      cards: giftCardRows,
      codes: giftCardCodes,
      newCode: () => giftCards.newCode(),
      validityMonths: giftCardConfig.validityMonths,
      currency: 'EUR',
      now: clock,
    }),
    adminDashboard: new DashboardService({
      repository: new DashboardRepository(deps.shop),
      now: clock,
    }),
    reviews: new ReviewService({
      reviews: new ReviewRepository(deps.shop),
      catalog,
      orders: orderHistory,
      limiter: limiter('reviews', { max: config.reviews.perHour, windowSeconds: 3600 }),
      autoApprove: config.reviews.autoApprove,
      now: clock,
    }),
    returns,
  };
}

/** Products' documents were rebuilt: facet counts, corrections, review pages (decision 80). */
const CATALOG_TAG = 'catalog';
/** Published content stories changed. */
const CONTENT_TAG = 'content';
/** Stores changed (opening hours, pick-up): store searches. */
const STORES_TAG = 'stores';

/**
 * Each process forgets what its caches keep when any process announces a change of it (an
 * invalidation tag of the shared state, decision 80). Returns the function that stops listening.
 */
export function forgetOnInvalidation(services: Services, shared: SharedState): () => void {
  return shared.onInvalidate((tags) => {
    if (touches(tags, CATALOG_TAG)) {
      services.catalog.forgetCaches();
      // An approval rebuilds the product's documents: its pages of reviews change with them.
      services.reviews.forgetPages();
    }
    if (touches(tags, CONTENT_TAG)) services.content.invalidate();
    if (touches(tags, STORES_TAG)) services.stores.forgetSearches();
  });
}

/** The pregnancy-box form and the contact form's mail service (decision 34). */
function formServices(
  deps: AppDeps,
  shared: { tokens: TokenService; outbox: MailOutbox; clock: () => Date; log: FastifyBaseLogger },
): Pick<Services, 'pregnancyBox' | 'mailService'> {
  const { forms } = deps.config;
  return {
    pregnancyBox: new PregnancyBoxService({
      submissions: new FormSubmissionRepository(deps.shop),
      endpoint: forms.pregnancyFormUrl
        ? new HttpFormEndpoint({
            url: forms.pregnancyFormUrl,
            token: forms.pregnancyFormToken,
            timeoutMs: forms.pregnancyFormTimeoutMs,
          })
        : null,
      now: shared.clock,
      log: shared.log,
    }),
    mailService: new MailService({
      tokens: new ContactTokenRepository(deps.shop),
      key: () => shared.tokens.derivedKey('contact-form'),
      outbox: shared.outbox,
      contactEmail: forms.contactEmail,
      ttlSeconds: forms.contactTokenTtlSeconds,
      now: shared.clock,
      log: shared.log,
    }),
  };
}

/** Where the shop keeps its own price signature secret when none is configured. */
const PRICE_SIGNATURE_SECRET_KEY = 'price_signature_secret';

/**
 * A secret: the configured one, else one the shop makes (SECRET_MIN_LENGTH and more: 64 random
 * characters) and keeps in the database, the first process to ask storing its own. Read once.
 */
function keptSecret(
  shop: AppDeps['shop'],
  key: string,
  configured: string | undefined,
): () => Promise<string> {
  if (configured !== undefined) return () => Promise.resolve(configured);
  let loading: Promise<string> | null = null;
  return () => {
    loading ??= new AuthRepository(shop).keepSecret(key, randomToken(48)).then((secret) => {
      if (secret === null) throw new Error(`the secret ${key} is missing`);
      return secret;
    });
    // A failed load is retried on the next call rather than remembered.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
}
