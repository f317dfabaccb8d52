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
 * A page's path is matched against the ranked branches of the route tree in turn, one regular
 * expression each, until one matches, twice per page: a Dutch product page tried 58 of the 90
 * branches, a page without a route of its own (the catch-all: content pages, old URLs) all. The
 * server build indexes each ranked list once by the first segment of the branch's path, where that
 * segment is plain ASCII text; a path is tried only against the branches of its own first segment
 * and those whose first segment is dynamic, a splat, optional, empty or not ASCII, in rank order.
 * That is the same first match: a route's pattern matches ASCII text case-insensitively by simple
 * case folding, under which no character above ASCII equals one of ASCII, so a branch whose first
 * segment is such text matches only a path whose first segment lower-cases to that text.
 *
 * The code is edited where it is matched exactly. A React Router whose code differs stops the
 * build with the name of the edit, to be looked at again (its test says the same).
 */
import type { Plugin } from 'vite';

/** React Router's production files (the server build bundles them: vite.config.ts). */
const REACT_ROUTER_PRODUCTION = /\/react-router\/dist\/production\/[^/]+\.mjs$/;

const BUILT_ONCE = "Symbol.for('shop.builtOnce')";

/**
 * The branches of a ranked list a decoded path can match, in rank order. React Router ranks a
 * list once (`flattenAndRankRoutes` makes a new array and never changes it after), so its index
 * is kept with it.
 */
const CANDIDATE_BRANCHES = `
const shopBranchIndexes = new WeakMap();
function shopCandidateBranches(branches, decoded) {
  let index = shopBranchIndexes.get(branches);
  if (!index) {
    index = shopIndexBranches(branches);
    shopBranchIndexes.set(branches, index);
  }
  if (decoded.charCodeAt(0) !== 47) return branches;
  let end = decoded.indexOf("/", 1);
  let first = (end === -1 ? decoded.slice(1) : decoded.slice(1, end)).toLowerCase();
  return index.byFirstSegment.get(first) ?? index.alwaysTried;
}
function shopIndexBranches(branches) {
  let keys = branches.map((branch) => {
    let first = branch.path.replace(/^\\/+/, "").split("/")[0];
    return /^[\\x20-\\x7e]+$/.test(first) && !/[:*?]/.test(first) ? first.toLowerCase() : null;
  });
  let byFirstSegment = new Map();
  for (let key of keys) if (key !== null && !byFirstSegment.has(key)) byFirstSegment.set(key, []);
  let alwaysTried = [];
  branches.forEach((branch, i) => {
    if (keys[i] !== null) {
      byFirstSegment.get(keys[i]).push(branch);
      return;
    }
    alwaysTried.push(branch);
    for (let list of byFirstSegment.values()) list.push(branch);
  });
  return { byFirstSegment, alwaysTried };
}`;

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
  {
    within: 'function matchRoutesImpl(',
    find: /let branches = precomputedBranches \?\? flattenAndRankRoutes\(routes\);\s*let matches = null;\s*let decoded = decodePath\(pathname\);/,
    replace: [
      'let matches = null;',
      'let decoded = decodePath(pathname);',
      // A list ranked anew for this call is tried whole: indexing it would cost more than it saves.
      'let branches = precomputedBranches ? shopCandidateBranches(precomputedBranches, decoded) : flattenAndRankRoutes(routes);',
    ].join('\n'),
    append: CANDIDATE_BRANCHES,
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
