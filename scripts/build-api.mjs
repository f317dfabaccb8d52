#!/usr/bin/env node
/**
 * Builds the shop's server (apps/api/src/front.ts and server.ts with the workspace packages they
 * use) into plain JavaScript in apps/api/dist, which `npm start` and the container run with
 * plain Node. Under tsx the worker held the TypeScript compiler's output, its source maps, a
 * module-loader thread and two esbuild helper processes: about 130 MB of a worker's resident
 * memory (decision 99). Takes a second or two, so `npm start` builds it every time.
 *
 * - Packages from node_modules stay imports; the workspace packages (@shop/*) are bundled.
 * - A bundled module keeps its own location: `import.meta.url` in it is its source file's
 *   address (found relative to the bundle), so the files it reads beside it (the database's
 *   migrations, the demo data, the password worker) are read where they are.
 * - The two programs (front and server) keep theirs: the front starts server.mjs beside it, and
 *   both find the storefront's build at the same place from dist as from src.
 *
 *   node scripts/build-api.mjs
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = join(root, 'apps/api/src');
export const API_DIST = join(root, 'apps/api/dist');
/**
 * The front process's V8 flags, for everything that starts it (`npm start`, the container, the
 * browser journeys, the benchmarks). --max-semi-space-size=1 (MB): the front keeps little beyond
 * a request, as it pipes answers between shoppers and workers, yet under load V8 grew its young
 * generation to its largest size; the front then held 134-140 MB after the page load test where
 * it holds 78-87 MB with this bound, at the same requests per second (decision 116).
 */
export const FRONT_V8_FLAGS = ['--max-semi-space-size=1'];
const entryPoints = { front: join(source, 'front.ts'), server: join(source, 'server.ts') };
const programs = new Set(Object.values(entryPoints));

/** The name of the package a bare import names: `drizzle-orm/pglite` → `drizzle-orm`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version of a package as Node finds it from a folder (null when it finds none). */
function versionFrom(folder, name) {
  for (let dir = folder; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (dirname(dir) === dir) return null;
  }
}

const serverBundle = {
  name: 'shop-server-bundle',
  setup(bundle) {
    // A package import stays one, found from apps/api/dist at run time: it must find the same
    // version there as beside the module that imports it, or the build stops.
    bundle.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@shop/')) return undefined;
      const name = packageName(args.path);
      const wanted = versionFrom(args.resolveDir, name);
      const found = versionFrom(API_DIST, name);
      if (wanted !== found) {
        return {
          errors: [
            {
              text: `${name} ${wanted} is imported by ${relative(root, args.importer)}, but the built server would find ${found ?? 'none'}: list it in apps/api/package.json`,
            },
          ],
        };
      }
      return { external: true };
    });
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (programs.has(args.path) || !text.includes('import.meta')) return undefined;
      if (/import\.meta\.(dirname|filename)/.test(text)) {
        return {
          errors: [
            {
              text: `${relative(root, args.path)}: use import.meta.url, which the build points at the source file`,
            },
          ],
        };
      }
      const address = JSON.stringify(relative(API_DIST, args.path));
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${address}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

/** Builds apps/api/dist afresh; resolves with the time it took in ms. */
export async function buildApi() {
  const started = performance.now();
  await rm(API_DIST, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir: API_DIST,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [serverBundle],
    logLevel: 'warning',
  });
  return Math.round(performance.now() - started);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ms = await buildApi();
  console.log(`[build-api] apps/api/dist in ${ms} ms`);
}
