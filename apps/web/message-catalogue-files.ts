/**
 * The message catalogue every page uses (app/lib/i18n.ts: the areas merged per locale) as one
 * file per locale beside the build's scripts, `assets/messages-<locale>-<hash>.json`, instead of
 * as data inside every page's HTML. The hash is of the content, so a file never changes and the
 * browser and the service worker keep it (hashed build files are kept until a new build). The
 * module `virtual:message-catalogues` gives the server render and the browser the same paths;
 * `react-router dev` serves the files from memory.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The areas of the catalogue every page uses, in the order app/lib/i18n.ts merges them. */
const PAGE_CATALOGUE_AREAS = [
  'common',
  'layout',
  'listing',
  'product',
  'cart',
  'account',
  'order',
  'pages',
  'forms',
  'content',
] as const;

export const CATALOGUE_LOCALES = ['nl-NL', 'de-DE'] as const;

const VIRTUAL_ID = 'virtual:message-catalogues';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** A locale's catalogue file: its JSON text and its path under the site's root. */
export function catalogueFile(
  i18nDir: string,
  locale: string,
): { path: string; fileName: string; source: string; files: string[] } {
  const files = PAGE_CATALOGUE_AREAS.map((area) => join(i18nDir, locale, `${area}.json`));
  const messages: Record<string, string> = {};
  for (const file of files) Object.assign(messages, JSON.parse(readFileSync(file, 'utf8')));
  const source = JSON.stringify(messages);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const fileName = `assets/messages-${locale}-${hash}.json`;
  return { path: `/${fileName}`, fileName, source, files };
}

export function messageCatalogueFiles(i18nDir: string): Plugin {
  let serving = false;
  return {
    name: 'shop:message-catalogue-files',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(source) {
      return source === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const paths: Record<string, string> = {};
      for (const locale of CATALOGUE_LOCALES) {
        const file = catalogueFile(i18nDir, locale);
        for (const source of file.files) this.addWatchFile(source);
        // Both builds (browser and server) name the same path; the browser's build writes the file.
        if (!serving && this.environment.name === 'client') {
          this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
        }
        paths[locale] = file.path;
      }
      return `export default ${JSON.stringify(paths)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const locale = CATALOGUE_LOCALES.find(
          (candidate) => request.url === catalogueFile(i18nDir, candidate).path,
        );
        if (!locale) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(catalogueFile(i18nDir, locale).source);
      });
    },
  };
}
