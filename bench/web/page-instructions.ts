/**
 * What one uncached page costs the shop's worker in instructions: a figure that does not depend
 * on the machine's speed or load, as CPU time does (decision 111).
 *
 *   npm run bench:web:instructions -- --database-url postgres://postgres@127.0.0.1:5432/DB
 *
 * The worker alone (`apps/api/dist/server.mjs`, as the front starts it, without its output
 * cache) runs under Valgrind's callgrind with its counting off. The page is asked for
 * `--warm-up` times, so that V8 has compiled most of what it runs (decision 122), then counting
 * is switched on for `--pages` more requests, one after another, all of the worker's threads
 * counted (the optimizing compiler's too). Instructions per page = the count / pages. The
 * database must be PostgreSQL (seeded with the demo catalogue on the shop's first start, as
 * `bench:web:cost --database-url` does): the embedded one would count its queries too, and
 * under Valgrind it starts too slowly. Needs `valgrind` (Debian's package).
 *
 * Figures go to bench/results/web-instructions.json (`--out`). Compare runs of builds side by
 * side, several times (`--shop-root` for another checkout's build): here the same build moved by
 * up to 30 % from run to run.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeResults } from '../lib/results.ts';
import { shopProgram } from '../lib/shop.ts';
import { measuredPagePaths } from '../lib/storefront-pages.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    /** The checkout whose worker is counted: another tree for a before figure. */
    'shop-root': { type: 'string' },
    /** A page's path; default the first configurable product's page in the Dutch store view. */
    path: { type: 'string' },
    'warm-up': { type: 'string', default: '300' },
    pages: { type: 'string', default: '150' },
    port: { type: 'string', default: '3932' },
    out: { type: 'string' },
  },
});
const root = resolve(import.meta.dirname, '../..');
const shopRoot = resolve(values['shop-root'] ?? root);
const databaseUrl = values['database-url'];
if (!databaseUrl?.startsWith('postgres')) {
  console.error('--database-url postgres://... is required (see the header of this file)');
  process.exit(2);
}
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const warmUp = Math.max(0, Number(values['warm-up']));
const pages = Math.max(10, Number(values.pages));
const SECOND = 1000;
const log = (message: string) => console.log(`[bench:web:instructions] ${message}`);

/** callgrind_control talks to Valgrind through files named after the user and the HOST variable. */
const work = mkdtempSync(join(tmpdir(), 'page-instructions-'));
const vgdbPrefix = join(work, 'vgdb');
const controlEnv = { ...process.env, HOST: '127.0.0.1', LOGNAME: process.env.LOGNAME || 'shop' };

function callgrindControl(pid: number, ...args: string[]): void {
  const run = spawnSync(
    'callgrind_control',
    [`--vgdb-prefix=${vgdbPrefix}`, ...args, String(pid)],
    {
      env: controlEnv,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`callgrind_control ${args.join(' ')}: ${run.stderr}`);
}

function startWorker(): ChildProcess {
  // Builds the server as `npm start` does; the worker is the program beside the front.
  const front = shopProgram(shopRoot).at(-1) ?? '';
  const server = join(front, '../server.mjs');
  const env: NodeJS.ProcessEnv = {
    ...controlEnv,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(work, 'data'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Under Valgrind everything is some 50 times slower: no shedding, no early time-outs.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATABASE_CONNECT_TIMEOUT_MS: '60000',
    DATABASE_STATEMENT_TIMEOUT_MS: '60000',
    OUTPUT_CACHE_MAX_MB: '0',
  };
  return spawn(
    'valgrind',
    [
      `--vgdb-prefix=${vgdbPrefix}`,
      '--tool=callgrind',
      '--instr-atstart=no',
      // V8 writes and rewrites its machine code in memory.
      '--smc-check=all-non-file',
      `--callgrind-out-file=${join(work, 'callgrind.out.%p')}`,
      process.execPath,
      server,
    ],
    { cwd: shopRoot, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

async function status(path: string): Promise<number> {
  const response = await fetch(`${base}${path}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  await response.arrayBuffer();
  return response.status;
}

async function waitFor(path: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10 * 60 * SECOND;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the worker exited with ${child.exitCode}`);
    if ((await status(path).catch(() => 0)) === 200) return;
    await new Promise((r) => setTimeout(r, SECOND));
  }
  throw new Error(`${path} did not answer 200 within 10 minutes`);
}

/** The statuses other than 200 that the requests got, and how often. */
const otherStatuses: Record<string, number> = {};

/** Requests one after another; how many did not answer 200. */
async function ask(path: string, count: number): Promise<number> {
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const answer = await status(path);
    if (answer === 200) continue;
    failed += 1;
    otherStatuses[answer] = (otherStatuses[answer] ?? 0) + 1;
  }
  return failed;
}

/** The largest `totals:` of the dumps: the one taken while counting was on. */
function countedInstructions(): number {
  let counted = 0;
  for (const name of readdirSync(work).filter((file) => file.startsWith('callgrind.out.'))) {
    for (const match of readFileSync(join(work, name), 'utf8').matchAll(/^totals: (\d+)/gm)) {
      counted = Math.max(counted, Number(match[1]));
    }
  }
  return counted;
}

const worker = startWorker();
process.once('exit', () => {
  worker.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});
try {
  log(`starting the worker of ${shopRoot} under callgrind (minutes)`);
  await waitFor('/ready', worker);
  const path = values.path ?? (await measuredPagePaths(base)).product;
  await waitFor(path, worker);
  log(`${path}: ${warmUp} requests to warm up, then ${pages} counted`);
  const warmUpFailed = await ask(path, warmUp);
  callgrindControl(worker.pid ?? 0, '--instr=on');
  const failed = await ask(path, pages);
  callgrindControl(worker.pid ?? 0, '--instr=off');
  callgrindControl(worker.pid ?? 0, '--dump');
  let instructions = countedInstructions();
  for (let tries = 0; instructions === 0 && tries < 60; tries++) {
    await new Promise((r) => setTimeout(r, SECOND));
    instructions = countedInstructions();
  }
  const perPage = Math.round(instructions / pages);
  log(`${perPage.toLocaleString('en')} instructions per page (${failed} of ${pages} not 200)`);
  if (failed > 0 || warmUpFailed > 0) {
    log(`some requests failed (${JSON.stringify(otherStatuses)}): the figure is not comparable`);
  }
  writeResults(values.out ?? join(root, 'bench/results/web-instructions.json'), {
    settings: { shopRoot: relative(root, shopRoot) || '.', path, warmUp, pages },
    instructions,
    instructionsPerPage: perPage,
    failed: { warmUp: warmUpFailed, counted: failed, statuses: otherStatuses },
  });
} finally {
  worker.kill('SIGINT');
}
