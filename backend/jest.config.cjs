/**
 * Three tiers (CONVENTIONS.md 8): `*.spec.ts` pure, `*.int.spec.ts` real database,
 * `test/*.e2e.spec.ts` HTTP journeys. swc compiles TypeScript with decorator metadata and must also
 * transform @nestjs/* because NestJS 12 ships ESM only (README.md, Requirements), and @fastify/* whose plugins
 * load ESM-only dependencies (cookie, content-disposition; docs/decisions/0004-http-adapter.md).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@kurrent|@fastify|cookie|content-disposition)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
};
const withDatabase = {
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/test-support/suite-timeout.ts'],
};
module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts', '<rootDir>/bench/**/*.spec.ts'], testPathIgnorePatterns: ['\\.int\\.spec\\.ts$'] },
    { ...shared, ...withDatabase, displayName: 'int', testMatch: ['<rootDir>/src/**/*.int.spec.ts'] },
    { ...shared, ...withDatabase, displayName: 'e2e', testMatch: ['<rootDir>/test/**/*.e2e.spec.ts'] },
    // The built app as a child process, killed and restarted (test/crash): `npm run test:crash` only.
    { ...shared, displayName: 'crash', testMatch: ['<rootDir>/test/crash/**/*.crash.spec.ts'] },
    // Two built apps on one database, the projection leader killed (test/cluster): `npm run test:cluster` only.
    { ...shared, displayName: 'cluster', testMatch: ['<rootDir>/test/cluster/**/*.cluster.spec.ts'] },
  ],
};
