import { configure } from '@testing-library/react';

// The real CKEditor and the lazy chunks take a second or more to start on a busy machine;
// waits fail only after 4 s instead of 1 s.
configure({ asyncUtilTimeout: 4000 });
