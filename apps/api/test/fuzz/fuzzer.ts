/**
 * Generated bad input for every route and field of the API's OpenAPI document, and the rule
 * every answer must keep: no 5xx, and for the API a `{code, result}` envelope whose code is the
 * HTTP status. The test suite sends a small, fixed number of these; `bench/fuzz` many more.
 *
 * For each operation a request is built from the document's schemas with plausible values,
 * then one thing is made bad: one field (a path or query parameter or any field of the JSON
 * body, nested ones and free-form keys included) gets a hostile value or goes missing, or the
 * whole body or the raw URL is replaced by something hostile. Deterministic for a seed.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface FuzzOperation {
  method: string;
  /** The OpenAPI path, e.g. /api/catalog/{storeCode}/{entity}/_search. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation documents none. */
  body: Schema | null;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was made bad, for the report. */
  mutation: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return operations;
}

// ------------------------------------------------------------------ a seeded random source

/** mulberry32: small, fast and deterministic. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
type Random = ReturnType<typeof randomSource>;

// ------------------------------------------------------------------ hostile values

const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isPrototypeOf',
];

const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '🙂👶🏽',
  'é\u0301',
  '%00',
  '%',
  '%zz',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'a'.repeat(5000),
  '9'.repeat(40),
  '-1',
  '0',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '9007199254740993',
  '0x10',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  '2099-13-45',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '99999-01-01',
  '\t\n\r',
  '\u202e',
  ...PROTOTYPE_KEYS,
];

const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  1.5,
  -0.5,
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  9007199254740991,
  -9007199254740991,
  1e20,
  -1e20,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  8.64e15,
  8.64e15 + 1,
  253402300800000,
];

const hostileOthers = (random: Random): unknown[] => [
  null,
  true,
  false,
  [],
  {},
  [[[[]]]],
  [null],
  { a: { b: { c: { d: 1 } } } },
  Object.fromEntries([[random.pick(PROTOTYPE_KEYS), 1]]),
  { constructor: { prototype: { polluted: true } } },
  Array.from({ length: 600 }, (_, i) => i),
];

function hostileValue(random: Random): unknown {
  const roll = random.int(10);
  if (roll < 5) return random.pick(HOSTILE_STRINGS);
  if (roll < 8) return random.pick(HOSTILE_NUMBERS);
  return random.pick(hostileOthers(random));
}

/** Keys a free-form object (filters, attributes) is likely to meet, hostile ones included. */
const FREE_KEYS = [
  'id',
  'sku',
  'price',
  'color',
  'size',
  'brand',
  'category_ids',
  'created_at',
  'updated_at',
  'status',
  'visibility',
  'stock.is_in_stock',
  'configurable_children.sku',
  'type_id',
  'new',
  'sale',
  'url_path',
  'no_such_attribute',
  'a\u0000b',
  ...PROTOTYPE_KEYS,
];

// ------------------------------------------------------------------ plausible values

function firstOf(schema: Schema): Schema {
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0] ?? schema;
}

function typeOf(schema: Schema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

const PLAUSIBLE_STRINGS: Record<string, string> = {
  email: 'fuzz@example.com',
  username: 'fuzz@example.com',
  password: 'Veilig-Wachtwoord-42',
  sku: 'SPEEN',
  skus: 'SPEEN,SLAB',
  storeCode: 'nl',
  entity: 'product',
  country_id: 'NL',
  countryId: 'NL',
  currencyCode: 'EUR',
  postcode: '3511 AB',
};

/** A value the schema accepts, as far as a simple reading of it goes. */
function plausible(schema: Schema | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const picked = firstOf(schema);
  if (picked !== schema) return plausible(picked, name, depth + 1);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        plausible(schema.items, name, depth + 1),
      );
    case 'object': {
      // Only what is required: optional fields are added one at a time, with a bad value, so
      // no other field's mistake answers first.
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key)) result[key] = plausible(property, key, depth + 1);
      }
      return result;
    }
    default: {
      if (schema.format === 'email') return 'fuzz@example.com';
      const known = PLAUSIBLE_STRINGS[name];
      if (known) return known;
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
  }
}

// ------------------------------------------------------------------ mutations

/** Places in a value where a field can be made bad: [path, the schema there]. */
function fieldsOf(
  value: unknown,
  schema: Schema | undefined,
  path: string[] = [],
): { path: string[]; schema: Schema | undefined }[] {
  const fields: { path: string[]; schema: Schema | undefined }[] = [];
  if (path.length > 0) fields.push({ path, schema });
  if (path.length > 6) return fields;
  const resolved = schema ? firstOf(schema) : undefined;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      fields.push(...fieldsOf(item, resolved?.items, [...path, String(index)]));
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      fields.push(...fieldsOf(item, resolved?.properties?.[key], [...path, key]));
    }
    const free = resolved?.additionalProperties;
    // A free-form object also gets a key of its own.
    if (free && typeof free === 'object') fields.push({ path: [...path, '*'], schema: free });
    for (const [key, property] of Object.entries(resolved?.properties ?? {})) {
      if (!(key in (value as object))) fields.push(...absentFieldsOf(property, [...path, key]));
    }
  }
  return fields;
}

/** An optional field that is not there, and the fields inside it, down to a few levels. */
function absentFieldsOf(
  schema: Schema | undefined,
  path: string[],
): { path: string[]; schema: Schema | undefined }[] {
  const fields: { path: string[]; schema: Schema | undefined }[] = [{ path, schema }];
  if (!schema || path.length > 6) return fields;
  const resolved = firstOf(schema);
  const free = resolved.additionalProperties;
  if (free && typeof free === 'object') fields.push({ path: [...path, '*'], schema: free });
  for (const [key, property] of Object.entries(resolved.properties ?? {})) {
    fields.push(...absentFieldsOf(property, [...path, key]));
  }
  if (resolved.items) fields.push(...absentFieldsOf(resolved.items, [...path, '0']));
  return fields;
}

function setAt(root: unknown, path: string[], value: unknown, random: Random): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const key = head === '*' ? random.pick(FREE_KEYS) : head;
  if (Array.isArray(root) || (root === undefined && /^\d+$/.test(key))) {
    const copy = Array.isArray(root) ? [...root] : [];
    copy[Number(key)] = setAt(copy[Number(key)], rest, value, random);
    return copy;
  }
  const base = root && typeof root === 'object' ? (root as Record<string, unknown>) : {};
  const copy: Record<string, unknown> = { ...base };
  const next = setAt(base[key], rest, value, random);
  if (next === REMOVE) delete copy[key];
  // defineProperty: a key named __proto__ becomes an own key, as JSON text would make it.
  else
    Object.defineProperty(copy, key, {
      value: next,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

const REMOVE = Symbol('remove');

/**
 * A value for a field: mostly hostile; often one of the shapes the field takes (an object of its
 * kind, a list) with hostile values inside, so the check behind the schema is reached too.
 */
function badValueFor(schema: Schema | undefined, random: Random): unknown {
  const roll = random.int(20);
  if (roll === 0) return REMOVE;
  const options = schema ? (schema.anyOf ?? schema.oneOf ?? [schema]) : [];
  const shaped = options.flatMap((option) => {
    const type = typeOf(option);
    return type === 'object' || type === 'array' ? [option] : [];
  });
  if (roll < 9 && shaped.length > 0) {
    const option = random.pick(shaped);
    if (typeOf(option) === 'array') {
      return Array.from({ length: 1 + random.int(2) }, () =>
        random.int(2) === 0 ? random.pick(HOSTILE_STRINGS) : random.pick(HOSTILE_NUMBERS),
      );
    }
    const keys = Object.keys(option.properties ?? {});
    if (keys.length > 0) {
      return Object.fromEntries(
        keys
          .filter(() => random.int(2) === 0)
          .map((key) => [
            key,
            random.int(3) === 0 ? random.pick(HOSTILE_STRINGS) : random.pick(HOSTILE_NUMBERS),
          ]),
      );
    }
  }
  return hostileValue(random);
}

function toQueryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/**
 * The operations to send `total` requests to, in a round-robin order: each gets a share by how
 * many places it has to make bad (its parameters and body fields), at least `minimum`.
 */
export function planRequests(
  operations: readonly FuzzOperation[],
  total: number,
  minimum = 5,
): FuzzOperation[] {
  const weights = operations.map((operation) => {
    const bodyFields = operation.body
      ? fieldsOf(plausible(operation.body), operation.body).length
      : 0;
    return 1 + operation.parameters.length + bodyFields;
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  // Shares by weight, rounded down, then the requests left over go to the largest remainders:
  // the plan holds `total` requests whatever the number of operations (plain rounding could
  // fall short of it).
  const shares = weights.map((weight) => (total * weight) / sum);
  const counts = shares.map(Math.floor);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder);
  let missing = total - counts.reduce((a, b) => a + b, 0);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    missing -= 1;
  }
  for (const [index, count] of counts.entries()) counts[index] = Math.max(minimum, count);
  const plan: FuzzOperation[] = [];
  for (let round = 0; plan.length < counts.reduce((a, b) => a + b, 0); round += 1) {
    operations.forEach((operation, index) => {
      if (round < (counts[index] ?? 0)) plan.push(operation);
    });
  }
  return plan;
}

const SESSION_ENDING = /\/(logout|change-password|user-extend\/mine)$/;

/**
 * One request for the operation with one thing made bad. `known` holds real values for
 * parameters by name (a customer's token, an existing cart id), so that the request gets past
 * the checks in front and the bad value reaches the code behind them.
 */
export function fuzzRequest(
  operation: FuzzOperation,
  random: Random,
  known: Readonly<Record<string, string>> = {},
): FuzzRequest {
  const pathValues: Record<string, string> = {};
  const queryValues: Record<string, string> = {};
  const headerValues: Record<string, string> = {};
  // Calls that end the session or the account do not get the real token: the rest need it.
  if (SESSION_ENDING.test(operation.path)) known = {};
  for (const parameter of operation.parameters) {
    const value = known[parameter.name] ?? toQueryText(plausible(parameter.schema, parameter.name));
    if (parameter.in === 'path') pathValues[parameter.name] = value;
    // A header (an operator key) is sent only with its real value: it guards the body behind it.
    else if (parameter.in === 'header') {
      const real = known[parameter.name];
      if (real !== undefined) headerValues[parameter.name] = real;
    } else if (
      parameter.in === 'query' &&
      (parameter.required || known[parameter.name] !== undefined || random.int(2) === 0)
    ) {
      queryValues[parameter.name] = value;
    }
  }
  let body: unknown = operation.body ? plausible(operation.body) : undefined;
  let rawBody: string | undefined;
  let rawUrl: string | undefined;
  let mutation = 'none';
  let contentType = 'application/json';

  const kind = random.int(10);
  const parameters = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  if (kind < 3 && parameters.length > 0) {
    const parameter = random.pick(parameters);
    const bad = badValueFor(parameter.schema, random);
    const target = parameter.in === 'path' ? pathValues : queryValues;
    if (bad === REMOVE) delete target[parameter.name];
    else target[parameter.name] = toQueryText(bad);
    mutation = `${parameter.in}.${parameter.name} = ${preview(bad)}`;
  } else if (kind < 8 && operation.body) {
    const fields = fieldsOf(body, operation.body);
    const field = fields.length > 0 ? random.pick(fields) : { path: ['x'], schema: undefined };
    const bad = badValueFor(field.schema, random);
    body = setAt(body, field.path, bad, random);
    mutation = `body.${field.path.join('.')} = ${preview(bad)}`;
  } else if (kind === 8 && operation.body && random.int(4) === 0) {
    // A body the route takes, sent as a content type it does not.
    contentType = random.pick(FOREIGN_CONTENT_TYPES);
    mutation = `content-type ${contentType}`;
  } else if (kind === 8) {
    const bodies = [
      '',
      'not json',
      '{"a":',
      '[]',
      '"text"',
      '0',
      'null',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      `${'['.repeat(2000)}${']'.repeat(2000)}`,
      JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
      '{"a":"\\u0000"}',
      '{"a":"\\ud800"}',
    ];
    rawBody = random.pick(bodies);
    mutation = `raw body ${preview(rawBody)}`;
  } else {
    const tails = [
      '%',
      '%E0%A4%A',
      '%00',
      `?${'a'.repeat(8000)}=1`,
      `?x=%FF%FE`,
      '?__proto__[x]=1',
      '?constructor[prototype][x]=1',
      '/%2e%2e/%2e%2e',
      `/${'a'.repeat(700)}`,
    ];
    const tail = random.pick(tails);
    rawUrl = `${fillPath(operation.path, pathValues)}${tail}`;
    mutation = `raw url ${preview(tail)}`;
  }

  const search = new URLSearchParams(queryValues).toString();
  const url = rawUrl ?? `${fillPath(operation.path, pathValues)}${search ? `?${search}` : ''}`;
  const payload =
    rawBody ??
    (body === undefined || operation.method === 'GET' || operation.method === 'HEAD'
      ? undefined
      : JSON.stringify(body));
  return {
    method: operation.method,
    url,
    headers: {
      ...headerValues,
      ...(payload === undefined ? {} : { 'content-type': contentType }),
    },
    ...(payload === undefined ? {} : { payload }),
    mutation,
  };
}

/** Content types no route takes. */
const FOREIGN_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = values[name] ?? '';
    // The wildcard of /img keeps its slashes; other segments are encoded as one segment.
    return name === '*' ? value : encodeSegment(value);
  });
}

/** Encodes a path segment; lone surrogates (which encodeURIComponent refuses) as raw escapes. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
  }
}

function preview(value: unknown): string {
  const text =
    typeof value === 'symbol'
      ? '(missing)'
      : typeof value === 'string'
        ? JSON.stringify(value)
        : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

// ------------------------------------------------------------------ the rule of every answer

/** Paths whose answers are not the API's JSON envelope (they must still never fail with 5xx). */
const NOT_ENVELOPE = [/^\/test-payment\//, /^\/api\/docs/, /^\/health$/, /^\/ready$/];
/** The image route: an image when it succeeds, and the envelope when it fails, as the API. */
const IMAGE_ROUTE = /^\/img(\/|$)/;

/** What is wrong with an answer, or null. */
function answerProblem(
  request: Pick<FuzzRequest, 'url'>,
  status: number,
  contentType: string | undefined,
  body: string,
): string | null {
  if (status >= 500) return `status ${status}: ${body.slice(0, 200)}`;
  const path = request.url.split('?')[0] ?? '';
  if (NOT_ENVELOPE.some((pattern) => pattern.test(path))) return null;
  if (IMAGE_ROUTE.test(path) && status < 400) return null;
  if (!contentType?.includes('application/json')) {
    return `status ${status} without a JSON envelope (${contentType ?? 'no content type'}): ${body.slice(0, 120)}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `status ${status}: the body is not JSON`;
  }
  const envelope = parsed as { code?: unknown; result?: unknown };
  if (typeof envelope !== 'object' || envelope === null || envelope.code !== status) {
    return `status ${status}: not a {code, result} envelope with code ${status}: ${body.slice(0, 120)}`;
  }
  if (!('result' in envelope)) return `status ${status}: the envelope has no result`;
  if (status === 404 && isMissingStory(envelope.result)) return null;
  if (status === 404 && isInvalidGiftCard(envelope.result)) return null;
  if (status >= 400 && (typeof envelope.result !== 'string' || envelope.result.trim() === '')) {
    return `status ${status}: the error has no message`;
  }
  return null;
}

/** The spec's own failure answers (a missing story, a gift card that is not valid). */
function isSpecialFailure(body: string): boolean {
  const { result } = JSON.parse(body) as { result?: unknown };
  return isMissingStory(result) || isInvalidGiftCard(result);
}

/** A missing content story answers the extension's `{story: false, message}` (StoryNotFoundAnswer). */
function isMissingStory(result: unknown): boolean {
  const missing = result as { story?: unknown; message?: unknown } | null;
  return (
    typeof missing === 'object' &&
    missing !== null &&
    missing.story === false &&
    typeof missing.message === 'string' &&
    missing.message.trim() !== ''
  );
}

/** The gift card calls' failure (secondary-areas §5): an errorMessage in the result. */
function isInvalidGiftCard(result: unknown): boolean {
  const failure = result as { errorMessage?: unknown } | null;
  return (
    typeof failure === 'object' &&
    failure !== null &&
    typeof failure.errorMessage === 'string' &&
    failure.errorMessage.trim() !== ''
  );
}

/** Statuses that refuse the input itself: their answer must name the field and its fault. */
const INPUT_REFUSALS = new Set([400, 411, 413, 414, 415, 422]);

/** Keys that name no fault of their own: a raw text that no catalogue translates. */
const FAULTLESS_KEYS = new Set(['error.other']);

/**
 * Whether a refusal names its field and what was wrong with it, or what is missing in it (null
 * when it does). A refusal of the input (400, 413, 414, 415, 422) names its field when its meta
 * carries one (`meta.field`, a `field` parameter or a `meta.errors` line per problem), names a
 * value of the request (any other parameter), or its message holds the name of the place that
 * was made bad (the field's own name, "body" for a body, "URL" for the address); a refusal of
 * the caller or of a state (401, 403, 404, 409, 429) is about the request as a whole and needs a
 * message key only. Every refusal names its fault by a message key of the catalogues
 * (`error.other`, a raw text, does not), and a value that is there but of the wrong type is
 * never reported as missing ("required").
 */
export function refusalFault(
  request: Pick<FuzzRequest, 'mutation' | 'url' | 'payload'>,
  status: number,
  envelope: { result?: unknown; meta?: unknown },
): string | null {
  if (status < 400 || status >= 500) return null;
  const meta = (envelope.meta ?? {}) as {
    key?: unknown;
    params?: Record<string, unknown>;
    field?: unknown;
    errors?: unknown;
  };
  const result = typeof envelope.result === 'string' ? envelope.result : '';
  if (typeof meta.key !== 'string') return 'no message key';
  if (FAULTLESS_KEYS.has(meta.key)) return `no fault named (${meta.key}: ${result.slice(0, 80)})`;
  const params = meta.params ?? {};
  const target = targetOf(request.mutation);
  const sentValue = !/ = \(missing\)$/.test(request.mutation) && target.kind === 'field';
  if (sentValue && meta.key === 'field.required' && params.field === target.path) {
    return `a value of the wrong type reported as missing (${target.path})`;
  }
  // The message's own line about the field (the answer lists every problem, "; " apart).
  const ownLine = result.split('; ').find((line) => line.includes(`${String(params.field)}:`));
  if (meta.key === 'field.wrong_type' && ownLine && /\brequired\b/i.test(ownLine)) {
    return `a wrong type whose message says "required": ${ownLine.slice(0, 80)}`;
  }
  if (!INPUT_REFUSALS.has(status)) return null;
  const text = result.toLowerCase();
  const namesField =
    typeof meta.field === 'string' ||
    (Array.isArray(meta.errors) && meta.errors.length > 0) ||
    Object.values(params).some((value) => typeof value === 'string' && value !== '') ||
    [...target.names, ...fieldNamesOf(request)].some((name) => text.includes(name.toLowerCase()));
  return namesField ? null : `no field named (${meta.key}: ${result.slice(0, 80)})`;
}

/**
 * The names of the request's fields a message may name instead of the one made bad (a refusal
 * of a field the request left out): the body's keys and the query's names, as dotted paths.
 */
function fieldNamesOf(request: Pick<FuzzRequest, 'url' | 'payload'>): string[] {
  const names: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, item] of Object.entries(value)) {
      if (key.length < 3) continue;
      names.push(`${path}${key}`);
      walk(item, `${path}${key}.`);
    }
  };
  try {
    walk(JSON.parse(request.payload ?? 'null'), '');
  } catch {
    // Not JSON: only the query's names.
  }
  const query = request.url.split('?')[1] ?? '';
  for (const name of new URLSearchParams(query).keys()) if (name.length >= 3) names.push(name);
  return names;
}

/** The place a mutation made bad and the words a message naming it would hold. */
function targetOf(mutation: string): { kind: 'field' | 'whole'; path: string; names: string[] } {
  if (mutation.startsWith('raw body') || mutation.startsWith('content-type')) {
    return { kind: 'whole', path: 'body', names: ['body', 'content type'] };
  }
  if (mutation.startsWith('raw url')) return { kind: 'whole', path: 'url', names: ['URL'] };
  const place = mutation.split(' = ')[0] ?? '';
  const [, ...rest] = place.split('.');
  const path = rest.join('.');
  const last = rest.filter((part) => part !== '*' && !/^\d+$/.test(part)).at(-1) ?? place;
  // A path parameter is a part of the URL; a forbidden key in a body is the body's fault.
  const whole = place.startsWith('path.') ? 'URL' : place.startsWith('body.') ? 'body' : 'URL';
  return { kind: 'field', path, names: [last, whole] };
}

/** Sends one generated request to the app and answers what is wrong with the answer, or null. */
export async function sendAndCheck(
  app: {
    inject(request: {
      method: string;
      url: string;
      headers: Record<string, string>;
      payload?: string;
    }): PromiseLike<{ statusCode: number; headers: Record<string, unknown>; body: string }>;
  },
  request: FuzzRequest,
): Promise<{ status: number; problem: string | null; fault: string | null }> {
  const answer = await app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const contentType = answer.headers['content-type'];
  const problem = answerProblem(
    request,
    answer.statusCode,
    typeof contentType === 'string' ? contentType : undefined,
    answer.body,
  );
  const path = request.url.split('?')[0] ?? '';
  const enveloped =
    !problem &&
    answer.statusCode >= 400 &&
    !NOT_ENVELOPE.some((pattern) => pattern.test(path)) &&
    !isSpecialFailure(answer.body);
  return {
    status: answer.statusCode,
    problem,
    fault: enveloped ? refusalFault(request, answer.statusCode, JSON.parse(answer.body)) : null,
  };
}

// ------------------------------------------------------------------ real values to start from

interface Injector {
  inject(request: {
    method: 'GET' | 'POST';
    url: string;
    payload?: object;
  }): PromiseLike<{ statusCode: number; json(): { result: unknown } }>;
}

/**
 * A customer with a token and a cart of their own, and a guest cart's line: real values for the
 * parameters that most routes check first.
 */
export async function knownValuesOf(app: Injector): Promise<Record<string, string>> {
  const email = `fuzz-${Date.now().toString(36)}@example.com`;
  const password = 'Veilig-Wachtwoord-42';
  await app.inject({
    method: 'POST',
    url: '/api/user/create',
    payload: { customer: { email, firstname: 'Fuzz', lastname: 'Tester' }, password },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: email, password },
  });
  const token = String(login.json().result);
  const cart = await app.inject({ method: 'POST', url: `/api/cart/create?token=${token}` });
  const cartId = String(cart.json().result);
  await app.inject({
    method: 'POST',
    url: `/api/cart/update?token=${token}&cartId=${cartId}`,
    payload: { cartItem: { sku: 'SPEEN', qty: 1 } },
  });
  return { token, cartId };
}
