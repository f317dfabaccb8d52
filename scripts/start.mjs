#!/usr/bin/env node
/**
 * `npm start`: builds the storefront and the back office when a build is missing or older than its
 * sources, builds the server (a second or two, so every time: build-api.mjs), then runs the shop
 * (API, images, storefront and /admin on one port) with plain Node. PORT and DATA_DIR are
 * honoured.
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { API_DIST, buildApi, FRONT_V8_FLAGS } from './build-api.mjs';
import { adminBuildIsStale, webBuildIsStale } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
/** Builds one workspace; a failed build stops the start with its exit code. */
function build(what, workspace) {
  console.log(`[shop] Building ${what}`);
  const run = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
if (webBuildIsStale()) build('the storefront', '@shop/web');
if (adminBuildIsStale()) build('the back office', '@shop/admin');
await buildApi();

const server = spawn(process.execPath, [...FRONT_V8_FLAGS, join(API_DIST, 'front.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
