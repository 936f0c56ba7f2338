// Each test file boots the app on its own embedded database; on a loaded two-core machine that
// takes seconds. Set here rather than as `testTimeout`, which jest ignores in a project of the
// root multi-project run.
jest.setTimeout(120_000);
