/**
 * Writes that overlap with the work of making the next one: while PostgreSQL runs one
 * statement, this process builds the following one, so a bulk load keeps both busy instead of
 * taking turns. At most `ahead` writes (default one) are unfinished, so memory stays bounded.
 * On PGlite, which runs in this process, the writes simply take their turns. More than one
 * write ahead needs the writes to wait for their connection themselves (ConnectionTurns).
 */
export class WriteQueue {
  #unfinished: Promise<void>[] = [];
  readonly #ahead: number;

  constructor(ahead = 1) {
    this.#ahead = ahead;
  }

  /**
   * Waits until fewer than `ahead` writes are unfinished (the error of a failed one is thrown
   * here), then starts `write` without waiting for it. `write` must start its work when called
   * (an async function does).
   */
  async push(write: () => Promise<void>): Promise<void> {
    // No await when there is room: `write` starts at once, before the caller goes on.
    while (this.#unfinished.length >= this.#ahead) await this.#unfinished.shift();
    const started = write();
    // Marked as handled: its error surfaces at a later push or the drain.
    started.catch(() => {});
    this.#unfinished.push(started);
  }

  /** Waits for every unfinished write; the first failed one's error is thrown here. */
  async drain(): Promise<void> {
    const unfinished = this.#unfinished;
    this.#unfinished = [];
    for (const write of unfinished) await write;
  }
}

/**
 * Turns on one connection (a transaction's): work started out of order (a read of what comes
 * next while a write is in flight) is sent when the work before it is done, as the client may
 * take one query at a time. Work run in a turn must not start another turn on the same object.
 */
export class ConnectionTurns {
  #last: Promise<unknown> = Promise.resolve();

  /** Runs `work` once the turns before it are done, failed or not. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#last.then(work);
    this.#last = result.catch(() => undefined);
    return result;
  }
}
