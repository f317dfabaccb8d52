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
 *
 * With TEST_DEADLINE (epoch seconds, set by CI), no part runs past it: a run cut off from outside
 * keeps only part of its log and names nothing, so a part that hangs or crawls is stopped here
 * and fails with a line that names it. A Vitest part also stops after VITEST_BOUND_S, so that the
 * journeys still run after one that hangs; the journeys stop at the deadline through Playwright's
 * own global timeout, which still writes their report.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ensureWebBuild } from './web-build.mjs';

const reportDir = process.env.TEST_REPORT_DIR;
const postgresUrl = process.env.TEST_POSTGRES_URL;
const deadline = Number(process.env.TEST_DEADLINE) || 0;
/** A Vitest part's bound under a deadline, s: about four times what one takes on a quiet machine. */
const VITEST_BOUND_S = 1800;
/** How long a part's output may stay open after its process ended, ms. */
const LEFT_RUNNING_GRACE_MS = 15_000;
/** What the journeys' global timeout leaves before the deadline, s: for the runner's last words. */
const JOURNEYS_MARGIN_S = 60;

/** Seconds until the deadline (Infinity without one). */
function secondsLeft() {
  return deadline ? deadline - Date.now() / 1000 : Number.POSITIVE_INFINITY;
}

/** The process groups of the parts that run: stopped with this process. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) stopGroup(pid);
    process.exit(130);
  });
}

/** The processes of a group, one `pid command` per line (for the log). */
function groupMembers(pgid) {
  try {
    return execFileSync('ps', ['-eo', 'pgid=,pid=,args='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([group]) => group === String(pgid))
      .map(([, pid, ...args]) => `   ${pid} ${args.join(' ').slice(0, 200)}`)
      .join('\n');
  } catch {
    return '   (ps could not list them)';
  }
}

/** Stops a part with everything it started (its own process group): asked first, then forced. */
function stopGroup(pid) {
  const kill = (signal) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group has ended.
    }
  };
  kill('SIGTERM');
  setTimeout(() => kill('SIGKILL'), 10_000).unref();
}

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
 * `log`: a file for its output instead of this process's. `boundSeconds`: the part is stopped
 * after it and fails.
 */
function timed(part, args, env, log, boundSeconds = Number.POSITIVE_INFINITY) {
  const started = Date.now();
  return new Promise((resolve) => {
    // A group of its own, so that a part stopped at its bound takes its children with it.
    const child = spawn('npx', args, {
      env,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
    });
    running.add(child.pid);
    const out = log ? createWriteStream(log) : null;
    let overrun = false;
    const bound = Number.isFinite(boundSeconds)
      ? setTimeout(() => {
          overrun = true;
          const line = `== ${part} ran past its bound of ${Math.round(boundSeconds)} s and was stopped: it failed\n`;
          process.stderr.write(line);
          out?.write(line);
          stopGroup(child.pid);
        }, Math.max(0, boundSeconds) * 1000)
      : null;
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    let ended = false;
    const done = (code) => {
      if (ended) return;
      ended = true;
      if (bound) clearTimeout(bound);
      running.delete(child.pid);
      if (overrun) code = 124;
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
    child.on('exit', (code) => {
      // A stopped part is over once its process has ended.
      if (overrun) return done(code);
      // A part whose output stays open after it ended left a process running that holds it (a
      // test's child that outlived its test): that process is named and stopped, and the part
      // ends with its own exit code instead of waiting for it without end.
      if (!log) return;
      setTimeout(() => {
        if (ended) return;
        const line = `== ${part} ended but left processes running that hold its output; stopped:\n${groupMembers(child.pid)}\n`;
        process.stderr.write(line);
        out?.write(line);
        stopGroup(child.pid);
        done(code);
      }, LEFT_RUNNING_GRACE_MS).unref();
    });
  });
}

// The storefront's tests serve its build: made here once, before the parts that run side by side
// could each start writing it.
ensureWebBuild();

const postgresLog = `${reportDir ?? '.'}/api-postgres.log`;
const vitestBound = deadline ? Math.min(VITEST_BOUND_S, secondsLeft()) : Number.POSITIVE_INFINITY;
const [unit, apiPostgres] = await Promise.all([
  timed('unit+api', vitestArgs('vitest'), vitestEnv('vitest'), undefined, vitestBound),
  postgresUrl
    ? timed(
        'api-postgres',
        vitestArgs('api-postgres', ['--project', 'api', '--project', 'api-web']),
        vitestEnv('api-postgres', { DATABASE_URL: postgresUrl }),
        postgresLog,
        vitestBound,
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
  const left = secondsLeft();
  // Playwright's global timeout ends the run as a failure that its report names, the journeys
  // that had not ended with it; the bound after it stops a runner that does not end.
  const globalTimeout = Number.isFinite(left)
    ? [`--global-timeout=${Math.max(1, Math.round(left - JOURNEYS_MARGIN_S)) * 1000}`]
    : [];
  browser = await timed(
    'journeys',
    ['playwright', 'test', ...globalTimeout],
    process.env,
    undefined,
    left,
  );
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
