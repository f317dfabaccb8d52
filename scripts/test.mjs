#!/usr/bin/env node
/**
 * `npm test`: the unit, database and API tests (Vitest), then the browser journeys (Playwright
 * in Debian's Chromium). Both always run; the exit code fails when either fails.
 *
 * With TEST_POSTGRES_URL (a database of its own, which the tests empty), the API tests also run
 * against that PostgreSQL server, beside the first part: Vitest runs one file at a time on a
 * machine of two cores, so the second core takes the PostgreSQL run, and both have ended before
 * the journeys begin (a journey beside a busy database server ran over twice its time). Its
 * output is printed after the first part's.
 *
 * With TEST_REPORT_DIR set, each part writes a JSON report there (CI sums them), and
 * `exit-codes.json` holds each part's exit code by its report's name. After each part, a line
 * `== time: unit+api N s` (also `api-postgres`, `journeys`) gives its wall time in whole seconds.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ensureWebBuild } from './web-build.mjs';

const reportDir = process.env.TEST_REPORT_DIR;
const postgresUrl = process.env.TEST_POSTGRES_URL;

/** Vitest's arguments: with a report folder, its JSON report and the errors outside any test. */
function vitestArgs(report, extra = []) {
  const args = ['vitest', 'run', ...extra];
  if (reportDir)
    args.push(
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reportDir}/${report}.json`,
      '--reporter=./scripts/unhandled-errors-reporter.ts',
    );
  return args;
}

/** Vitest's environment: errors outside any test fail a run without failing a test; CI names them. */
function vitestEnv(report, extra = {}) {
  return {
    ...process.env,
    ...(reportDir ? { UNHANDLED_ERRORS_FILE: `${reportDir}/${report}-unhandled.json` } : {}),
    ...extra,
  };
}

/**
 * Runs one part and resolves with its exit code, printing its wall time whatever its outcome.
 * `log`: a file for its output instead of this process's.
 */
function timed(part, args, env, log) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', args, { env, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = log ? createWriteStream(log) : null;
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      const line = `== time: ${part} ${Math.round((Date.now() - started) / 1000)} s\n`;
      if (!out) {
        process.stdout.write(line);
        resolve(code ?? 1);
        return;
      }
      // The log is complete once its stream has written everything the part printed.
      out.end(line, () => resolve(code ?? 1));
    };
    child.on('error', () => done(1));
    child.on('close', done);
  });
}

// The storefront's tests serve its build: made here once, before the parts that run side by side
// could each start writing it.
ensureWebBuild();

const postgresLog = `${reportDir ?? '.'}/api-postgres.log`;
const [unit, apiPostgres] = await Promise.all([
  timed('unit+api', vitestArgs('vitest'), vitestEnv('vitest')),
  postgresUrl
    ? timed(
        'api-postgres',
        vitestArgs('api-postgres', ['--project', 'api', '--project', 'api-web']),
        vitestEnv('api-postgres', { DATABASE_URL: postgresUrl }),
        postgresLog,
      )
    : Promise.resolve(0),
]);
if (postgresUrl) {
  console.log('== API tests on PostgreSQL');
  if (existsSync(postgresLog)) process.stdout.write(readFileSync(postgresLog));
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser = 0;
if (existsSync(chromium)) {
  browser = await timed('journeys', ['playwright', 'test'], process.env);
} else {
  console.error(
    `Browser journeys need Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  browser = 1;
}
// A part can fail with every test of its report passed (an unhandled error after the tests):
// CI reads the parts' exit codes beside their reports so that such a failure is counted and named.
if (reportDir) {
  writeFileSync(
    `${reportDir}/exit-codes.json`,
    JSON.stringify({
      'vitest.json': unit,
      'e2e.json': browser,
      ...(postgresUrl ? { 'api-postgres.json': apiPostgres } : {}),
    }),
  );
}
process.exit(unit !== 0 || apiPostgres !== 0 || browser !== 0 ? 1 : 0);
