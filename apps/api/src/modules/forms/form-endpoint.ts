/**
 * The mailing platform's form endpoint (Copernica-style): the shop POSTs one submission as a flat
 * JSON object of text fields. The endpoint's answer decides: a body with `result.error.message`
 * is a refusal (whatever the status); any other 2xx took the submission; no answer, a timeout or
 * another status is no verdict, so the submission is tried again later.
 */

/** What one attempt came to. */
export type ForwardOutcome =
  | { outcome: 'accepted' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'unavailable'; error: string };

export interface FormEndpoint {
  send(fields: Record<string, string>): Promise<ForwardOutcome>;
}

export class HttpFormEndpoint implements FormEndpoint {
  constructor(
    private readonly options: {
      url: string;
      /** Sent as `Authorization: Bearer <token>` when set. */
      token?: string | undefined;
      timeoutMs: number;
      fetch?: typeof fetch;
    },
  ) {}

  async send(fields: Record<string, string>): Promise<ForwardOutcome> {
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    let text: string;
    try {
      response = await doFetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
        },
        body: JSON.stringify(fields),
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      return {
        outcome: 'unavailable',
        error:
          name === 'TimeoutError'
            ? `no answer within ${this.options.timeoutMs} ms`
            : `unreachable: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const refusal = errorMessageOf(text);
    if (refusal !== null) return { outcome: 'refused', message: refusal };
    if (response.ok) return { outcome: 'accepted' };
    return { outcome: 'unavailable', error: `answered ${response.status}` };
  }
}

/** `result.error.message` of a JSON answer (a text of at most 500 characters), else null. */
function errorMessageOf(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const message = (body as { result?: { error?: { message?: unknown } } } | null)?.result?.error
    ?.message;
  if (message === undefined || message === null) return null;
  const words = typeof message === 'string' ? message : JSON.stringify(message);
  return (words.trim() || 'refused').slice(0, 500);
}
