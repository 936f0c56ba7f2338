// The jest settings every front-end package shares; a package's jest.config.js calls this.
const path = require('node:path');

/** The test environment, stubs and set-up every front-end package shares (@agency/testing). */
const testing = (file) => path.join(__dirname, 'packages/testing/jest', file);

/** MSW's ESM-only dependencies, compiled for jest like CKEditor (mswjs/msw#2698). */
const mswEsmPackages = ['rettime', 'until-async', '@open-draft/deferred-promise'];

/** cookie@2, ES modules only, which Fastify's inject (light-my-request) loads from its own
 * node_modules: the render server's tests inject requests. */
const injectEsmPackages = ['cookie'];

/** @returns {import('jest').Config} */
module.exports = function jestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    displayName: path.basename(packageDir),
    testEnvironment: testing('environment.js'),
    transform: {
      '^.+\\.m?(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    transformIgnorePatterns: [
      `^(?!.*/node_modules/(${injectEsmPackages.join('|')})/).*/node_modules/(?!(${['ckeditor5', '@ckeditor', ...mswEsmPackages].join('|')})/)`,
    ],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': testing('style-stub.js'),
      '\\.(svg|png|jpe?g|webp|gif|avif)$': testing('file-stub.js'),
      ...(overrides.moduleNameMapper ?? {}),
    },
    setupFilesAfterEnv: [
      '@testing-library/jest-dom',
      testing('setup.js'),
      testing('server-lifecycle.ts'),
      ...(overrides.setupFilesAfterEnv ?? []),
    ],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
    restoreMocks: true,
    // A test may wait up to 5 s for the page (setup.js) several times: on a busy two-core machine
    // the default 5 s for the whole test reads a slow run as a failure. Assertions stay the same.
    testTimeout: 20_000,
    ...Object.fromEntries(
      Object.entries(overrides).filter(
        ([key]) => !['moduleNameMapper', 'setupFilesAfterEnv'].includes(key),
      ),
    ),
  };
};

module.exports.mswEsmPackages = mswEsmPackages;
