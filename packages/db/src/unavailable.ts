/**
 * Which errors mean "the database cannot serve right now" rather than "this request is wrong":
 * the server is down, restarting, unreachable, out of connections or resources, a statement ran
 * past its timeout, or a transaction lost a deadlock or serialization race. A request that meets
 * one may succeed when tried again a little later, so the API answers 503 with Retry-After.
 */
/** The embedded database's calls waited longer than the limit for their turn. */
export class DatabaseBusyError extends Error {
  override readonly name = 'DatabaseBusyError';
  constructor(readonly waitedMs: number) {
    super(`The database did not take the statement within ${waitedMs} ms`);
  }
}

/**
 * A statement refused at once because too many calls already wait for a database connection
 * (the pool's queue is full): the database is up but the shop is overloaded, so waiting in
 * line for the connect timeout would only make the answer slower.
 */
export class DatabaseQueueFullError extends Error {
  override readonly name = 'DatabaseQueueFullError';
  constructor(readonly waiting: number) {
    super(`${waiting} calls already wait for a database connection`);
  }
}

/** Whether `error` (or an error it wraps) is a refusal of a full connection queue. */
export function isDatabaseQueueFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DatabaseQueueFullError) return true;
    if (typeof current !== 'object') return false;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Network errors of the connection to the server. */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE codes and classes (PostgreSQL's appendix A) that a retry may get past: 08 connection
 * exceptions, 53 insufficient resources (too many connections, disk full), 57 operator
 * intervention (statement timeout 57014, shutdown 57P01-57P03), 40001 serialization failure,
 * 40P01 deadlock, 55P03 lock not available, 25P03 idle-in-transaction timeout.
 */
const RETRYABLE_CLASSES = ['08', '53', '57'];
const RETRYABLE_CODES: ReadonlySet<string> = new Set(['40001', '40P01', '55P03', '25P03']);

/** Messages of node-postgres and its pool for a connection that is gone or never came. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed|Cannot use a pool after calling end|PGlite is closed/i;

/** Whether `error` (or an error it wraps, such as Drizzle's query error) is one of those. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DatabaseBusyError || current instanceof DatabaseQueueFullError) {
      return true;
    }
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || RETRYABLE_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && RETRYABLE_CLASSES.includes(code.slice(0, 2))) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
