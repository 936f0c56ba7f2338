import { setupServer } from 'msw/node';

/**
 * The one mock server of the front-end tests: Mock Service Worker intercepting fetch and
 * XMLHttpRequest in the test process. `jest/server-lifecycle.ts` starts it for every test file
 * and removes the handlers a test added once it ends. A test declares the api's replies with
 * `server.use(http.get(apiRoute(...), ...))`.
 */
export const server = setupServer();

const unhandled: string[] = [];

/** Starts the server. A request no handler answers fails as a network error (MSW's 'error'
 * strategy) and is remembered for `failOnUnhandledRequests`. */
export function listen(): void {
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${request.url}`);
  });
  server.listen({ onUnhandledFrame: 'error' });
}

/** Throws, naming them, when requests went unanswered since the last call. The failed request
 * alone may pass unnoticed (a page shows its error state, a console.error is silenced), so the
 * test fails too. */
export function failOnUnhandledRequests(): void {
  const requests = unhandled.splice(0);
  if (requests.length > 0) {
    throw new Error(
      `No handler answered ${requests.join(', ')}: add one with server.use(http.<method>(...)).`,
    );
  }
}
