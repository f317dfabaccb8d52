/**
 * Password hashes: argon2id (hash-wasm, pure WebAssembly, so nothing compiles at install) with
 * the OWASP minimum of 19 MiB memory, 2 passes, 1 lane, in the PHC string format. A hash takes
 * a few hundred milliseconds of one core, so it never runs on the event loop that serves every
 * other request: a small pool of worker threads does the hashing and the checking
 * (password-worker.mjs; decision record 0051). A stored hash names its own parameters, so hashes
 * made with other parameters keep verifying.
 */
import { randomBytes } from 'node:crypto';
import { WorkerPool } from '../../lib/worker-pool.ts';

/** The parameters of every new hash (PHC `$argon2id$v=19$m=19456,t=2,p=1$…`, 32 bytes). */
const PASSWORD_HASH_PARAMETERS = {
  parallelism: 1,
  iterations: 2,
  memorySize: 19_456,
  hashLength: 32,
} as const;

type PasswordJob =
  | { kind: 'hash'; password: string; parameters: typeof PASSWORD_HASH_PARAMETERS }
  | { kind: 'verify'; password: string; hash: string };

export interface PasswordHashingOptions {
  /** Worker threads at most (PASSWORD_HASH_WORKERS). */
  workers: number;
  /** Hashes that may wait for a worker (PASSWORD_HASH_QUEUE); one more answers 503 busy. */
  maxQueued: number;
  /** Told when a hashing worker dies (its request is answered 503 busy). */
  onCrash?: (error: unknown) => void;
  /** The workers' script: password-worker.mjs (tests give one that fails on purpose). */
  script?: URL;
}

export class PasswordHasher {
  readonly #pool: WorkerPool<PasswordJob, string | boolean>;
  #dummyHash: Promise<string> | null = null;

  constructor(options: PasswordHashingOptions) {
    this.#pool = new WorkerPool({
      script: options.script ?? new URL('./password-worker.mjs', import.meta.url),
      size: options.workers,
      maxQueued: options.maxQueued,
      ...(options.onCrash ? { onCrash: options.onCrash } : {}),
    });
  }

  /** The PHC string (`$argon2id$v=19$m=…`) of a password with a fresh random salt. */
  async hash(password: string): Promise<string> {
    const hash = await this.#pool.run({
      kind: 'hash',
      password,
      parameters: PASSWORD_HASH_PARAMETERS,
    });
    return String(hash);
  }

  /**
   * Whether a password matches a stored hash; false (never a throw) for a damaged hash. A pool
   * that cannot take the check (busy, or its worker died) throws the busy 503 instead: that is
   * no wrong password.
   */
  async verify(password: string, hash: string): Promise<boolean> {
    return (await this.#pool.run({ kind: 'verify', password, hash })) === true;
  }

  /**
   * Spends the time of one verification when there is no account to check, so that a login with
   * an unknown e-mail takes as long as one with a wrong password.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    this.#dummyHash ??= this.hash(randomBytes(18).toString('base64'));
    const dummy = this.#dummyHash;
    // A dummy that could not be made is made again by the next call.
    dummy.catch(() => {
      if (this.#dummyHash === dummy) this.#dummyHash = null;
    });
    await this.verify(password, await dummy);
    return false;
  }

  /** The thread ids of the hashing workers running now (none before the first hash). */
  get threadIds(): number[] {
    return this.#pool.threadIds;
  }

  /** Ends the workers (at shutdown). */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
