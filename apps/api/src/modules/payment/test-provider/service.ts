/**
 * The built-in test payment provider's use cases. It behaves like Buckaroo towards the shop:
 * a transaction request gets a key and either a redirect to a payment page (here: a page where
 * the tester picks the outcome), transfer instructions, or an immediate verdict (Riverty); every
 * final status is announced to the shop by a signed JSON push. Its transactions live in the
 * database (its repository), so any process of the shop can serve them.
 */
import { randomBytes } from 'node:crypto';
import type { ShopDatabase } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { type BuckarooCredentials, buckarooHmacHeader } from '../buckaroo-hmac.ts';
import {
  BUCKAROO_STATUS,
  BUCKAROO_STATUS_DESCRIPTIONS,
  type BuckarooParameter,
  type BuckarooService,
  type BuckarooTransactionResponse,
  IDEAL_ISSUERS,
} from '../buckaroo-types.ts';
import { type TestTransaction, TestTransactionRepository } from './repository.ts';
import {
  chooseService,
  RIVERTY,
  type TestRefundRequest,
  type TestTransactionRequest,
  TRANSFER,
} from './request.ts';

export type { TestTransaction } from './repository.ts';

/** What the tester may do on the payment page. */
export type TestPaymentAction = 'approve' | 'cancel' | 'fail';

/** Riverty's test verdict: accepted up to this amount (cents), rejected above it. */
const RIVERTY_ACCEPT_LIMIT = 100_000;

/**
 * The account the test instructions name. Its check digits are deliberately wrong (mod 97 gives
 * 9, not 1), so no bank accepts a transfer to it should a tester try one.
 */
const TRANSFER_ACCOUNT = {
  IBAN: 'NL44RABO0417164300',
  BIC: 'RABONL2U',
  AccountHolderName: 'Kindershop (test)',
  AccountHolderCity: 'Utrecht',
  AccountHolderCountry: 'NL',
};

const STATUS_BY_ACTION: Record<TestPaymentAction, number> = {
  approve: BUCKAROO_STATUS.SUCCESS,
  cancel: BUCKAROO_STATUS.CANCELLED_BY_USER,
  fail: BUCKAROO_STATUS.FAILED,
};

/** Retries of a push the shop did not accept, as Buckaroo retries its own. */
const DEFAULT_PUSH_DELAYS_MS = [250, 2_000, 10_000, 60_000];
const PUSH_TIMEOUT_MS = 10_000;

type RequestErrors = NonNullable<BuckarooTransactionResponse['RequestErrors']>;

export interface TestPaymentProviderOptions {
  credentials: () => Promise<BuckarooCredentials>;
  publicUrl: string;
  deliverPush: (url: string, init: RequestInit) => Promise<Response>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Waits before the attempts of a push sent after an answer (Riverty); the first may be 0. */
  pushDelaysMs?: readonly number[];
  /** Told when such a push was accepted (true) or its last attempt was refused (false). */
  onPushSettled?: (transactionKey: string, delivered: boolean) => void;
}

export class TestPaymentProvider {
  readonly #timers = new Set<NodeJS.Timeout>();
  #closed = false;

  private readonly transactions: TestTransactionRepository;

  constructor(
    shop: ShopDatabase,
    private readonly options: TestPaymentProviderOptions,
  ) {
    this.transactions = new TestTransactionRepository(shop);
  }

  /**
   * Starts a transaction: checks the service and its parameters, stores the transaction and
   * answers as Buckaroo would. When the status is final at once (Riverty) the caller pushes it
   * with pushLater once the answer is out, as Buckaroo does. A refused request (491) is stored
   * too, so its key answers status calls like any other.
   */
  async start(
    request: TestTransactionRequest,
    context: { culture: string; websiteKey: string },
  ): Promise<{ answer: BuckarooTransactionResponse; transaction: TestTransaction }> {
    const chosen = chooseService(request);
    let statusCode: number;
    let errors: RequestErrors | null = null;
    const amount = Math.round(request.AmountDebit * 100);
    if ('error' in chosen) {
      statusCode = BUCKAROO_STATUS.VALIDATION_FAILURE;
      errors = chosen.error;
    } else if (
      chosen.service === 'ideal' &&
      chosen.issuer !== null &&
      !isIdealIssuer(chosen.issuer)
    ) {
      statusCode = BUCKAROO_STATUS.VALIDATION_FAILURE;
      errors = {
        ParameterErrors: [
          {
            Service: 'ideal',
            Action: 'Pay',
            Name: 'issuer',
            ErrorMessage: `Parameter "issuer" has an unknown value: ${chosen.issuer.slice(0, 20)}`,
          },
        ],
      };
    } else if (chosen.service === TRANSFER) {
      statusCode = BUCKAROO_STATUS.AWAITING_CONSUMER;
    } else if (chosen.service === RIVERTY) {
      statusCode =
        amount <= RIVERTY_ACCEPT_LIMIT ? BUCKAROO_STATUS.SUCCESS : BUCKAROO_STATUS.REJECTED;
    } else {
      statusCode = BUCKAROO_STATUS.PENDING_PROCESSING;
    }

    const now = this.options.now();
    const transaction = await this.transactions.insert({
      key: randomBytes(16).toString('hex').toUpperCase(),
      websiteKey: context.websiteKey,
      serviceCode: 'error' in chosen ? chosen.named : chosen.service,
      invoice: request.Invoice,
      description: request.Description,
      amount,
      currency: request.Currency,
      culture: context.culture,
      issuer: 'error' in chosen ? null : chosen.issuer,
      statusCode,
      returnUrl: request.ReturnURL,
      // Buckaroo falls back to ReturnURL for an outcome without its own address.
      returnUrlCancel: request.ReturnURLCancel ?? request.ReturnURL,
      returnUrlError: request.ReturnURLError ?? request.ReturnURL,
      returnUrlReject: request.ReturnURLReject ?? request.ReturnURL,
      pushUrl: request.PushURL,
      createdAt: now,
      updatedAt: now,
    });
    if (!transaction) throw new Error('the test transaction was not stored');
    return { answer: { ...this.answerOf(transaction), RequestErrors: errors }, transaction };
  }

  /**
   * Pays back (part of) a payment as Buckaroo does: the original must be a successful payment of
   * the same service and currency, and the refunds together never exceed what it paid; else the
   * refund is refused (491, with the request errors saying why). A refund is final at once and
   * is stored as a transaction of its own, naming its original.
   */
  async refund(
    request: TestRefundRequest,
    context: { culture: string; websiteKey: string },
  ): Promise<BuckarooTransactionResponse> {
    const amount = Math.round(request.AmountCredit * 100);
    const [service] = request.Services.ServiceList;
    const original = await this.transactions.findByKey(request.OriginalTransactionKey);
    const errors = await this.refundErrors(request, original, amount);
    const now = this.options.now();
    const transaction = await this.transactions.insert({
      key: randomBytes(16).toString('hex').toUpperCase(),
      websiteKey: context.websiteKey,
      serviceCode: service?.Name.slice(0, 100) ?? 'none',
      invoice: request.Invoice,
      description: request.Description,
      amount,
      currency: request.Currency,
      culture: context.culture,
      issuer: null,
      statusCode: errors ? BUCKAROO_STATUS.VALIDATION_FAILURE : BUCKAROO_STATUS.SUCCESS,
      // A refund has no pages to return to.
      returnUrl: '',
      returnUrlCancel: '',
      returnUrlError: '',
      returnUrlReject: '',
      pushUrl: request.PushURL ?? '',
      originalKey: request.OriginalTransactionKey,
      createdAt: now,
      updatedAt: now,
    });
    if (!transaction) throw new Error('the test refund was not stored');
    return {
      ...this.answerOf(transaction),
      AmountDebit: 0,
      AmountCredit: amount / 100,
      MutationType: 2,
      RequestErrors: errors,
    };
  }

  /** Why Buckaroo would refuse a refund; null when it pays it back. */
  private async refundErrors(
    request: TestRefundRequest,
    original: TestTransaction | null,
    amount: number,
  ): Promise<RequestErrors | null> {
    const [service] = request.Services.ServiceList;
    const parameter = (Name: string, ErrorMessage: string): RequestErrors => ({
      ParameterErrors: [{ Service: service?.Name ?? '', Action: 'Refund', Name, ErrorMessage }],
    });
    if (service?.Action.toLowerCase() !== 'refund') {
      return {
        ActionErrors: [
          {
            Service: service?.Name ?? '',
            Name: service?.Action ?? '',
            ErrorMessage: 'A credit needs the action Refund.',
          },
        ],
      };
    }
    if (!original || original.originalKey !== null) {
      return parameter('OriginalTransactionKey', 'No payment with this key can be refunded.');
    }
    if (original.statusCode !== BUCKAROO_STATUS.SUCCESS) {
      return parameter('OriginalTransactionKey', 'The original transaction was not successful.');
    }
    if (serviceCodeOf(original)?.toLowerCase() !== service.Name.toLowerCase()) {
      return {
        ServiceErrors: [
          {
            Name: service.Name,
            ErrorMessage: 'The service differs from the original transaction.',
          },
        ],
      };
    }
    if (original.currency !== request.Currency) {
      return parameter('Currency', 'The currency differs from the original transaction.');
    }
    const left = original.amount - (await this.transactions.refundedOf(original.key));
    if (amount > left) {
      return parameter(
        'AmountCredit',
        `The amount exceeds what can still be refunded (${(left / 100).toFixed(2)}).`,
      );
    }
    return null;
  }

  /**
   * What can still be paid back of a payment (Buckaroo's RefundInfo): its amount less its
   * successful refunds; a failed or unfinished payment has nothing refundable.
   */
  async refundInfo(key: string) {
    const original = await this.transactions.findByKey(key);
    if (!original || original.originalKey !== null) return null;
    const paid = original.statusCode === BUCKAROO_STATUS.SUCCESS;
    const left = paid
      ? Math.max(0, original.amount - (await this.transactions.refundedOf(original.key)))
      : 0;
    return {
      TransactionKey: original.key,
      ServiceCode: serviceCodeOf(original) ?? '',
      IsRefundable: left > 0,
      MaximumRefundAmount: left / 100,
      RefundCurrency: original.currency,
      AllOrNothing: false,
      ActionRequired: false,
    };
  }

  find(key: string): Promise<TestTransaction | null> {
    return this.transactions.findByKey(key);
  }

  /**
   * The tester's verdict on a pending transaction. Only the first verdict counts: the update is
   * conditional on a pending status, so a double click or a replayed form changes nothing and
   * `changed` tells the caller whether this call made the change (and must push it).
   */
  async finish(
    key: string,
    action: TestPaymentAction,
  ): Promise<{ transaction: TestTransaction; changed: boolean } | null> {
    const updated = await this.transactions.finishPending(
      key,
      STATUS_BY_ACTION[action],
      this.options.now(),
    );
    if (updated) return { transaction: updated, changed: true };
    const current = await this.find(key);
    return current ? { transaction: current, changed: false } : null;
  }

  /** The transaction as Buckaroo's answer to a request, a status call or inside a push. */
  answerOf(transaction: TestTransaction): BuckarooTransactionResponse {
    const code = transaction.statusCode;
    const redirect =
      code === BUCKAROO_STATUS.PENDING_PROCESSING
        ? {
            Name: 'Redirect',
            Type: 'Redirect',
            RedirectURL: this.pageUrl(transaction.key),
            RequestedInformation: null,
            PayRemainderDetails: null,
            TypeDeprecated: 0,
          }
        : null;
    const services = servicesOf(transaction);
    return {
      Key: transaction.key,
      Status: {
        Code: { Code: code, Description: BUCKAROO_STATUS_DESCRIPTIONS[code] ?? 'Unknown' },
        SubCode: null,
        DateTime: transaction.updatedAt.toISOString().slice(0, 19),
      },
      RequiredAction: redirect,
      Services: services.length > 0 ? services : null,
      CustomParameters: null,
      AdditionalParameters: null,
      RequestErrors: null,
      Invoice: transaction.invoice,
      // Until the shopper picks one, a choice of card brands has no service yet.
      ServiceCode: serviceCodeOf(transaction),
      IsTest: true,
      Currency: transaction.currency,
      AmountDebit: transaction.amount / 100,
      TransactionType: null,
      MutationType: 1,
      RelatedTransactions: null,
      ConsumerMessage: null,
      Order: null,
      IssuingCountry: null,
      StartRecurrent: false,
      Recurring: false,
      CustomerName: null,
      PayerHash: null,
      PaymentKey: null,
    };
  }

  /** The payment page of a transaction, at the shop's public address. */
  pageUrl(key: string): string {
    return `${this.options.publicUrl}/test-payment/pay/${key}`;
  }

  /**
   * Sends the signed push of a transaction's current status to its PushURL once. true when the
   * shop accepted it (2xx); a refusal or a transport failure is logged and answers false.
   */
  async deliverPush(transaction: TestTransaction): Promise<boolean> {
    const body = JSON.stringify({ Transaction: this.answerOf(transaction) });
    const log = { key: transaction.key, status: transaction.statusCode };
    try {
      const credentials = await this.options.credentials();
      const response = await this.options.deliverPush(transaction.pushUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: buckarooHmacHeader(credentials, {
            method: 'POST',
            url: transaction.pushUrl,
            body,
          }),
        },
        body,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      this.options.log.warn({ ...log, answer: response.status }, 'the shop refused a test push');
    } catch (error) {
      this.options.log.warn({ ...log, err: error }, 'a test push could not be delivered');
    }
    return false;
  }

  /**
   * Pushes a status decided while answering (Riverty) after the answer is out: the shop stores
   * the transaction key only once it has the answer, so an earlier push could not be matched.
   * Like Buckaroo, it tries again a few times while the shop does not accept it.
   */
  pushLater(transaction: TestTransaction): void {
    const delays = this.options.pushDelaysMs ?? DEFAULT_PUSH_DELAYS_MS;
    const attempt = (index: number) => {
      if (this.#closed) return;
      if (index >= delays.length) {
        this.options.log.warn(
          { transaction: transaction.key, attempts: delays.length },
          'the shop accepted no attempt of a test push: given up',
        );
        this.options.onPushSettled?.(transaction.key, false);
        return;
      }
      const timer = setTimeout(async () => {
        this.#timers.delete(timer);
        if (this.#closed) return;
        if (await this.deliverPush(transaction))
          this.options.onPushSettled?.(transaction.key, true);
        else attempt(index + 1);
      }, delays[index]);
      timer.unref();
      this.#timers.add(timer);
    };
    attempt(0);
  }

  /** Stops pushes still waiting for their turn (the app is closing). */
  close(): void {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }
}

/** The shop's return address for a transaction's outcome. */
export function returnUrlOf(transaction: TestTransaction): string {
  const code = transaction.statusCode;
  if (code === BUCKAROO_STATUS.SUCCESS) return transaction.returnUrl;
  if (code === BUCKAROO_STATUS.REJECTED) return transaction.returnUrlReject;
  if (
    code === BUCKAROO_STATUS.CANCELLED_BY_USER ||
    code === BUCKAROO_STATUS.CANCELLED_BY_MERCHANT
  ) {
    return transaction.returnUrlCancel;
  }
  if (isPending(code)) return transaction.returnUrl;
  return transaction.returnUrlError;
}

export function isPending(statusCode: number): boolean {
  return statusCode >= BUCKAROO_STATUS.PENDING_INPUT && statusCode <= BUCKAROO_STATUS.ON_HOLD;
}

/** The bank transfer instructions of a transfer transaction; [] for other services. */
export function transferInstructions(transaction: TestTransaction): BuckarooParameter[] {
  if (transaction.serviceCode !== TRANSFER) return [];
  return [
    { Name: 'PaymentReference', Value: paymentReference(transaction.key) },
    { Name: 'IBAN', Value: TRANSFER_ACCOUNT.IBAN },
    { Name: 'BIC', Value: TRANSFER_ACCOUNT.BIC },
    { Name: 'AccountHolderName', Value: TRANSFER_ACCOUNT.AccountHolderName },
    { Name: 'AccountHolderCity', Value: TRANSFER_ACCOUNT.AccountHolderCity },
    { Name: 'AccountHolderCountry', Value: TRANSFER_ACCOUNT.AccountHolderCountry },
    { Name: 'Amount', Value: (transaction.amount / 100).toFixed(2) },
  ];
}

export function idealIssuerName(code: string | null): string | null {
  if (code === null) return null;
  return IDEAL_ISSUERS.find((issuer) => issuer.code === code)?.name ?? code;
}

function isIdealIssuer(code: string): boolean {
  return IDEAL_ISSUERS.some((issuer) => issuer.code === code);
}

/** Buckaroo's 16-digit transfer reference; derived from the key, so it needs no column. */
function paymentReference(key: string): string {
  return (BigInt(`0x${key}`) % 10n ** 16n).toString().padStart(16, '0');
}

function servicesOf(transaction: TestTransaction): BuckarooService[] {
  const instructions = transferInstructions(transaction);
  if (instructions.length > 0) {
    return [{ Name: TRANSFER, Action: 'Pay', Parameters: instructions }];
  }
  if (transaction.serviceCode === 'ideal' && transaction.issuer) {
    return [
      {
        Name: 'ideal',
        Action: 'Pay',
        Parameters: [{ Name: 'consumerIssuer', Value: idealIssuerName(transaction.issuer) ?? '' }],
      },
    ];
  }
  return [];
}

function serviceCodeOf(transaction: TestTransaction): string | null {
  const [first = null, ...others] = transaction.serviceCode.split(',');
  if (others.length === 0) return first;
  return transaction.statusCode === BUCKAROO_STATUS.SUCCESS ? first : null;
}
