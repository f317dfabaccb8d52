/**
 * The shell's stylesheet is applied once per page, not again when a lazily loaded part arrives.
 *
 * Every page links the stylesheet of the client entry's chunk (the shell: entry.client, the root
 * route and the shared modules of vite.config.ts) through the root route, which every page has.
 * React Router writes the address of a stylesheet that a lazily loaded chunk also imports with a
 * trailing `#` (a route's link goes with its route, and the lazy chunk's own copy must stay).
 * Before a lazy chunk runs, Vite's loader looks for a stylesheet link of the exact address, does
 * not find the one with the `#`, adds the sheet again and waits for it: the browser applies the
 * same rules a second time and restyles and lays out the whole document (the home page did so
 * while it hydrated: its content blocks are lazy).
 *
 * The root route stays for the document's life, so its stylesheets stay with it and no lazy chunk
 * needs to load them. Vite lists a lazy import's files in the importing chunk
 * (`__vite__mapDeps([indexes])` into one list of file names per chunk) once the chunks are
 * written, and its `resolveDependencies` setting never sees stylesheets; so after Vite, this
 * plugin takes the entry chunk's stylesheets out of every such list of indexes. A route's own
 * stylesheets keep the copy, as their link goes when the page changes.
 */
import type { Plugin } from 'vite';

/** The module of the client entry, whose chunk is the shell. */
const CLIENT_ENTRY = /\/app\/entry\.client\.tsx$/;

/** The chunk's list of the files its lazy imports need, as Vite writes it. */
const DEPENDENCY_FILES = /\bm\.f=(\[[^\]]*\])/;
/** One lazy import's indexes into that list. */
const DEPENDENCY_INDEXES = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

export function shellStylesOnce(): Plugin {
  return {
    name: 'shop:shell-styles-once',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own generateBundle, which writes the lists.
      order: 'post',
      handler(_options, bundle) {
        const shellStyles = new Set<string>();
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !CLIENT_ENTRY.test(output.facadeModuleId ?? '')) continue;
          for (const file of output.viteMetadata?.importedCss ?? []) shellStyles.add(file);
        }
        if (shellStyles.size === 0) {
          this.error(
            'the client entry chunk has no stylesheet: shell-styles-once.ts is out of date',
          );
        }
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.code.includes('__vite__mapDeps(')) continue;
          const list = DEPENDENCY_FILES.exec(output.code);
          if (!list?.[1]) {
            this.error(`${output.fileName}: Vite's list of lazy dependencies was not found`);
          }
          const files = JSON.parse(list[1]) as string[];
          const dropped = new Set(files.flatMap((file, i) => (shellStyles.has(file) ? [i] : [])));
          if (dropped.size === 0) continue;
          output.code = output.code.replace(DEPENDENCY_INDEXES, (_call, indexes: string) => {
            const kept = indexes.split(',').filter((index) => !dropped.has(Number(index)));
            return `__vite__mapDeps([${kept.join(',')}])`;
          });
        }
      },
    },
  };
}
