/**
 * The worker thread of the password hashing pool (passwords.ts): argon2id in WebAssembly, one job
 * at a time, off the event loop that serves requests. Plain JavaScript, so it starts the same
 * way whether the API runs through a TypeScript loader (npm start, the journeys), under Vitest or
 * compiled: a worker thread gets no loader of its own.
 *
 * A job is `{id, job: {kind: 'hash', password, parameters} | {kind: 'verify', password, hash}}`;
 * the answer is `{id, ok: true, answer}` or `{id, ok: false, message}` for a job that failed.
 * A stored hash that cannot be read verifies as false rather than failing.
 */
import { randomBytes } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { argon2id, argon2Verify } from 'hash-wasm';

/** @param {{kind: string, password: string, hash?: string, parameters?: object}} job */
async function run(job) {
  if (job.kind === 'hash') {
    return argon2id({
      ...job.parameters,
      password: job.password,
      salt: randomBytes(16),
      outputType: 'encoded',
    });
  }
  if (job.kind === 'verify') {
    try {
      return await argon2Verify({ password: job.password, hash: job.hash });
    } catch {
      return false;
    }
  }
  throw new Error(`unknown password job ${job.kind}`);
}

parentPort?.on('message', async ({ id, job }) => {
  try {
    parentPort?.postMessage({ id, ok: true, answer: await run(job) });
  } catch (error) {
    parentPort?.postMessage({ id, ok: false, message: String(error?.message ?? error) });
  }
});
