// `npx jest` at the root runs every package's unit and integration tests in one run.
module.exports = {
  projects: [
    '<rootDir>/shared-state',
    '<rootDir>/shell',
    '<rootDir>/remotes/marketing',
    '<rootDir>/remotes/blog',
    '<rootDir>/remotes/account',
    '<rootDir>/remotes/admin-content',
    '<rootDir>/api',
  ],
};
