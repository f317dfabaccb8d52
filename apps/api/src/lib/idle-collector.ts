/**
 * Gives the memory of a burst of requests back once the process is quiet. V8 keeps the heap it
 * grew to under load: a worker of the embedded shop at 470-505 MB after the page load test was
 * still there 30 s later, where two full collections (70-76 ms each) brought it to 377 MB. The
 * first collection frees the garbage; the second returns the pages it freed (decision 99).
 *
 * So: when the heap grew by `growthBytes` since the last collection and no request came for
 * `quietMs`, it collects twice. A process that is never quiet never collects here (V8 keeps its
 * own pace then); a quiet one, or one with a request now and then that hardly grows its heap,
 * does not collect again and again.
 */
export class IdleCollector {
  #lastRequestAt = Number.NEGATIVE_INFINITY;
  #heapAfterCollection: number;

  constructor(
    private readonly options: {
      /** A full garbage collection (`globalThis.gc` under Node's --expose-gc). */
      collect: () => void;
      /** The heap's size now, in bytes (V8's committed heap). */
      heapBytes: () => number;
      /** Growth of the heap since the last collection worth collecting for. */
      growthBytes: number;
      /** How long without a request counts as quiet. */
      quietMs: number;
    },
  ) {
    this.#heapAfterCollection = options.heapBytes();
  }

  /** A request was answered at `now` (ms). */
  noteRequest(now: number): void {
    this.#lastRequestAt = now;
  }

  /** Collects when quiet with a heap grown enough; whether it collected. */
  check(now: number): boolean {
    if (now - this.#lastRequestAt < this.options.quietMs) return false;
    if (this.options.heapBytes() - this.#heapAfterCollection < this.options.growthBytes) {
      return false;
    }
    this.options.collect();
    this.options.collect();
    this.#heapAfterCollection = this.options.heapBytes();
    return true;
  }
}

/**
 * Checks `collector` every half quiet time on a timer that never keeps the process alive; returns
 * a function that stops it.
 */
export function checkWhileRunning(collector: IdleCollector, quietMs: number): () => void {
  const timer = setInterval(() => collector.check(Date.now()), Math.max(100, quietMs / 2));
  timer.unref();
  return () => clearInterval(timer);
}
