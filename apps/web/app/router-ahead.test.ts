import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { addRouterAhead } from '../router-ahead.ts';

/** The installed React Router's production files, as the client build takes them. */
const production = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const domExport = join(production, 'dom-export.mjs');

describe('the router made ahead of the hydration (router-ahead.ts)', () => {
  const cache = resolve(import.meta.dirname, '../../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const copy = mkdtempSync(join(cache, 'router-ahead-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("adds shopCreateRouterAhead to the installed React Router's DOM module, which still loads", async () => {
    const edited = addRouterAhead(readFileSync(domExport, 'utf8'), domExport);
    expect(edited).toContain('export function shopCreateRouterAhead()');
    // A copy beside React Router's other files, so that its imports resolve as in the build.
    cpSync(production, copy, { recursive: true });
    writeFileSync(join(copy, 'dom-export.mjs'), edited ?? '');
    const module = (await import(pathToFileURL(join(copy, 'dom-export.mjs')).href)) as Record<
      string,
      unknown
    >;
    expect(typeof module.shopCreateRouterAhead).toBe('function');
    expect(typeof module.HydratedRouter).toBe('function');
  });

  it('leaves other modules alone and stops at code it does not know', () => {
    expect(addRouterAhead('function HydratedRouter() {}', '/app/root.tsx')).toBeNull();
    expect(() =>
      addRouterAhead(
        'var router = null;\nfunction HydratedRouter(props) {\n  return make(props);\n}\n',
        '/node_modules/react-router/dist/production/dom-export.mjs',
      ),
    ).toThrow(/HydratedRouter is not the code expected/);
  });
});
