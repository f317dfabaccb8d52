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
  refusalFault,
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
      OPERATOR_RATE_LIMIT_PER_IP: '100000',
      OPERATOR_RATE_LIMIT_WRONG_KEYS_PER_IP: '100000',
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

describe('the classifier of refusals (refusalFault)', () => {
  const request = (mutation: string, payload?: object) => ({
    mutation,
    url: '/api/x',
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });

  it('passes a refusal that names its field and its fault', () => {
    const answer = {
      result: 'Invalid request: body.giftCardCode: Invalid input: expected string, received number',
      meta: { key: 'field.wrong_type', params: { field: 'giftCardCode', expected: 'string' } },
    };
    expect(refusalFault(request('body.giftCardCode = 1'), 400, answer)).toBeNull();
  });

  it('finds a wrong type reported as missing', () => {
    const asRequired = {
      result: 'Invalid request: body.giftCardCode: giftCardCode is required',
      meta: { key: 'field.required', params: { field: 'giftCardCode' } },
    };
    expect(refusalFault(request('body.giftCardCode = 1'), 400, asRequired)).toMatch(/missing/);
    const wordedRequired = { ...asRequired, meta: { ...asRequired.meta, key: 'field.wrong_type' } };
    expect(refusalFault(request('body.giftCardCode = 1'), 400, wordedRequired)).toMatch(/required/);
  });

  it('finds a refusal that names no field and one whose fault no catalogue says', () => {
    const impossible = {
      result:
        'No such configuration for the product. Please do choose another combination of attributes.',
      meta: { key: 'cart.no_such_configuration', params: {} },
    };
    const mutation = 'body.cartItem.product_option = {}';
    expect(refusalFault(request(mutation, { cartItem: { sku: 'X' } }), 400, impossible)).toMatch(
      /no field named/,
    );
    const raw = { result: 'Unsupported Media Type', meta: { key: 'error.other', params: {} } };
    expect(refusalFault(request('content-type text/plain'), 415, raw)).toMatch(/no fault named/);
  });

  it('asks of a refusal of the caller or a state only its message key', () => {
    const answer = {
      result: 'The customer token is not valid.',
      meta: { key: 'auth.token_invalid' },
    };
    expect(refusalFault(request('query.token = "x"'), 401, answer)).toBeNull();
    expect(refusalFault(request('query.token = "x"'), 401, { result: 'x' })).toMatch(
      /no message key/,
    );
  });
});
