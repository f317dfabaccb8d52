/**
 * The API's import rules (decision 18): an API module is routes.ts -> service (use cases) ->
 * repository; src/services.ts composes the modules, and a module reaches another only through
 * interfaces handed over there. Run from the repository root:
 *   depcruise apps/api/src --config apps/api/.dependency-cruiser.cjs
 */

const path = require('node:path');

/** A file of an API module; the first group is the module's name. */
const MODULE = '^apps/api/src/modules/([^/]+)/';
/** A module's routes: its routes.ts (also one in a sub-folder, as the payment's test provider). */
const ROUTES = '^apps/api/src/modules/.+/routes\\.ts$';
/** A module's service (the facade over its use cases) or routes. */
const SERVICE_OR_ROUTES = '^apps/api/src/modules/.+/(service|routes)\\.ts$';
/** A module's repository: repository.ts or <aggregate>-repository.ts. */
const REPOSITORY = '^apps/api/src/modules/.+/[^/]*repository\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'routes-not-to-repository',
      comment:
        'A route calls its service, never a repository: routes.ts holds schemas and thin ' +
        'handlers, all SQL sits behind the service (types of rows included: the service ' +
        'answers what the route shapes).',
      severity: 'error',
      from: { path: ROUTES },
      to: { path: REPOSITORY },
    },
    {
      name: 'service-not-to-routes',
      comment:
        'Only the app and the composition root import routes: a service, a use case or any ' +
        'other module file never imports a routes.ts (the dependency points from routes to ' +
        'service, not back).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/', pathNot: ROUTES },
      to: { path: ROUTES },
    },
    {
      name: 'repository-not-to-service-or-routes',
      comment:
        'A repository is the bottom layer: it imports no service.ts and no routes.ts, not even ' +
        'for types (the service answers in the types the repository defines, not the reverse).',
      severity: 'error',
      from: { path: REPOSITORY },
      to: { path: SERVICE_OR_ROUTES },
    },
    {
      name: 'repository-runs-no-use-case',
      comment:
        'A repository runs no code of the layers above it: at run time it imports of the ' +
        "modules only other repositories and a provider's protocol constants (*-types.ts); any " +
        'other module file (a use case, a view, a template) for types only, as the shapes it ' +
        'stores.',
      severity: 'error',
      from: { path: REPOSITORY },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: [REPOSITORY, '^apps/api/src/modules/.+-types\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'not-to-other-modules-repository-or-routes',
      comment:
        "A module never imports another module's repository or routes, not even for types: " +
        'it reads and writes its own tables only, and what it needs of another module comes ' +
        'through an interface handed over in src/services.ts.',
      severity: 'error',
      from: { path: MODULE },
      to: {
        path: [ROUTES, REPOSITORY],
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'other-modules-for-types-only',
      comment:
        'A module imports another module for types only (the shapes of the interfaces it is ' +
        'handed at composition); the code it runs of another module reaches it through ' +
        "src/services.ts. The one exception is auth's code shared by every module: tokens.ts " +
        "(the caller of a request, read by every module's routes) and passwords.ts (hashing, " +
        'used by the accounts).',
      severity: 'error',
      from: { path: MODULE },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: [
          '^apps/api/src/modules/$1/',
          '^apps/api/src/modules/auth/(tokens|passwords)\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'lib-not-to-modules',
      comment:
        'src/lib is shared by every module and knows none of them: it imports no module file.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'not-to-web',
      comment:
        'The API never imports the storefront (apps/web): it serves its build from disk ' +
        '(src/web/mount-web.ts loads it at run time by path), so the two share code only ' +
        'through packages/contracts and packages/core.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles in the API, of run-time or type-only imports: a cycle means two ' +
        'files are one piece of code, or an interface belongs to the other side.',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
  ],
  options: {
    // The workspace packages (@shop/*) resolve through their package exports to their sources;
    // the API's rules stop at their edge.
    doNotFollow: { path: ['node_modules', '^packages/'] },
    // An absolute path: a relative one is read from the working directory, but its `extends`
    // then resolves from the wrong folder.
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    // Keeps `import type` as a dependency, of type 'type-only'.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
