/**
 * Work a request starts but does not wait for (it runs after the answer is out), tracked so a
 * shutdown or a test can wait until it is done. A failure is logged, never thrown at anyone.
 */
export class BackgroundTasks {
  readonly #running = new Set<Promise<void>>();

  constructor(private readonly log: { error: (object: object, message: string) => void }) {}

  /** Runs `task` after the current call stack; its failure is logged as `what`. */
  run(what: string, task: () => Promise<void>): void {
    const promise: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error) => this.log.error({ err: error }, `${what} failed`))
      .finally(() => this.#running.delete(promise));
    this.#running.add(promise);
  }

  /** Resolves once no task runs (also tasks started by tasks). */
  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }
}
