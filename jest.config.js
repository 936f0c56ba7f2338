// `npx jest` at the root runs every package's unit and integration tests in one run: the apps
// of the apps manifest (packages/apps/apps.json), the packages beside them and the deploy scripts.
const { apps } = require('@agency/apps');

module.exports = {
  // A worker that holds more than this after a test file is replaced by a fresh one. Setting it
  // also keeps Jest from running everything in its own process on a 2-CPU machine (one worker
  // means "in band" otherwise), where ~2,000 tests' module registries grew past Node's 4 GB heap
  // and CI died with "heap out of memory".
  workerIdleMemoryLimit: '1GB',
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
