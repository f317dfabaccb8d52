/**
 * The pregnancy-box request (POST /api/ext/forms/pregnancy-box): each field checked with the
 * spec's message, stored once per submission id, passed on to a real HTTP form endpoint (the
 * fake), refused when the endpoint refuses, kept pending and passed on later by the retry step
 * when it does not answer, only stored without an endpoint, and limited per client address.
 */
import { randomUUID } from 'node:crypto';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';
import { type FakeFormEndpoint, startFakeFormEndpoint } from './support/form-endpoint-fake.ts';

const START = new Date('2026-11-27T10:00:00Z');
let clock = START;
let t: TestShop;
let fake: FakeFormEndpoint;

beforeAll(async () => {
  fake = await startFakeFormEndpoint();
  t = await createTestShop({
    seed: 'none',
    now: () => clock,
    env: {
      PREGNANCY_FORM_URL: fake.url,
      PREGNANCY_FORM_TOKEN: 'platform-token',
      PREGNANCY_FORM_TIMEOUT_MS: '2000',
      PREGNANCY_FORM_RATE_LIMIT: '1000',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  clock = START;
  fake.mode = 'accept';
  fake.received.length = 0;
});

const request = (overrides: Record<string, unknown> = {}) => ({
  submission_id: randomUUID(),
  storeCode: 'nl',
  firstname: 'Emma',
  lastname: 'de Vries',
  email: 'Emma@Example.nl',
  due_date: '2027-03-01',
  street: 'Dorpsstraat',
  housenumber: '12',
  housenumber_addition: 'a',
  postcode: '1234ab',
  city: 'Utrecht',
  country_id: 'NL',
  phone: '06 12345678',
  newsletter: true,
  privacy_consent: true,
  ...overrides,
});

const send = (shop: TestShop, body: unknown) =>
  shop.call({ method: 'POST', url: '/api/ext/forms/pregnancy-box', payload: body as object });

const rowsOf = (shop: TestShop, submissionId: string) =>
  shop.shop.db
    .select()
    .from(schema.formSubmissions)
    .where(eq(schema.formSubmissions.submissionId, submissionId));

describe(`the pregnancy-box request (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each([
    ['firstname', '', 'Field is required'],
    ['lastname', 'V', 'Name must have at least 2 letters'],
    ['email', 'emma@', 'Please provide valid e-mail address.'],
    ['due_date', '2026-11-27', 'The expected date needs to be in the future'],
    ['due_date', '2027-09-28', 'The expected date can be at most 10 months from now'],
    ['due_date', '2027-02-30', 'The date is not valid'],
    ['street', ' ', 'Field is required'],
    ['housenumber', '12a', 'The housenumber is not valid'],
    ['postcode', '12345', 'The zipcode is not valid'],
    ['city', '', 'Field is required'],
    ['phone', '12', 'Please provide valid phone number'],
    ['privacy_consent', false, 'Please agree to the privacy statement'],
  ])('refuses %s %j with its message', async (field, value, message) => {
    const body = request({ [field]: value });
    const { status, body: answer } = await send(t, body);
    expect(status).toBe(400);
    expect(answer.result).toBe(`${field}: ${message}`);
    expect(answer).toMatchObject({ meta: { field, message } });
    expect(await rowsOf(t, body.submission_id as string)).toHaveLength(0);
    expect(fake.received).toHaveLength(0);
  });

  it('checks the postcode by country and refuses other countries, ids and store views', async () => {
    const german = await send(t, request({ country_id: 'DE', postcode: '1234 AB' }));
    expect(german.status).toBe(400);
    expect(german.body.result).toBe('postcode: The zipcode is not valid');
    for (const [field, value] of [
      ['country_id', 'BE'],
      ['submission_id', 'not-a-uuid'],
      ['submission_id', undefined],
      ['storeCode', 'fr'],
      ['newsletter', 'yes'],
    ] as const) {
      const { status, body } = await send(t, request({ [field]: value }));
      expect(status, `${field} ${value}`).toBe(400);
      expect(body.result).toContain(field);
    }
    expect(fake.received).toHaveLength(0);
  });

  it('stores the request and passes it on to the form endpoint', async () => {
    const body = request();
    const { status, body: answer } = await send(t, body);
    expect(status).toBe(200);
    expect(answer).toEqual({
      code: 200,
      result: { submission_id: body.submission_id, status: 'forwarded' },
    });
    expect(fake.received).toHaveLength(1);
    const [post] = fake.received;
    expect(post!.headers.authorization).toBe('Bearer platform-token');
    expect(post!.headers['content-type']).toBe('application/json');
    expect(post!.body).toEqual({
      form: 'pregnancy_box',
      submission_id: body.submission_id,
      store: 'nl',
      language: 'nl',
      firstname: 'Emma',
      lastname: 'de Vries',
      email: 'emma@example.nl',
      due_date: '2027-03-01',
      street: 'Dorpsstraat',
      housenumber: '12',
      housenumber_addition: 'a',
      zipcode: '1234 AB',
      city: 'Utrecht',
      country: 'NL',
      phone: '06 12345678',
      newsletter: 'yes',
      privacy_consent: 'yes',
      submitted_at: START.toISOString(),
    });
    const [row] = await rowsOf(t, body.submission_id);
    expect(row).toMatchObject({ kind: 'pregnancy_box', status: 'forwarded', attempts: 1 });
    expect(row!.forwardedAt).toEqual(START);
  });

  it('answers the same submission again without a second row or forward', async () => {
    const body = request({ storeCode: 'de', country_id: 'DE', postcode: '10115' });
    const first = await send(t, body);
    const again = await send(t, { ...body, email: ' emma@example.NL ' });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await rowsOf(t, body.submission_id)).toHaveLength(1);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.body.language).toBe('de');
  });

  it('refuses the same submission id with other contents (409 naming submission_id)', async () => {
    const body = request();
    expect((await send(t, body)).status).toBe(200);
    const { status, body: answer } = await send(t, { ...body, firstname: 'Sophie' });
    expect(status).toBe(409);
    expect(answer).toMatchObject({
      meta: { key: 'forms.submission_conflict', field: 'submission_id' },
    });
    expect(answer.result).toMatch(/^submission_id: /);
    const rows = await rowsOf(t, body.submission_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload.firstname).toBe('Emma');
    expect(fake.received).toHaveLength(1);
  });

  it("tells 'Something went wrong' when the endpoint refuses, and keeps the row as refused", async () => {
    fake.mode = 'refuse';
    const body = request();
    const { status, body: answer } = await send(t, body);
    expect(status).toBe(422);
    expect(answer).toMatchObject({
      code: 422,
      result: 'Something went wrong',
      meta: { key: 'forms.refused' },
    });
    const [row] = await rowsOf(t, body.submission_id);
    expect(row).toMatchObject({ status: 'refused', lastError: 'Invalid value for field zipcode' });
    // The retry of the same form gets the same answer; the endpoint is not asked again.
    fake.mode = 'accept';
    expect((await send(t, body)).status).toBe(422);
    await t.app.services.pregnancyBox.forwardDue();
    expect(fake.received).toHaveLength(1);
  });

  it('keeps the request when the endpoint is down and passes it on later', async () => {
    fake.mode = 'down';
    const body = request();
    const { status, body: answer } = await send(t, body);
    expect(status).toBe(200);
    expect(answer.result).toEqual({ submission_id: body.submission_id, status: 'received' });
    let [row] = await rowsOf(t, body.submission_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'answered 503' });
    expect(row!.nextAttemptAt.getTime()).toBe(START.getTime() + 60_000);

    // Not due yet: the retry step leaves it.
    fake.mode = 'accept';
    await t.app.services.pregnancyBox.forwardDue();
    expect(fake.received).toHaveLength(1);
    // The same form sent again is the stored one: no forward of its own.
    expect((await send(t, body)).body.result.status).toBe('received');
    expect(fake.received).toHaveLength(1);

    // Still down at the first retry: the pause doubles.
    clock = new Date(START.getTime() + 60_000);
    fake.mode = 'down';
    await t.app.services.pregnancyBox.forwardDue();
    [row] = await rowsOf(t, body.submission_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime()).toBe(clock.getTime() + 120_000);

    clock = new Date(clock.getTime() + 120_000);
    fake.mode = 'accept';
    await t.app.services.pregnancyBox.forwardDue();
    [row] = await rowsOf(t, body.submission_id);
    expect(row).toMatchObject({ status: 'forwarded', attempts: 3, lastError: null });
    expect(fake.received).toHaveLength(3);
    expect(fake.received[2]!.body.submission_id).toBe(body.submission_id);
    // Once forwarded, the same form answers so.
    expect((await send(t, body)).body.result.status).toBe('forwarded');
    await t.app.services.pregnancyBox.forwardDue();
    expect(fake.received).toHaveLength(3);
  });

  it('keeps the request when the endpoint does not answer within the timeout', async () => {
    fake.mode = 'hang';
    const body = request();
    const { status, body: answer } = await send(t, body);
    expect(status).toBe(200);
    expect(answer.result.status).toBe('received');
    const [row] = await rowsOf(t, body.submission_id);
    expect(row).toMatchObject({ status: 'pending', lastError: 'no answer within 2000 ms' });
  });
});

describe('the pregnancy-box request without a form endpoint', () => {
  let bare: TestShop;
  beforeAll(async () => {
    bare = await createTestShop({
      seed: 'none',
      now: () => START,
      env: { PREGNANCY_FORM_RATE_LIMIT: '3' },
    });
  });
  afterAll(() => bare?.close());

  it('only stores requests, and limits them per client address', async () => {
    const body = request();
    const { status, body: answer } = await send(bare, body);
    expect(status).toBe(200);
    expect(answer.result).toEqual({ submission_id: body.submission_id, status: 'received' });
    const [row] = await rowsOf(bare, body.submission_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    await bare.app.services.pregnancyBox.forwardDue();
    expect((await rowsOf(bare, body.submission_id))[0]!.status).toBe('pending');

    expect((await send(bare, request())).status).toBe(200);
    expect((await send(bare, request({ city: '' }))).status).toBe(400);
    const limited = await send(bare, request());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, meta: { key: 'request.too_many' } });
  });
});
