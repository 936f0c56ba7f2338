module.exports = require('../jest.base.js')(__dirname, {
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/test/mf-runtime-mock.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  // What webpack's DefinePlugin writes in a build (webpack.shared.js).
  globals: { __SHARED_STATE_VERSION__: require('../shared-state/package.json').version },
});
