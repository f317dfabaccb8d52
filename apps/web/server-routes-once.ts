/**
 * The server's route tree, built once per build instead of on every page.
 *
 * React Router's `ServerRouter` makes the route objects of all the app's routes from the
 * build's manifest on each render (`createServerRoutes`), and `createStaticRouter` converts them
 * into data routes (`convertRoutesToDataRoutes`): about 4 % of the worker's CPU on a product
 * page, for objects that follow from the build alone (its manifest, route modules and settings)
 * and that the static render only reads. The server build keeps both per manifest: the route
 * objects in a WeakMap on `manifest.routes`, the data routes on that routes array, which is
 * marked as built once. Any other array given to `createStaticRouter` is converted anew, as
 * before.
 *
 * The code is edited where it is matched exactly. A React Router whose code differs stops the
 * build with the name of the edit, to be looked at again (its test says the same).
 */
import type { Plugin } from 'vite';

/** React Router's production files (the server build bundles them: vite.config.ts). */
const REACT_ROUTER_PRODUCTION = /\/react-router\/dist\/production\/[^/]+\.mjs$/;

const BUILT_ONCE = "Symbol.for('shop.builtOnce')";

interface Edit {
  /** The function the edit is in: a file holding it must hold the code `find` matches. */
  within: string;
  find: RegExp;
  replace: string;
  /** Declared at the end of the module (read at render time only, after the module ran). */
  append: string;
}

export const SERVER_ROUTE_EDITS: readonly Edit[] = [
  {
    within: 'function ServerRouter(',
    find: /let routes = createServerRoutes\(\s*manifest\.routes,\s*routeModules,\s*context\.future,\s*context\.isSpaMode\s*\);/,
    replace: [
      'let routes = shopKeptServerRoutes.get(manifest.routes);',
      'if (!routes) {',
      '  routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);',
      `  routes[${BUILT_ONCE}] = true;`,
      '  shopKeptServerRoutes.set(manifest.routes, routes);',
      '}',
    ].join('\n'),
    append: 'const shopKeptServerRoutes = new WeakMap();',
  },
  {
    within: 'function createStaticRouter(',
    find: /let manifest = \{\};\s*let dataRoutes = convertRoutesToDataRoutes\(\s*routes,\s*mapRouteProperties,\s*void 0,\s*manifest\s*\);/,
    replace: [
      'let kept = shopKeptDataRoutes.get(routes);',
      'if (!kept) {',
      '  const manifest = {};',
      '  const dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest);',
      '  kept = { manifest, dataRoutes };',
      `  if (routes[${BUILT_ONCE}]) shopKeptDataRoutes.set(routes, kept);`,
      '}',
      'let { manifest, dataRoutes } = kept;',
    ].join('\n'),
    append: 'const shopKeptDataRoutes = new WeakMap();',
  },
];

/**
 * A module of React Router's production files with the edits that apply to it; null for any
 * other module or one without those functions. Throws when a function is there but its code is
 * not the code expected.
 */
export function keepServerRoutes(code: string, id: string): string | null {
  if (!REACT_ROUTER_PRODUCTION.test(id)) return null;
  let result = code;
  for (const edit of SERVER_ROUTE_EDITS) {
    if (!result.includes(edit.within)) continue;
    if (!edit.find.test(result)) {
      throw new Error(`${id}: React Router's ${edit.within}) is not the code expected here`);
    }
    result = `${result.replace(edit.find, edit.replace)}\n${edit.append}\n`;
  }
  return result === code ? null : result;
}

/** The Vite plugin of the server build (the browser builds no server routes). */
export function serverRoutesOncePerBuild(): Plugin {
  return {
    name: 'shop:server-routes-once-per-build',
    apply: 'build',
    transform(code, id, options) {
      if (!options?.ssr) return null;
      const edited = keepServerRoutes(code, id);
      return edited === null ? null : { code: edited, map: null };
    },
  };
}
