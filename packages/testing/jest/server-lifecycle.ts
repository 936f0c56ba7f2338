// Every front-end test file runs with the mock server listening (jest.base.js adds this file).
// The handlers a test adds (server.use) end with it, and so does its log of sent requests. A
// test that sent a request no handler answers fails once it has run.
import { failOnUnhandledRequests, listen, server } from '../src/server';
import { forgetSentRequests, recordSentRequests } from '../src/sent-requests';

beforeAll(() => {
  recordSentRequests();
  listen();
});

beforeEach(() => forgetSentRequests());

afterEach(() => {
  server.resetHandlers();
  failOnUnhandledRequests();
});

afterAll(() => server.close());
