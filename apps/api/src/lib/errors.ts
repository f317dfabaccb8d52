/**
 * The one error type services throw. Its kind maps to the HTTP status of the `{code, result}`
 * answer; its message is what the shopper or integrator reads, so it says what is wrong.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'too_many_requests'
  | 'unavailable';

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
};

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** For too_many_requests: seconds until a retry can succeed (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined;
  /**
   * The request field the problem is about (dotted path, e.g. customer.lastname), when the
   * message itself is a field rule's key that does not say which field it is.
   */
  readonly field: string | undefined;
  /** What exactly is wrong, one line a problem (the answer's meta.errors), under a summary message. */
  readonly details: readonly string[] | undefined;

  constructor(
    kind: DomainErrorKind,
    message: string,
    options: { retryAfterSeconds?: number; field?: string; details?: readonly string[] } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
    this.details = options.details;
  }

  get statusCode(): number {
    return STATUS[this.kind];
  }
}

/** A 400; `field` names the request field when the message does not. */
export const invalid = (message: string, field?: string) =>
  new DomainError('invalid', message, field ? { field } : {});
export const notFound = (message: string) => new DomainError('not_found', message);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
