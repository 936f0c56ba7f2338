import { authErrorMessage, serverDetail } from './errors';

describe('authErrorMessage (login and register errors)', () => {
  it("uses the server's message when the reply has one", () => {
    expect(
      authErrorMessage({
        status: 403,
        data: { message: 'Please verify your email before logging in.' },
      }),
    ).toBe('Please verify your email before logging in.');
  });

  it("reads 'An error occurred.' for a reply without a message, readable or not", () => {
    expect(authErrorMessage({ status: 502, data: '<html>Bad gateway</html>' })).toBe(
      'An error occurred.',
    );
    expect(
      authErrorMessage({
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html>',
        error: 'SyntaxError',
      }),
    ).toBe('An error occurred.');
  });

  it('reads the no-response text when no reply came', () => {
    expect(authErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'No response from the server. Please try again later.',
    );
  });

  it("reads 'An error occurred. Please try again.' for anything else", () => {
    expect(authErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(
      'An error occurred. Please try again.',
    );
    expect(authErrorMessage(new Error('boom'))).toBe('An error occurred. Please try again.');
  });
});

it('serverDetail gives the reason of an HTTP error only', () => {
  expect(serverDetail({ status: 400, data: { message: 'Your old password is incorrect.' } })).toBe(
    'Your old password is incorrect.',
  );
  expect(serverDetail({ status: 'FETCH_ERROR', error: 'x' })).toBeUndefined();
});
