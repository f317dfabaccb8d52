/**
 * The back office's build (decisions 75 and 79): a single-page app under /admin, built on its own
 * so that none of its code (react-admin, the component library) ever enters the storefront's
 * bundles. JSX is compiled by Vite's own esbuild; no dev server is part of the shop.
 *
 * The script is split: the libraries in a few chunks that change only when they are upgraded
 * (so a new screen does not make staff download react-admin again), each screen group in a chunk
 * of its own loaded when first opened. Every text file is compressed here, once, at the strongest
 * settings (brotli 11 and gzip 9) next to itself (`x.js.br`, `x.js.gz`); the shop sends those
 * files as they are, so no request waits for a compression.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing. The page (index.html) is not: the shop writes a nonce into it per answer. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

/** Writes `.br` and `.gz` beside every compressible file of the build. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kindershop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const path = join(outDir, fileName);
            const raw = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(raw, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzipAsync(raw, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * The library chunk a module of node_modules goes to, by its package: React and its router (with
 * what the router imports), react-admin, and the rest (the component library and what both use).
 * Each chunk imports only the ones before it, so they load in one order.
 */
const REACT = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
]);
function libraryChunk(id: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (!match) return undefined;
  const name = match[1] ?? '';
  if (REACT.has(name)) return 'react';
  if (name === 'react-admin' || name.startsWith('ra-')) return 'react-admin';
  return 'libraries';
}

export default defineConfig({
  base: '/admin/',
  esbuild: { jsx: 'automatic' },
  plugins: [precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The component library alone is larger than Vite's default warning size.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: { manualChunks: libraryChunk },
      // The component library marks its files "use client" for server components; a plain
      // single-page app has none, so the mark means nothing here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
