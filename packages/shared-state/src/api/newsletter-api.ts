import { tenantPath } from '@agency/shared-state';
import type { MessageReply, NewsletterSubscription } from '@agency/contract';
import { baseApi } from './base-api';
import { readLeadSource } from './lead-source';

/** The newsletter call is shared because two apps offer the same signup: the shell's footer
 * and the blog's newsletter box (the issue asks for the same call and messages in both). */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    newsletterSubscribe: build.mutation<MessageReply, NewsletterSubscription>({
      // The visit's first and latest touch go along (docs/lead-source.md).
      query: (body) => ({
        url: `/newsletters/${tenantPath()}/subscribe`,
        method: 'POST',
        body: { ...body, source: readLeadSource() },
      }),
    }),
  }),
});
