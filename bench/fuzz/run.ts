/**
 * The API under many generated bad requests (`npm run bench:fuzz`): the generator of the test
 * suite (apps/api/test/fuzz/fuzzer.ts) with a large budget, against the app in this process on a
 * fresh database with the test fixture catalogue (PGlite, or `--pg-url`, which is emptied first).
 * Every 5xx or non-envelope answer is a failure, and so is a refusal that does not name its field
 * and what was wrong with it (refusalFault in the fuzzer); the figures, the unnamed refusals by
 * kind and up to 50 failures with what was sent go to bench/results/fuzz.json, and the run exits
 * 1 when any failed.
 *
 * Options after `--`: `--requests 50000` (in all, spread over the operations), `--seed 1`,
 * `--pg-url postgres://…`.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  fuzzRequest,
  knownValuesOf,
  operationsOf,
  planRequests,
  randomSource,
  sendAndCheck,
} from '../../apps/api/test/fuzz/fuzzer.ts';
import { createTestShop } from '../../apps/api/test/helper.ts';
import { writeResults } from '../lib/results.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '1' },
    'pg-url': { type: 'string' },
    out: { type: 'string', default: join(root, 'bench/results/fuzz.json') },
  },
});
const budget = Number(values.requests);
const seed = Number(values.seed);
if (values['pg-url']) process.env.DATABASE_URL = values['pg-url'];
else delete process.env.DATABASE_URL;

const shop = await createTestShop({
  // A weekday: the shop is open (a closed shop answers orders with 503 on purpose).
  now: () => new Date('2026-11-23T11:00:00Z'),
  env: {
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    OPERATOR_RATE_LIMIT_PER_IP: '100000',
    OPERATOR_RATE_LIMIT_WRONG_KEYS_PER_IP: '100000',
  },
});
const started = performance.now();
const byStatus: Record<string, number> = {};
const failures: { request: string; mutation: string; problem: string }[] = [];
let failed = 0;
let refusals = 0;
let unnamed = 0;
const unnamedByKind: Record<string, number> = {};
const kinds = new Set<string>();
let sent = 0;
try {
  const operations = operationsOf(shop.app.swagger() as never);
  const random = randomSource(seed);
  const known = await knownValuesOf(shop.app);
  for (const operation of planRequests(operations, budget)) {
    const request = fuzzRequest(operation, random, known);
    const { status, problem: broken, fault } = await sendAndCheck(shop.app as never, request);
    sent += 1;
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    if (status >= 400 && status < 500) refusals += 1;
    if (fault) {
      unnamed += 1;
      const kind = `${status} ${fault.replace(/:.*$/s, '').slice(0, 80)}`;
      unnamedByKind[kind] = (unnamedByKind[kind] ?? 0) + 1;
    }
    const problem = broken ?? (fault ? `refusal: ${fault}` : null);
    if (problem) {
      failed += 1;
      // One example of each kind of failure: the route, the place made bad and the answer.
      const kind = `${request.method} ${operation.path} ${request.mutation.split(' = ')[0]} ${problem.slice(0, 40)}`;
      if (!kinds.has(kind) && failures.length < 50) {
        kinds.add(kind);
        failures.push({
          request: `${request.method} ${request.url.slice(0, 300)} ${request.payload?.slice(0, 300) ?? ''}`,
          mutation: request.mutation,
          problem,
        });
      }
    }
    if (sent % 5000 === 0) console.log(`${sent} requests, ${failed} failed`);
  }
} finally {
  await shop.close();
}
const seconds = (performance.now() - started) / 1000;
writeResults(values.out, {
  settings: { requests: budget, seed, db: values['pg-url'] ? 'postgres' : 'pglite' },
  sent,
  failed,
  requestsPerSecond: Math.round(sent / seconds),
  answersByStatus: byStatus,
  refusals,
  refusalsNamingNoFieldOrFault: unnamed,
  unnamedByKind,
  failures,
});
console.log(
  `${sent} requests in ${seconds.toFixed(1)} s, ${failed} failed; ${unnamed} of ${refusals} refusals name no field or fault; wrote ${values.out}`,
);
process.exit(failed > 0 ? 1 : 0);
