// Tests run on two-core machines next to other suites: give findBy/waitFor room beyond the
// 1 s default so a slow machine does not read as a failure. Assertions stay the same.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
