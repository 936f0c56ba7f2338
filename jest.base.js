// The jest settings every front-end package shares; a package's jest.config.js calls this.
const path = require('node:path');

/** @returns {import('jest').Config} */
module.exports = function jestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    displayName: path.basename(packageDir),
    testEnvironment: path.join(__dirname, 'shared-state/jest/environment.js'),
    transform: {
      '^.+\\.(t|j)sx?$': [
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
    transformIgnorePatterns: ['/node_modules/(?!(ckeditor5|@ckeditor)/)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'shared-state/jest/style-stub.js'),
      '\\.(svg|png|jpe?g|webp|gif|avif)$': path.join(__dirname, 'shared-state/jest/file-stub.js'),
      ...(overrides.moduleNameMapper ?? {}),
    },
    setupFilesAfterEnv: [
      '@testing-library/jest-dom',
      path.join(__dirname, 'shared-state/jest/setup.js'),
      ...(overrides.setupFilesAfterEnv ?? []),
    ],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
    restoreMocks: true,
    ...Object.fromEntries(
      Object.entries(overrides).filter(
        ([key]) => !['moduleNameMapper', 'setupFilesAfterEnv'].includes(key),
      ),
    ),
  };
};
