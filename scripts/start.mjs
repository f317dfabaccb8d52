#!/usr/bin/env node
/**
 * `npm start`: builds the storefront when its build is missing or older than its sources, then
 * runs the shop (API, images and storefront on one port). PORT and DATA_DIR are honoured.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { webBuildIsStale } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const stale = webBuildIsStale();
if (stale) {
  console.log('[shop] Building the storefront');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/front.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
