/**
 * The import rules of the shared packages (decision 18): core holds the pure rules, contracts the
 * wire shapes; the apps use both, never the other way round. Run from the repository root:
 *   depcruise packages/core/src packages/contracts/src --config packages/.dependency-cruiser.cjs
 */
const path = require('node:path');

/** Everything of ours: the apps, the packages and the repository's own scripts and suites. */
const OURS = '^(apps|packages|e2e|bench|scripts)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-contracts-as-types-only',
      comment:
        'Core loads nothing of ours at run time. The wire shapes some of its rules produce (the ' +
        "cart totals, the order's address) are the contracts' types, imported as types only, so " +
        'each wire shape is declared once and costs no byte in the browser.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^packages/contracts/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-imports-nothing-else-of-ours',
      comment:
        'Core imports nothing of ours but the contracts (as types): not the database package, ' +
        'not an app, not a script.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: OURS, pathNot: '^packages/(core|contracts)/' },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment:
        'The contracts are the one source of the wire shapes and import nothing of ours (zod ' +
        'only), so the storefront and the API both read them without pulling in anything else.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: OURS, pathNot: '^packages/contracts/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles in core or the contracts, of run-time or type-only imports.',
      severity: 'error',
      from: { path: '^packages/(core|contracts)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // An absolute path: a relative one is read from the working directory, but its `extends`
    // then resolves from the wrong folder. Core's and the contracts' settings are the same.
    tsConfig: { fileName: path.join(__dirname, 'core/tsconfig.json') },
    // Keeps `import type` as a dependency, of type 'type-only'.
    tsPreCompilationDeps: true,
    // The workspace packages (@shop/*) resolve through their package exports to their sources.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
