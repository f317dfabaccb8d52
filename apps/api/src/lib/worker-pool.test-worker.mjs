/**
 * The worker of the worker pool's tests (worker-pool.test.ts), with the pool's protocol: answers
 * its thread id, waits at a gate the test opens, fails a job, or dies.
 */
import { parentPort, threadId } from 'node:worker_threads';

parentPort?.on('message', ({ id, job }) => {
  switch (job.kind) {
    case 'thread':
      parentPort?.postMessage({ id, ok: true, answer: threadId });
      return;
    case 'gate':
      // Blocks this thread until the test stores a 1 at the gate and wakes it.
      Atomics.wait(new Int32Array(job.gate), 0, 0);
      parentPort?.postMessage({ id, ok: true, answer: threadId });
      return;
    case 'fail':
      parentPort?.postMessage({ id, ok: false, message: 'the job failed' });
      return;
    case 'exit':
      process.exit(3);
      return;
    case 'throw':
      setImmediate(() => {
        throw new Error('the worker broke');
      });
      return;
  }
});
