/**
 * Generated bad input for every route and field of the OpenAPI document (test/fuzz/fuzzer.ts):
 * no answer may be a 5xx, every API answer is a `{code, result}` envelope with the HTTP status
 * as its code, and every refusal names its field and what was wrong with it (refusalFault). A fixed number of requests per operation and fixed seeds, so the test
 * does the same work on any machine; `npm run bench:fuzz` sends many more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fuzzRequest,
  knownValuesOf,
  operationsOf,
  planRequests,
  randomSource,
  sendAndCheck,
} from './fuzz/fuzzer.ts';
import { createTestShop, type TestShop } from './helper.ts';
import { MONDAY_NOON } from './order-helper.ts';

/** Requests in all, shared by the operations by how many fields each has. */
const REQUESTS = 3000;
const SEED = 20261124;
/** The stores' tills' key: with it the bad receipts reach the import behind it. */
const OPERATOR_KEY = 'fuzz-operator-key-0123456789abcdef';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({
    now: () => MONDAY_NOON,
    // Bad input is the point here: the per-address limits would answer most of it with 429.
    env: {
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      STORE_OPERATOR_KEY: OPERATOR_KEY,
    },
  });
});
afterAll(() => t.close());

describe(`generated bad input (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gets a 4xx envelope, never a 5xx, for every route and field of the API', async () => {
    const operations = operationsOf(t.app.swagger() as never);
    expect(operations.length).toBeGreaterThan(30);
    const random = randomSource(SEED);
    const known = { ...(await knownValuesOf(t.app)), 'x-operator-key': OPERATOR_KEY };
    const problems: string[] = [];
    const unnamed: string[] = [];
    let sent = 0;
    let refusals = 0;
    for (const operation of planRequests(operations, REQUESTS)) {
      const request = fuzzRequest(operation, random, known);
      const { status, problem, fault } = await sendAndCheck(t.app as never, request);
      sent += 1;
      const what = `${request.method} ${request.url.slice(0, 120)} [${request.mutation}]`;
      if (problem) problems.push(`${what}: ${problem}`);
      if (status >= 400 && status < 500) refusals += 1;
      // Every refusal names its field and what was wrong with it (refusalFault).
      if (fault) unnamed.push(`${what}: ${fault}`);
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    expect(refusals).toBeGreaterThan(REQUESTS / 2);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(unnamed.slice(0, 20)).toEqual([]);
  });
});
