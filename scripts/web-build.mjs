/**
 * Whether the storefront's build (or the back office's) is missing or older than its sources (the
 * app and the packages it bundles), for `npm start` and the tests that serve the built storefront.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const built = join(web, 'build/server/index.js');
const sources = [
  join(web, 'app'),
  join(root, 'packages/core/src'),
  join(root, 'packages/contracts/src'),
];

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

/** @returns {boolean} */
export function webBuildIsStale() {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((dir) => newestMtime(dir) > builtAt);
}

/**
 * Builds the storefront when its build is missing or stale, and waits for it: for the tests that
 * serve the built storefront. `npm test` calls it once before its parts start, so that the parts
 * running side by side find one finished build instead of each writing the same folder.
 */
export function ensureWebBuild() {
  if (webBuildIsStale()) execSync('npm run build -w @shop/web', { cwd: root, stdio: 'pipe' });
}

const admin = join(root, 'apps/admin');
const adminBuilt = join(admin, 'dist/index.html');
const adminSources = [
  join(admin, 'src'),
  join(admin, 'index.html'),
  join(root, 'packages/core/src'),
  join(root, 'packages/contracts/src'),
];

/** @returns {boolean} */
export function adminBuildIsStale() {
  if (!existsSync(adminBuilt)) return true;
  const builtAt = statSync(adminBuilt).mtimeMs;
  return adminSources.some((path) =>
    statSync(path).isDirectory() ? newestMtime(path) > builtAt : statSync(path).mtimeMs > builtAt,
  );
}
