import {
  type ErrorMessageKey,
  type ErrorMessageParams,
  englishErrorMessage,
  errorMessageOfText,
  type MessageParamValues,
} from '@shop/contracts';

/**
 * The one error type services throw. Its kind maps to the HTTP status of the `{code, result}`
 * answer; its message key (packages/contracts messages.ts) gives the English text of `result`
 * (what the shopper or integrator reads, so it says what is wrong) and travels with its
 * parameters in `meta`, so the storefront can say it in the page's language.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'too_many_requests'
  | 'unavailable'
  /** Well-formed, but a system behind the shop refused it (422). */
  | 'unprocessable';

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
  unprocessable: 422,
};

/** The parameters of a key as arguments: none for a key without placeholders. */
export type ParamsArgument<K extends ErrorMessageKey> = [keyof ErrorMessageParams<K>] extends [
  never,
]
  ? [params?: ErrorMessageParams<K>]
  : [params: ErrorMessageParams<K>];

export interface DomainErrorOptions {
  /** For too_many_requests: seconds until a retry can succeed (the Retry-After header). */
  retryAfterSeconds?: number;
  /**
   * The request field the problem is about (dotted path, e.g. customer.lastname), when the
   * message itself is a field rule's that does not say which field it is.
   */
  field?: string;
  /** What exactly is wrong, one line a problem (the answer's meta.errors), under a summary message. */
  details?: readonly string[];
}

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** The message key of the answer (meta.key); its template with `params` is the message. */
  readonly key: ErrorMessageKey;
  readonly params: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | undefined;
  readonly field: string | undefined;
  readonly details: readonly string[] | undefined;

  constructor(
    kind: DomainErrorKind,
    key: ErrorMessageKey,
    params: MessageParamValues = {},
    options: DomainErrorOptions = {},
  ) {
    super(englishErrorMessage(key, params));
    this.name = 'DomainError';
    this.kind = kind;
    this.key = key;
    // On the wire every parameter is text, whatever its type here.
    this.params = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, String(value)]),
    );
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
    this.details = options.details;
  }

  get statusCode(): number {
    return STATUS[this.kind];
  }
}

/** An error of `kind` with a key and the parameters its template names (type-checked). */
export function domainError<K extends ErrorMessageKey>(
  kind: DomainErrorKind,
  key: K,
  ...[params]: ParamsArgument<K>
): DomainError {
  return new DomainError(kind, key, params ?? {});
}

/**
 * An error of a text a rule outside the API wrote (packages/core's stock, coupon and field rules
 * write the spec's English): its key is the template the text fills, so the answer's `result`
 * stays exactly that text. A text no template fits keeps its words under 'error.other'.
 */
export function domainErrorOfText(
  kind: DomainErrorKind,
  text: string,
  options: DomainErrorOptions = {},
): DomainError {
  const known = errorMessageOfText(text);
  return known
    ? new DomainError(kind, known.key, known.params, options)
    : new DomainError(kind, 'error.other', { message: text }, options);
}

/** A 400 of a key. */
export const invalid = <K extends ErrorMessageKey>(key: K, ...params: ParamsArgument<K>) =>
  domainError('invalid', key, ...params);
/** A 400 of a field rule's text (packages/core), naming the request field it is about. */
export const invalidField = (text: string, field: string) =>
  domainErrorOfText('invalid', text, { field });
export const notFound = <K extends ErrorMessageKey>(key: K, ...params: ParamsArgument<K>) =>
  domainError('not_found', key, ...params);
export const unauthorized = <K extends ErrorMessageKey>(key: K, ...params: ParamsArgument<K>) =>
  domainError('unauthorized', key, ...params);
