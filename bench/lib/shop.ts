/**
 * The shop as its own process for the benchmarks, as `npm start` runs it: the built server's
 * front process and its worker (apps/api/dist, plain Node), waited for until it answers (seeding
 * a demo catalogue on first use can take long), and stopped with SIGTERM, which lets the worker
 * finish the requests it is running.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');

/** The front's V8 flags a checkout's `npm start` gives it (none in one from before they existed). */
function frontFlags(builder: string): string[] {
  const script = `import * as build from ${JSON.stringify(pathToFileURL(builder).href)}; console.log(JSON.stringify(build.FRONT_V8_FLAGS ?? []));`;
  const read = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (read.status !== 0) throw new Error(`reading the front's flags from ${builder} failed`);
  return JSON.parse(read.stdout) as string[];
}

/**
 * Node's arguments for the shop of a checkout, as its `npm start` runs it: the server built
 * afresh and run with plain Node; in a checkout from before that build existed (a "before"
 * figure), apps/api/src/front.ts through tsx.
 */
export function shopProgram(checkout: string): string[] {
  const builder = join(checkout, 'scripts/build-api.mjs');
  if (!existsSync(builder)) return ['--import', 'tsx', join(checkout, 'apps/api/src/front.ts')];
  const built = spawnSync(process.execPath, [builder], { cwd: checkout, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`building the server of ${checkout} failed`);
  return [...frontFlags(builder), join(checkout, 'apps/api/dist/front.mjs')];
}

/** Starts the shop with `env` and resolves once `readyUrl` answers 200. */
export async function startShop(
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  timeoutMs = 60 * 60_000,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, shopProgram(root), {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
      try {
        if ((await fetch(readyUrl)).status === 200) return child;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the shop did not start');
  } catch (error) {
    await stopShop(child);
    throw error;
  }
}

/**
 * Waits until the shop's search index is in memory (its /metrics gauge `shop_search_index_rows`
 * above 0): until then the database answers, and a figure would measure that instead. Answers
 * 'database' at once when the index is off (the gauge at -1: a catalogue larger than
 * SEARCH_INDEX_MAX_ROWS), where the database answers every search.
 */
export async function waitForSearchIndex(
  base: string,
  metricsKey: string,
  timeoutMs = 30 * 60_000,
): Promise<'memory' | 'database'> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${metricsKey}` },
    });
    // One series per worker behind a front process (a `process` label); any loaded one will do.
    const rows = /^shop_search_index_rows(?:\{[^}]*\})? (-?\d+)/m.exec(await answer.text());
    if (rows && Number(rows[1]) > 0) return 'memory';
    if (rows && Number(rows[1]) < 0) return 'database';
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the search index did not load');
}

/** Stops the shop; it finishes the requests it is running before it closes the database. */
export async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
