/**
 * Jest runs the TypeScript sources through SWC; every test file gets its own embedded database.
 * Run it through `npm test`: PGlite loads Node built-ins with import(), which Jest only allows
 * with --experimental-vm-modules (set in the script).
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': swc,
    // light-my-request (app.inject) uses cookie@2, published as ES modules only.
    '/node_modules/cookie/.+\\.js$': swc,
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/cookie/).*/node_modules/'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  // Generous: the machine may be shared with builds; a normal run is far below it.
  setupFilesAfterEnv: ['<rootDir>/test/jest-timeout.ts'],
};
