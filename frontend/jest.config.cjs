/** Component tests (*.test.tsx) in jsdom; swc compiles TSX without type-checking (tsc does that). */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // Above the 5 s that findBy* may wait (jest.setup.ts), so a slow find fails as a find, not a timeout.
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: { '\\.(css)$': '<rootDir>/src/test/style-stub.cjs' },
};
