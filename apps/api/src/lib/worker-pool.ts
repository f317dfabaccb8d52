/**
 * A small pool of worker threads for CPU-heavy work that must never run on the event loop that
 * serves requests (password hashing, decision record 0051). Workers start when work comes (a
 * process that never hashes starts none) and each does one job at a time; jobs beyond the
 * workers wait in a bounded queue, and past it a call is refused with the shop's busy answer
 * (503 with Retry-After) instead of waiting ever longer. A worker that dies refuses only the job
 * it was doing, with the same busy answer; the pool starts another for the next job. `close`
 * ends the workers and refuses whatever still waits. Idle workers never keep the process alive.
 *
 * The worker script gets `{id, job}` and answers `{id, ok: true, answer}` or
 * `{id, ok: false, message}` (a job that failed: its caller gets an Error, the worker lives on).
 */
import { Worker } from 'node:worker_threads';
import { DomainError } from './errors.ts';

/** Seconds a caller refused by a full queue or a dead worker should wait before trying again. */
const RETRY_AFTER_SECONDS = 2;

export interface WorkerPoolOptions {
  /** The worker's script: plain JavaScript, which runs in a worker however the API is started. */
  script: URL;
  /** Workers at most. */
  size: number;
  /** Jobs that may wait for a worker; one more is refused as busy. */
  maxQueued: number;
  /** Told when a worker dies (its job is refused; the next job starts a new worker). */
  onCrash?: (error: unknown) => void;
}

interface Job {
  id: number;
  input: unknown;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  current: Job | null;
  /** Why the worker is ending, when it failed with an uncaught error. */
  failure?: unknown;
}

type WorkerAnswer =
  | { id: number; ok: true; answer: unknown }
  | { id: number; ok: false; message: string };

export class WorkerPool<Input, Answer> {
  readonly #slots = new Set<Slot>();
  readonly #queue: Job[] = [];
  #nextId = 0;
  #closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new Error('a worker pool needs at least one worker');
    }
  }

  /** Runs `input` on a worker; its answer, or a 503 DomainError when the pool cannot take it. */
  run(input: Input): Promise<Answer> {
    return new Promise<unknown>((resolve, reject) => {
      if (this.#closed) {
        reject(busy());
        return;
      }
      const job: Job = { id: this.#nextId++, input, resolve, reject };
      const idle = [...this.#slots].find((slot) => slot.current === null);
      if (idle) this.#start(idle, job);
      else if (this.#slots.size < this.options.size) this.#start(this.#spawn(), job);
      else if (this.#queue.length < this.options.maxQueued) this.#queue.push(job);
      else reject(busy());
    }) as Promise<Answer>;
  }

  /** The thread ids of the workers running now (none before the first job). */
  get threadIds(): number[] {
    return [...this.#slots].map((slot) => slot.worker.threadId);
  }

  /** Ends every worker; running and waiting jobs are refused as busy. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(busy());
    await Promise.all([...this.#slots].map((slot) => slot.worker.terminate()));
  }

  #spawn(): Slot {
    // No loader flags of the parent (such as a TypeScript loader): the script is plain JavaScript.
    const worker = new Worker(this.options.script, { execArgv: [] });
    const slot: Slot = { worker, current: null };
    this.#slots.add(slot);
    worker.on('message', (message: WorkerAnswer) => this.#answered(slot, message));
    worker.on('error', (error) => {
      slot.failure = error;
    });
    worker.on('exit', () => this.#exited(slot));
    return slot;
  }

  #start(slot: Slot, job: Job): void {
    slot.current = job;
    slot.worker.ref();
    slot.worker.postMessage({ id: job.id, job: job.input });
  }

  #answered(slot: Slot, message: WorkerAnswer): void {
    const job = slot.current;
    if (!job || job.id !== message.id) return;
    slot.current = null;
    if (message.ok) job.resolve(message.answer);
    else job.reject(new Error(message.message));
    this.#next(slot);
  }

  #next(slot: Slot): void {
    const job = this.#queue.shift();
    if (job) this.#start(slot, job);
    else slot.worker.unref();
  }

  #exited(slot: Slot): void {
    this.#slots.delete(slot);
    const job = slot.current;
    slot.current = null;
    if (this.#closed) {
      job?.reject(busy());
      return;
    }
    this.options.onCrash?.(slot.failure ?? new Error('a pool worker exited'));
    job?.reject(busy());
    // The jobs waiting for a worker get a new one.
    const waiting = this.#queue.shift();
    if (waiting) this.#start(this.#spawn(), waiting);
  }
}

function busy(): DomainError {
  return new DomainError(
    'unavailable',
    'shop.busy',
    {},
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}
