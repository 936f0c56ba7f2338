import { errorMessage, errorStatus, isNetworkError } from '@agency/shared-state';
import { messages } from './content/messages';

/** Login and register errors in the site's fixed words: the server's message when it sent
 * a reply, 'An error occurred.' for a reply without one, a distinct text when no reply came,
 * and a generic one for anything else (an unreadable reply, a timeout). */
export function authErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return messages.noResponse;
  if (errorStatus(error) !== undefined) return errorMessage(error) ?? messages.serverErrorFallback;
  return messages.otherError;
}

/** The server's explanation, when it gave one, to show under a fixed message that names no
 * cause ('Failed to change password.' then 'Your old password is incorrect.'). */
export function serverDetail(error: unknown): string | undefined {
  return errorStatus(error) !== undefined ? errorMessage(error) : undefined;
}
