import { configure } from '@testing-library/react';

// The real CKEditor and the lazy chunks take a second or more to start on a busy machine;
// waits fail only after 4 s instead of 1 s.
configure({ asyncUtilTimeout: 4000 });
// The same reason for whole tests. Set here rather than as `testTimeout` in jest.config.js,
// which the root's multi-project run ignores (it is a global option there).
jest.setTimeout(20_000);
