#!/usr/bin/env node
/**
 * `npm start`: builds the storefront when its build is missing or older than its sources, then
 * runs the shop (API, images and storefront on one port). PORT and DATA_DIR are honoured.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const built = join(web, 'build/server/index.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.'))
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [
  join(web, 'app'),
  join(root, 'packages/core/src'),
  join(root, 'packages/contracts/src'),
];
const stale =
  !existsSync(built) || sources.some((dir) => newestMtime(dir) > statSync(built).mtimeMs);
if (stale) {
  console.log('[shop] Building the storefront');
  const build = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
