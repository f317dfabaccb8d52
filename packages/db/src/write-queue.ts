/**
 * Writes that overlap with the work of making the next one: while PostgreSQL runs one
 * statement, this process builds the following one, so a bulk load keeps both busy instead of
 * taking turns. One write at most is unfinished, so memory stays bounded. On PGlite, which runs
 * in this process, the writes simply take their turns.
 */
export class WriteQueue {
  #inFlight: Promise<void> | null = null;

  /**
   * Waits for the previous write (its error is thrown here), then starts `write` without
   * waiting for it. `write` must start its statement when called (an async function does).
   */
  async push(write: () => Promise<void>): Promise<void> {
    // No await when nothing is in flight: `write` starts at once, before the caller goes on.
    if (this.#inFlight) await this.drain();
    const started = write();
    // Marked as handled: its error surfaces at the next push or drain.
    started.catch(() => {});
    this.#inFlight = started;
  }

  /** Waits for the last write; its error is thrown here. */
  async drain(): Promise<void> {
    const last = this.#inFlight;
    this.#inFlight = null;
    await last;
  }
}
