// The front-end tests' helpers: the mock api (MSW), render helpers and session fixtures.
export { server } from './server';
export { apiRoute } from './api-route';
export { sentRequests, type SentRequest } from './sent-requests';
export { serveInTurn } from './serve-in-turn';
export { headingTexts } from './queries';
export { renderWithProviders, loadApi, type ProvidersOptions } from './render';
export {
  loggedInState,
  sessionUserFixture,
  adminUserFixture,
  storeSession,
} from './session-fixtures';
