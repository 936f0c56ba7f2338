import { useCallback } from 'react';
import { isNetworkError } from '../http/requests';
import type { AppThunk } from '../store/store';
import { useAppDispatch } from '../store/hooks';
import type { NewsletterSubscription } from '@agency/contract';

/** The form's spam guard signals (@agency/ui's useSpamGuard), sent along with the address. */
type NewsletterGuard = Omit<NewsletterSubscription, 'email'>;

/** How a signup went: the server took it, answered with an error, or did not answer. */
export type NewsletterOutcome = 'subscribed' | 'rejected' | 'unreachable';

/** Sends the address and says how it went. The footer is on every page, so the api is loaded on
 * the first signup, not with the page. */
function subscribeToNewsletter(
  email: string,
  guard?: NewsletterGuard,
): AppThunk<Promise<NewsletterOutcome>> {
  return async (dispatch, _getState, { loadApi }) => {
    let error: unknown;
    try {
      const { newsletterApi } = await loadApi();
      const result = await dispatch(
        newsletterApi.endpoints.newsletterSubscribe.initiate({ email, ...guard }, { track: false }),
      );
      if ('data' in result) return 'subscribed';
      if (!isNetworkError(result.error)) return 'rejected';
      error = result.error;
    } catch (loadError) {
      // The api's code could not be fetched: the same for the visitor as no answer.
      error = loadError;
    }
    console.error('Newsletter subscription failed', error);
    return 'unreachable';
  };
}

/** The signup as the UI kit's NewsletterForm takes it (its `onSubscribe`), so each app that
 * shows the form gives it the same call. */
export function useNewsletterSubscribe(): (
  email: string,
  guard?: NewsletterGuard,
) => Promise<NewsletterOutcome> {
  const dispatch = useAppDispatch();
  return useCallback(
    (email: string, guard?: NewsletterGuard) => dispatch(subscribeToNewsletter(email, guard)),
    [dispatch],
  );
}
