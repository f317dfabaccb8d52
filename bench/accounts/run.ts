/**
 * Whether the account calls that take an e-mail address tell by their time if an account uses
 * it (`npm run bench:accounts`): login with a wrong password, the one-time code request and the
 * password reset request, each sent many times for an existing and an unknown address in turn
 * (which goes first swaps every round), one at a time, against the shop as its own process. Figures per
 * call and kind: median and p90 in ms, and the difference of the medians, which should stay
 * well under 10 ms.
 *
 * Then the bystander: while `--logins` (20) logins run at once, another client calls the
 * cheapest API call (the country list) one after the other; its median, p99 and slowest time
 * and its 503s show whether password hashing holds up everyone else. The shop runs with its
 * default overload shedding here. The same call with no logins running gives the idle figures.
 * Writes bench/results/accounts.json.
 *
 * Options after `--`: `--rounds 200 --port 3913 --dbs pglite,postgres --pg-url postgres://…
 * --logins 20 --bystander-rounds 10 --phases timing,bystander`.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { timedPost } from '../lib/http.ts';
import { ensurePostgresDatabase } from '../lib/postgres.ts';
import { writeResults } from '../lib/results.ts';
import { startShop, stopShop } from '../lib/shop.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '200' },
    port: { type: 'string', default: '3913' },
    dbs: { type: 'string', default: 'pglite,postgres' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/accounts_bench' },
    logins: { type: 'string', default: '20' },
    'bystander-rounds': { type: 'string', default: '10' },
    phases: { type: 'string', default: 'timing,bystander' },
    out: { type: 'string', default: join(root, 'bench/results/accounts.json') },
  },
});
const rounds = Number(values.rounds);
const concurrentLogins = Number(values.logins);
const bystanderRounds = Number(values['bystander-rounds']);
const phases = new Set(values.phases.split(','));
const base = `http://127.0.0.1:${values.port}`;
const PASSWORD = 'Zonnig-Hert7';
const KNOWN = 'bench-known@example.nl';
const UNKNOWN = 'bench-nobody@example.nl';

/** The shop's settings; `shedding` keeps the default overload shedding on. */
function envFor(db: string, shedding = false): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: values.port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHOP_CLOSED: 'open',
    DATA_DIR: join(root, `var/bench/accounts-${db}`),
    DEMO_CATALOG_PRODUCTS: '50',
    // Many calls for one address from one client: the limits would answer 429.
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL_ALL_ADDRESSES: '1000000',
  };
  if (!shedding) env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS = '0';
  if (db === 'postgres') env.DATABASE_URL = values['pg-url'];
  else delete env.DATABASE_URL;
  return env;
}

async function timed(path: string, body: object): Promise<number> {
  const { status, ms } = await timedPost(`${base}${path}`, body);
  if (status >= 500 || status === 429) throw new Error(`${path} answered ${status}`);
  return ms;
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { at, max: sorted[sorted.length - 1] ?? 0 };
}

function stats(samples: number[]) {
  const { at } = percentiles(samples);
  return { medianMs: round(at(0.5)), p90Ms: round(at(0.9)) };
}
const round = (ms: number) => Math.round(ms * 100) / 100;

const CALLS: { name: string; path: string; body: (email: string) => object }[] = [
  {
    name: 'login with a wrong password',
    path: '/api/user/login',
    body: (email) => ({ username: email, password: 'Wrong-Pass-1' }),
  },
  {
    name: 'one-time code request',
    path: '/api/ext/one-time-password/request',
    body: (email) => ({ email }),
  },
  {
    name: 'password reset request',
    path: '/api/user/reset-password',
    body: (email) => ({ email }),
  },
];

async function createKnownAccount(): Promise<void> {
  await fetch(`${base}/api/user/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: { email: KNOWN, firstname: 'Bench', lastname: 'Mark' },
      password: PASSWORD,
    }),
  });
}

async function timingRows(db: string) {
  const rows = [];
  for (const call of CALLS) {
    const known: number[] = [];
    const unknown: number[] = [];
    // Warm-up, then the counted rounds in turn; a short pause lets work after an answer end.
    for (let i = 0; i < 10; i += 1) await timed(call.path, call.body(i % 2 ? KNOWN : UNKNOWN));
    // Which goes first swaps every round, so neither kind always follows a pause.
    for (let i = 0; i < rounds; i += 1) {
      for (const kind of i % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known']) {
        const took = await timed(call.path, call.body(kind === 'known' ? KNOWN : UNKNOWN));
        (kind === 'known' ? known : unknown).push(took);
        await new Promise((r) => setTimeout(r, 15));
      }
    }
    const k = stats(known);
    const u = stats(unknown);
    const row = {
      db,
      call: call.name,
      rounds,
      existingEmail: k,
      unknownEmail: u,
      medianDifferenceMs: round(Math.abs(k.medianMs - u.medianMs)),
    };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  return rows;
}

/** The bystander's call: the country list, which reads no database. */
async function bystanderCall(): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/directory/countries`);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function login(): Promise<{ ms: number; status: number }> {
  const { ms, status } = await timedPost(`${base}/api/user/login`, {
    username: KNOWN,
    password: PASSWORD,
  });
  return { ms, status };
}

const countStatuses = (answers: { status: number }[]) => {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

const latency = (answers: { ms: number }[]) => {
  const { at, max } = percentiles(answers.map((a) => a.ms));
  return { p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(max) };
};

/**
 * Rounds of `concurrentLogins` logins at once, a bystander calling the cheap call one after the
 * other until the round's logins have all answered; the idle figures come first.
 */
async function bystanderRow(db: string) {
  for (let i = 0; i < 20; i += 1) await bystanderCall();
  const idle = [];
  for (let i = 0; i < 200; i += 1) idle.push(await bystanderCall());
  const during: { ms: number; status: number }[] = [];
  const logins: { ms: number; status: number }[] = [];
  for (let i = 0; i < bystanderRounds; i += 1) {
    let running = true;
    const batch = Promise.all(Array.from({ length: concurrentLogins }, login)).then((answers) => {
      running = false;
      logins.push(...answers);
    });
    while (running) during.push(await bystanderCall());
    await batch;
    // Lets the shedding's event loop sample settle before the next round.
    await new Promise((r) => setTimeout(r, 1500));
  }
  const row = {
    db,
    concurrentLogins,
    rounds: bystanderRounds,
    idle: { calls: idle.length, ...latency(idle), statuses: countStatuses(idle) },
    duringLogins: { calls: during.length, ...latency(during), statuses: countStatuses(during) },
    logins: { calls: logins.length, ...latency(logins), statuses: countStatuses(logins) },
  };
  console.log(JSON.stringify(row));
  return row;
}

const results = [];
const bystanders = [];
for (const db of values.dbs.split(',')) {
  if (db === 'postgres') ensurePostgresDatabase(values['pg-url']);
  if (phases.has('timing')) {
    const shop = await startShop(envFor(db), `${base}/ready`);
    try {
      await createKnownAccount();
      results.push(...(await timingRows(db)));
    } finally {
      await stopShop(shop);
    }
  }
  if (phases.has('bystander')) {
    const shop = await startShop(envFor(db, true), `${base}/ready`);
    try {
      await createKnownAccount();
      bystanders.push(await bystanderRow(db));
    } finally {
      await stopShop(shop);
    }
  }
}
writeResults(values.out, {
  settings: { rounds, concurrentLogins, bystanderRounds },
  calls: results,
  bystander: bystanders,
});
console.log(`Wrote ${values.out}`);
