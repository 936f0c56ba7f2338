module.exports = require('../jest.base.js')(__dirname, {
  moduleNameMapper: {
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/test/mf-runtime-mock.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
});
