import { errorMessage, errorStatus } from '@agency/shared-state';

/** Whether the api refused a call with a 403 saying `message` (one of the contract's refusals
 * the screens answer in their own way: confirm it's you, set up two-factor sign-in). */
export function forbiddenWith(error: unknown, message: string): boolean {
  return errorStatus(error) === 403 && errorMessage(error) === message;
}
