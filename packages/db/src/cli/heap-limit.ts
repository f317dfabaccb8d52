/**
 * The catalogue commands' heap limit. They generate a catalogue a slice at a time: what stays in
 * memory is what the generator keeps of every product (a few fields and its url keys, about
 * 0.9 KB), and the seed's indexer afterwards needs a little more (it reads all product names at
 * once): 120 and 160 MB live for 100,000 products. Left to itself, Node grows its heap far past
 * what is live (0.78 GB resident to write 100,000 products as JSON), so a command runs itself once
 * more with a limit of about twice that (0.37-0.45 GB resident for 100,000 products).
 *
 * Its young generation is larger than Node's default (64 MB semi-spaces instead of 16): a slice of
 * products and the documents built from it live for a few milliseconds, and with the default
 * they were copied from collection to collection (100,000 products: the indexer's own CPU time
 * 88 s with the default, 67 s with this, its run 145 s and 125 s; 0.28 and 0.40 GB resident).
 */
import { spawnSync } from 'node:child_process';

/** The young generation's semi-space size in MB of the catalogue commands. */
const SEMI_SPACE_MB = 64;

/** The heap limit in MB for a catalogue of `products`. */
export const catalogHeapMb = (products: number) => Math.max(512, Math.ceil(256 + products * 0.002));

/**
 * Runs this command again with the heap limit for `products` and exits with its exit code,
 * unless this is that run.
 */
export function runWithCatalogHeapLimit(products: number): void {
  const heapMb = catalogHeapMb(products);
  if (process.env.CATALOG_HEAP_MB === String(heapMb)) return;
  const run = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      `--max-old-space-size=${heapMb}`,
      `--max-semi-space-size=${SEMI_SPACE_MB}`,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, CATALOG_HEAP_MB: String(heapMb) } },
  );
  if (run.error)
    console.error(`The command could not start with a heap of ${heapMb} MB:`, run.error);
  // The run's own exit code; one killed by a signal failed.
  process.exit(run.status ?? 1);
}
