import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { keepServerRoutes, SERVER_ROUTE_EDITS } from '../../server-routes-once.ts';

/** The installed React Router's production files, as the server build bundles them. */
const production = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const files = readdirSync(production).filter((name) => name.endsWith('.mjs'));

/** A copy of the production files with the edits made, where `react` resolves as in the app. */
const cache = resolve(import.meta.dirname, '../../../../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const edited = mkdtempSync(join(cache, 'server-routes-once-'));
afterAll(() => rmSync(edited, { recursive: true, force: true }));
cpSync(production, edited, { recursive: true });
let editsMade = 0;
for (const name of files) {
  const path = join(production, name);
  const code = keepServerRoutes(readFileSync(path, 'utf8'), path);
  if (code === null) continue;
  editsMade += SERVER_ROUTE_EDITS.filter((edit) => code.includes(edit.append)).length;
  writeFileSync(join(edited, name), code);
}

describe('the server route tree built once per build', () => {
  it('finds the code of both edits in the installed React Router', () => {
    expect(editsMade).toBe(SERVER_ROUTE_EDITS.length);
  });

  it('leaves other modules alone and stops at code it does not know', () => {
    expect(keepServerRoutes('function ServerRouter() {}', '/app/root.tsx')).toBeNull();
    expect(() =>
      keepServerRoutes(
        'function ServerRouter({ context }) { let routes = build(context); }',
        '/node_modules/react-router/dist/production/chunk-X.mjs',
      ),
    ).toThrow(/ServerRouter\(\) is not the code expected/);
  });

  it('keeps the data routes of a tree marked as built once, and converts any other anew', async () => {
    const router = (await import(pathToFileURL(join(edited, 'index.mjs')).href)) as {
      createStaticRouter: (
        routes: object[],
        context: object,
      ) => { routes: { id: string; path?: string }[]; state: { matches: { route: object }[] } };
    };
    const tree = () => [{ id: 'root', path: '/', children: [{ id: 'product', path: 'p/:sku' }] }];
    const context = { matches: [], location: { pathname: '/' } };

    const kept = Object.assign(tree(), { [Symbol.for('shop.builtOnce')]: true });
    const first = router.createStaticRouter(kept, context);
    const second = router.createStaticRouter(kept, context);
    expect(second.routes).toBe(first.routes);
    expect(first.routes[0]).toMatchObject({ id: 'root', path: '/' });

    const plain = tree();
    expect(router.createStaticRouter(plain, context).routes).not.toBe(
      router.createStaticRouter(plain, context).routes,
    );
  });
});
