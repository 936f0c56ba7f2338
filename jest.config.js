// `npx jest` at the root runs every package's unit and integration tests in one run: the apps
// of the apps manifest (packages/apps/apps.json), the packages beside them and the deploy scripts.
const { apps } = require('@agency/apps');

module.exports = {
  projects: [
    '<rootDir>/packages/apps',
    '<rootDir>/packages/testing',
    '<rootDir>/packages/contract',
    '<rootDir>/packages/server-kit',
    '<rootDir>/packages/shared-state',
    '<rootDir>/packages/ui',
    ...apps.map((app) => `<rootDir>/${app.dir}`),
    '<rootDir>/api',
    '<rootDir>/scripts',
  ],
};
