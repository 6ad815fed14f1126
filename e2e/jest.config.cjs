/**
 * Real-browser journeys (`npm run test:browser`): Debian's chromium driven by playwright-core
 * against the built app, started once by global-setup.ts on a fresh embedded database.
 */
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.browser.ts'],
  testEnvironment: 'node',
  testTimeout: 90_000,
  maxWorkers: 1,
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // The one app's clock only moves forward: the journeys that move it run after all the others.
  testSequencer: '<rootDir>/support/clock-last-sequencer.cjs',
  // Every screen a journey shows must have been checked with axe (support/accessibility.ts).
  setupFilesAfterEnv: ['<rootDir>/support/accessibility-coverage.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
};
