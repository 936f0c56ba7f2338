// Test helpers for every app's jest suites (not part of the runtime bundle). The render helper
// and the session fixtures have moved to site-testing; createApiMock goes once no test uses it.
export {
  renderWithProviders,
  type ProvidersOptions,
  loggedInState,
  sessionUserFixture,
  adminUserFixture,
  storeSession,
} from 'site-testing';
export { createApiMock, type ApiMock, type MockReply, type RecordedRequest } from './mock-api';
