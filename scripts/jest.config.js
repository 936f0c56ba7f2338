// The deploy scripts' tests: plain ES modules run as they are (no transform), against a temporary
// folder and an in-process s3rver. Run with NODE_OPTIONS=--experimental-vm-modules.
module.exports = {
  displayName: 'scripts',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/lint-fixtures/'],
  transform: {},
  testTimeout: 30_000,
};
