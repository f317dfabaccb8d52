#!/usr/bin/env node
/**
 * `npm test`: the unit, database and API tests (Vitest), then the browser journeys (Playwright
 * in Debian's Chromium). Both always run; the exit code fails when either fails. With
 * TEST_REPORT_DIR set, each writes a JSON report there (CI sums them), and `exit-codes.json` holds
 * each part's exit code by its report's name. After each part, a line
 * `== time: unit+api N s` (Vitest) or `== time: journeys N s` gives its wall time in whole
 * seconds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';

const reportDir = process.env.TEST_REPORT_DIR;
const vitestArgs = ['vitest', 'run'];
if (reportDir)
  vitestArgs.push(
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${reportDir}/vitest.json`,
    '--reporter=./scripts/unhandled-errors-reporter.ts',
  );
// Errors outside any test fail the run without failing a test: CI names them from this file.
if (reportDir) process.env.UNHANDLED_ERRORS_FILE = `${reportDir}/vitest-unhandled.json`;
const run = (args) => spawnSync('npx', args, { stdio: 'inherit', env: process.env }).status ?? 1;
/** Runs one part and prints its wall time, whatever its outcome. */
const timed = (part, args) => {
  const started = Date.now();
  const status = run(args);
  console.log(`== time: ${part} ${Math.round((Date.now() - started) / 1000)} s`);
  return status;
};

const unit = timed('unit+api', vitestArgs);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser = 0;
if (existsSync(chromium)) {
  browser = timed('journeys', ['playwright', 'test']);
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
    JSON.stringify({ 'vitest.json': unit, 'e2e.json': browser }),
  );
}
process.exit(unit !== 0 || browser !== 0 ? 1 : 0);
