/** The version @agency/shared-state's package.json states, as webpack.shared.js reads it. */
function sharedStateVersion() {
  const file = require('node:path').join(
    __dirname,
    '..',
    'packages',
    'shared-state',
    'package.json',
  );
  return JSON.parse(require('node:fs').readFileSync(file, 'utf8')).version;
}

module.exports = require('../jest.base.js')(__dirname, {
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/test/mf-runtime-mock.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  // What webpack's DefinePlugin writes in a build (webpack.shared.js).
  globals: { __SHARED_STATE_VERSION__: sharedStateVersion() },
});
