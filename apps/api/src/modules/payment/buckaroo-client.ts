/**
 * The shop's own small client of Buckaroo's JSON API (no SDK): start a transaction, pay one back
 * (refund) and ask its status, each request signed with the HMAC header. Failures come out as one BuckarooError with a
 * kind the payment service can act on: 'unreachable' (try again later), 'refused' (our keys are
 * wrong) or 'bad-answer'. A 200 answer that reports request errors (Status 491 and RequestErrors)
 * is returned as is: it is Buckaroo's verdict on the payment, not a transport failure.
 */
import { z } from 'zod';
import { type BuckarooCredentials, buckarooHmacHeader } from './buckaroo-hmac.ts';
import type {
  BuckarooRefundRequest,
  BuckarooTransactionRequest,
  BuckarooTransactionResponse,
} from './buckaroo-types.ts';

export type HttpTransport = (url: string, init: RequestInit) => Promise<Response>;

export type BuckarooErrorKind = 'unreachable' | 'refused' | 'bad-answer';

export class BuckarooError extends Error {
  constructor(
    message: string,
    readonly kind: BuckarooErrorKind,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BuckarooError';
  }
}

export interface BuckarooClientOptions {
  credentials: BuckarooCredentials | (() => Promise<BuckarooCredentials>);
  /** Buckaroo's JSON API base, ending with '/' (https://testcheckout.buckaroo.nl/json/). */
  apiUrl: string;
  /** The HTTP transport; global fetch by default, the in-process one for the test provider. */
  fetch?: HttpTransport;
  timeoutMs?: number;
}

/** Buckaroo asks integrations to say what they are (its "Software" header). */
const SOFTWARE = JSON.stringify({
  PlatformName: 'Kindershop',
  PlatformVersion: '0.1.0',
  ModuleSupplier: 'Kindershop',
  ModuleName: 'kindershop-buckaroo-json',
  ModuleVersion: '0.1.0',
});

/**
 * What every transaction answer has; the rest of BuckarooTransactionResponse is optional enough on
 * the wire that checking it would only reject answers the shop can still use.
 */
const TransactionAnswer = z.looseObject({
  Key: z.string(),
  Status: z.looseObject({
    Code: z.looseObject({ Code: z.number().int(), Description: z.string() }),
  }),
});

/** What a refund info answer must hold for the shop to use it. */
const RefundInfoAnswer = z.looseObject({
  TransactionKey: z.string(),
  IsRefundable: z.boolean(),
  MaximumRefundAmount: z.number().min(0),
  RefundCurrency: z.string(),
});
export type BuckarooRefundInfo = z.infer<typeof RefundInfoAnswer>;

export class BuckarooClient {
  readonly #credentials: () => Promise<BuckarooCredentials>;
  readonly #apiUrl: string;
  readonly #fetch: HttpTransport;
  readonly #timeoutMs: number;

  constructor(options: BuckarooClientOptions) {
    const { credentials } = options;
    this.#credentials = typeof credentials === 'function' ? credentials : async () => credentials;
    this.#apiUrl = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
    this.#fetch = options.fetch ?? ((url, init) => fetch(url, init));
    this.#timeoutMs = options.timeoutMs ?? 15_000;
  }

  /**
   * POST {apiUrl}Transaction: starts a payment. The answer holds the transaction key and either a
   * RequiredAction (redirect the shopper) or a status reached at once (transfer, Riverty).
   */
  startTransaction(
    request: BuckarooTransactionRequest,
    options: { culture?: string } = {},
  ): Promise<BuckarooTransactionResponse> {
    return this.#send('POST', `${this.#apiUrl}Transaction`, JSON.stringify(request), {
      culture: options.culture ?? 'nl-NL',
    });
  }

  /**
   * POST {apiUrl}Transaction with AmountCredit: pays back (part of) a successful payment. The
   * answer's status is Buckaroo's verdict: 190 paid back, 79x under way, anything else refused
   * (with RequestErrors or a SubCode saying why).
   */
  refund(
    request: BuckarooRefundRequest,
    options: { culture?: string } = {},
  ): Promise<BuckarooTransactionResponse> {
    return this.#send('POST', `${this.#apiUrl}Transaction`, JSON.stringify(request), {
      culture: options.culture ?? 'nl-NL',
    });
  }

  /**
   * GET {apiUrl}Transaction/RefundInfo/{key}: what can still be paid back of a payment
   * (MaximumRefundAmount, in the payment's currency), so what was paid back so far is known.
   */
  refundInfo(key: string): Promise<BuckarooRefundInfo> {
    return this.#send<BuckarooRefundInfo>(
      'GET',
      `${this.#apiUrl}Transaction/RefundInfo/${encodeURIComponent(key)}`,
      '',
      { culture: 'nl-NL' },
      RefundInfoAnswer,
    );
  }

  /** GET {apiUrl}Transaction/Status/{key}: the current status of a transaction. */
  transactionStatus(key: string): Promise<BuckarooTransactionResponse> {
    return this.#send('GET', `${this.#apiUrl}Transaction/Status/${encodeURIComponent(key)}`, '', {
      culture: 'nl-NL',
    });
  }

  async #send<T = BuckarooTransactionResponse>(
    method: 'GET' | 'POST',
    url: string,
    body: string,
    options: { culture: string },
    answer: z.ZodType = TransactionAnswer,
  ): Promise<T> {
    const credentials = await this.#credentials();
    const headers: Record<string, string> = {
      Authorization: buckarooHmacHeader(credentials, { method, url, body }),
      Accept: 'application/json',
      Culture: options.culture,
      Channel: 'Web',
      Software: SOFTWARE,
    };
    if (body !== '') headers['Content-Type'] = 'application/json';

    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(url, {
        method,
        headers,
        ...(body !== '' ? { body } : {}),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // The cause says why (refused connection, DNS); it never holds the request's headers.
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new BuckarooError(
        timedOut
          ? `Buckaroo did not answer within ${this.#timeoutMs} ms (${method} ${url})`
          : `Buckaroo is not reachable (${method} ${url})`,
        'unreachable',
        undefined,
        { cause: error },
      );
    }

    if (response.status === 401 || response.status === 403) {
      throw new BuckarooError(
        `Buckaroo refused the request (HTTP ${response.status}): check the website key and secret key`,
        'refused',
        response.status,
      );
    }
    if (!response.ok) {
      throw new BuckarooError(
        `Buckaroo answered HTTP ${response.status}${describe(text)}`,
        'bad-answer',
        response.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new BuckarooError(
        'Buckaroo answered something that is not JSON',
        'bad-answer',
        response.status,
      );
    }
    if (!answer.safeParse(json).success) {
      throw new BuckarooError(
        answer === TransactionAnswer
          ? 'Buckaroo answered JSON without a transaction key and status'
          : 'Buckaroo answered JSON without the fields asked for',
        'bad-answer',
        response.status,
      );
    }
    return json as T;
  }
}

/** Buckaroo's own short message of an error answer, when it sends one ({"Message": ...}). */
function describe(text: string): string {
  try {
    const message = (JSON.parse(text) as { Message?: unknown }).Message;
    return typeof message === 'string' && message !== '' ? `: ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}
