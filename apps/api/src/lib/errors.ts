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

  constructor(
    kind: DomainErrorKind,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return STATUS[this.kind];
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
