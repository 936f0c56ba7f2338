import { errorMessage, errorStatus } from '@agency/shared-state';

/** Whether the api refused a call with a 403 saying `message` (one of the contract's refusals
 * the screens answer in their own way: confirm it's you, set up two-factor sign-in). */
export function forbiddenWith(error: unknown, message: string): boolean {
  return errorStatus(error) === 403 && errorMessage(error) === message;
}

/** The api's own sentence for a refusal it explains (the statuses given: a 400 or a 409 by
 * default), else `fallback`: what a screen's form says when a call fails. */
export function refusal(
  failure: unknown,
  fallback: string,
  explained: readonly number[] = [400, 409],
): string {
  const status = errorStatus(failure);
  return status !== undefined && explained.includes(status)
    ? (errorMessage(failure) ?? fallback)
    : fallback;
}
