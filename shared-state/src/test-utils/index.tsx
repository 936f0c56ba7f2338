// Test helpers for every app's jest suites (not part of the runtime bundle).
export { renderWithProviders, type ProvidersOptions } from './render';
export { createApiMock, type ApiMock, type MockReply, type RecordedRequest } from './mock-api';
export {
  loggedInState,
  sessionUserFixture,
  adminUserFixture,
  storeSession,
} from './session-fixtures';
