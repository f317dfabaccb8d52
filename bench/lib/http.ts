/** A benchmark's timed call: what the client waits for, from sending to the answer's last byte. */

export interface TimedAnswer {
  status: number;
  /** The answer's body as text (parse it after the clock stopped). */
  text: string;
  ms: number;
}

/** POSTs `body` as JSON to `url` and times it until the whole answer is read. */
export async function timedPost(url: string, body: unknown): Promise<TimedAnswer> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}
