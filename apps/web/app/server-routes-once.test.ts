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
import { keepServerRoutes, SERVER_ROUTE_EDITS } from '../server-routes-once.ts';
import storefrontRoutes from './routes.ts';

/** The installed React Router's production files, as the server build bundles them. */
const production = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const files = readdirSync(production).filter((name) => name.endsWith('.mjs'));

/** A copy of the production files with the edits made, where `react` resolves as in the app. */
const cache = resolve(import.meta.dirname, '../../../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const edited = mkdtempSync(join(cache, 'server-routes-once-'));
afterAll(() => rmSync(edited, { recursive: true, force: true }));
cpSync(production, edited, { recursive: true });
const editsMade = new Set<string>();
for (const name of files) {
  const path = join(production, name);
  const code = keepServerRoutes(readFileSync(path, 'utf8'), path);
  if (code === null) continue;
  for (const edit of SERVER_ROUTE_EDITS) if (code.includes(edit.append)) editsMade.add(edit.within);
  writeFileSync(join(edited, name), code);
}

interface RouteObject {
  id: string;
  path?: string;
  index?: boolean;
  children?: RouteObject[];
}
interface Match {
  route: { id: string };
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
}
interface StaticHandler {
  query(request: Request): Promise<{ statusCode: number; matches: Match[] } | Response>;
}
type RouterModule = { createStaticHandler(routes: RouteObject[]): StaticHandler };

const original = () =>
  import(pathToFileURL(join(production, 'index.mjs')).href) as Promise<RouterModule>;
const withEdits = () =>
  import(pathToFileURL(join(edited, 'index.mjs')).href) as Promise<RouterModule>;

/** The storefront's route table under a root route, as the server build has it. */
function storefrontTree(): RouteObject[] {
  return [{ id: 'root', path: '', children: storefrontRoutes as RouteObject[] }];
}

/** A path for each route of the tree: parameters filled in, an optional one with and without. */
function pathsOf(routes: readonly RouteObject[], parent = ''): string[] {
  const filled = (segments: string[]) =>
    segments
      .map((segment) => segment.replace(/^:([\w-]+)\??$/, 'v-$1').replace(/^\*$/, 'a/b'))
      .join('/') || '/';
  return routes.flatMap((route) => {
    const joined = route.path ? `${parent}/${route.path}` : parent;
    const segments = joined.split('/');
    return [
      filled(segments),
      filled(segments.filter((segment) => !segment.endsWith('?'))),
      ...pathsOf(route.children ?? [], joined),
    ];
  });
}

/** What a static handler matched for a path: its status, route ids, parameters and paths. */
async function matched(router: RouterModule, routes: RouteObject[], paths: readonly string[]) {
  const handler = router.createStaticHandler(routes);
  const results: unknown[] = [];
  for (const path of paths) {
    const context = await handler.query(new Request(`http://shop.test${path}`));
    if (context instanceof Response) throw new Error(`${path}: a response, not a context`);
    results.push([
      path,
      context.statusCode,
      context.matches.map((match) => [
        match.route.id,
        match.params,
        match.pathname,
        match.pathnameBase,
      ]),
    ]);
  }
  return results;
}

describe('the server route tree built once per build', () => {
  it('finds the code of every edit in the installed React Router', () => {
    expect([...editsMade].sort()).toEqual(SERVER_ROUTE_EDITS.map((edit) => edit.within).sort());
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

  it("matches every route of the storefront and made-up paths as React Router's own code does", async () => {
    const routes = storefrontTree();
    const routePaths = [...new Set(pathsOf(routes))];
    const variants = routePaths.flatMap((path) => [
      path,
      path.toUpperCase(),
      `${path}/`,
      `/${path}`,
      `${path}/extra`,
      path.replace(/^\/de\//, '/DE/'),
    ]);
    const madeUp = [
      '',
      '/',
      '//',
      '/de',
      '/De',
      '/de/',
      '/de//p/a/b',
      '/p',
      '/p/',
      '/P/Parent/slug/child',
      '/p%2Fa/b/c',
      '/%70/a/b',
      '/c/%E2%80%A8',
      '/%C3%9Fpielzeug',
      '/\u212Aindershop-member',
      '/\u0130n-store',
      '/my-account/%2e%2e/cart',
      '/my-account/purchases/store/12',
      '/MY-ACCOUNT/PURCHASES/7/RETURN',
      '/geboortelijst',
      '/storyblok-empty/x',
      '/site-theme',
      '/de/site-theme/menu.json',
      '/unknown/deeper/still',
      '/%',
      '/c/%zz',
      '/-',
      '/ /x',
    ];
    const paths = [...variants, ...madeUp];
    expect(paths.length).toBeGreaterThan(400);
    const before = await matched(await original(), routes, paths);
    const after = await matched(await withEdits(), routes, paths);
    expect(after).toEqual(before);
    // Every page route is the deepest match of some path, the catch-alls included.
    const leaves = (list: readonly RouteObject[]): string[] =>
      list.flatMap((route) => (route.children ? leaves(route.children) : [route.id]));
    const deepest = before.map((result) => (result as [string, number, string[][]])[2].at(-1)?.[0]);
    expect(new Set(deepest)).toEqual(new Set(leaves(routes)));
  });

  it('tries a path only against the branches of its first segment and those that are not plain text', async () => {
    const chunk = files.find((name) => {
      const code = readFileSync(join(edited, name), 'utf8');
      return (
        code.includes('function matchRoutesImpl(') && code.includes('function createStaticRouter(')
      );
    });
    const router = (await import(pathToFileURL(join(edited, chunk ?? 'missing')).href)) as {
      matchRoutesImpl: (
        routes: object[],
        path: string,
        basename: string,
        allowPartial: boolean,
        branches: object[],
      ) => { route: { id: string } }[] | null;
    };
    const tried: string[] = [];
    /** A ranked branch of one route whose pattern notes each path it is tried on. */
    const branch = (path: string, matches: boolean) => ({
      path,
      score: 0,
      routesMeta: [
        {
          relativePath: path,
          caseSensitive: false,
          childrenIndex: 0,
          route: { id: path },
          compiledParams: [],
          matcher: {
            [Symbol.match](pathname: string) {
              tried.push(path);
              return matches ? Object.assign([pathname], { index: 0, input: pathname }) : null;
            },
          },
        },
      ],
    });
    const branches = [
      branch('/cart', false),
      branch('/p/:sku', false),
      branch('/:lang/p', false),
      branch('/P/x', false),
      branch('/de/p/:sku', false),
      branch('/\u00fcber', false),
      branch('/*', true),
    ];
    const match = (path: string) => {
      tried.length = 0;
      return router.matchRoutesImpl([], path, '/', false, branches)?.map((m) => m.route.id);
    };

    expect(match('/p/abc')).toEqual(['/*']);
    expect(tried).toEqual(['/p/:sku', '/:lang/p', '/P/x', '/\u00fcber', '/*']);
    expect(match('/DE/p/abc')).toEqual(['/*']);
    expect(tried).toEqual(['/:lang/p', '/de/p/:sku', '/\u00fcber', '/*']);
    expect(match('/elsewhere')).toEqual(['/*']);
    expect(tried).toEqual(['/:lang/p', '/\u00fcber', '/*']);
  });
});
