import { useCallback } from 'react';
import { baseApi, isNetworkError, tenantPath } from '../api/base-api';
import type { MessageReply, NewsletterSubscription } from '../types';

/** The newsletter call is shared because two apps offer the same signup: the shell's footer
 * and the blog's newsletter box (the issue asks for the same call and messages in both). */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    newsletterSubscribe: build.mutation<MessageReply, NewsletterSubscription>({
      query: (body) => ({ url: `/newsletters/${tenantPath()}/subscribe`, method: 'POST', body }),
    }),
  }),
});

/** How a signup went: the server took it, answered with an error, or did not answer. */
export type NewsletterOutcome = 'subscribed' | 'rejected' | 'unreachable';

/** The signup as the UI kit's NewsletterForm takes it (its `onSubscribe`): sends the address
 * and says how it went, so each app that shows the form gives it the same call. */
export function useNewsletterSubscribe(): (email: string) => Promise<NewsletterOutcome> {
  const [subscribe] = newsletterApi.useNewsletterSubscribeMutation();
  return useCallback(
    async (email: string) => {
      const result = await subscribe({ email });
      if ('data' in result) return 'subscribed';
      if (!isNetworkError(result.error)) return 'rejected';
      console.error('Newsletter subscription failed', result.error);
      return 'unreachable';
    },
    [subscribe],
  );
}
