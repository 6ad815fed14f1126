/**
 * The architecture as rules (CONVENTIONS.md 1). `npm run lint:layers` fails the build on any
 * violation.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'backend/src/domain holds pure deciders: no Nest, TypeORM, node:*, clock or I/O, nothing outside domain/ (DESIGN.md 1).',
      severity: 'error',
      from: { path: '^backend/src/domain/' },
      to: { pathNot: '^backend/src/domain/' },
    },
    {
      name: 'infrastructure-below-modules',
      comment: 'Adapters implement ports; they never reach up into use cases or read models.',
      severity: 'error',
      from: { path: '^backend/src/infrastructure/' },
      to: { path: '^backend/src/(modules|projections)/' },
    },
    {
      name: 'projections-below-modules',
      comment: 'Read models are built from events only, never from use-case code.',
      severity: 'error',
      from: { path: '^backend/src/projections/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'features-are-independent',
      comment: 'A frontend feature never imports another feature; shared code lives in components/ or lib/ (bulletproof-react).',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'frontend-never-imports-backend',
      comment: 'Both sides share only contracts/.',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^backend/' },
    },
    {
      name: 'contracts-are-types-only',
      comment: 'contracts/ is imported with `import type` only, so nothing of it exists at run time.',
      severity: 'error',
      from: { pathNot: '^contracts/' },
      to: { path: '(^|/)contracts/src/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-unresolvable',
      comment: 'Every import must resolve.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['types', 'typings', 'module', 'main'],
    },
  },
};
