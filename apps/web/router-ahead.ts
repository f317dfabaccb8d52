/**
 * The browser's router is made in a task of its own, before the document hydrates.
 *
 * React Router's `HydratedRouter` makes the router on its first render once the server's data is
 * decoded: the route objects of the whole manifest (130 routes, every page once per store view),
 * ranked and matched twice, the history and the router itself. Measured in Chromium on a
 * category page, that was half of the task that hydrates the document, so the task was twice
 * as long as either half (in Lighthouse's phone, four times slower, the longest task after the
 * first paint). React Router keeps the router it made in its module and makes none after that,
 * but does not export the function that makes it.
 *
 * The client build adds `shopCreateRouterAhead` to React Router's DOM module: it makes the router
 * as `HydratedRouter` would, with no options (the storefront gives it none), or throws the
 * promise of the decoding while the server's data is not decoded yet, as `HydratedRouter` does.
 * `entry.client.tsx` calls it, and hydrates in the next task. The code is edited where it is
 * matched exactly; a React Router whose code differs stops the build.
 */
import type { Plugin } from 'vite';

/** React Router's DOM module, as the production builds take it (vite.config.ts). */
const DOM_EXPORT = /\/react-router\/dist\/production\/dom-export\.mjs$/;

/** The router's module variable and the component that makes it, as React Router writes them. */
const MAKES_ROUTER =
  /\nvar router = null;\n[\s\S]*\nfunction HydratedRouter\(props\) \{\n {2}if \(!router\) \{\n {4}router = createHydratedRouter\(\{\n {6}getContext: props\.getContext,\n {6}instrumentations: props\.instrumentations\n {4}\}\);\n {2}\}\n/;

const AHEAD = `
export function shopCreateRouterAhead() {
  if (!router) router = createHydratedRouter({});
}
`;

/** React Router's DOM module with `shopCreateRouterAhead`; null for any other module. */
export function addRouterAhead(code: string, id: string): string | null {
  if (!DOM_EXPORT.test(id)) return null;
  if (!MAKES_ROUTER.test(code)) {
    throw new Error(`${id}: React Router's HydratedRouter is not the code expected here`);
  }
  return `${code}\n${AHEAD}`;
}

/** The Vite plugin of the client build. */
export function routerAhead(): Plugin {
  return {
    name: 'shop:router-ahead',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const edited = addRouterAhead(code, id);
      return edited === null ? null : { code: edited, map: null };
    },
  };
}
