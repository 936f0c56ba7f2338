import { apiUrl, tenantPath, type JobSlug } from '@agency/shared-state';
import type { ContactMessage, MessageReply } from '@agency/contract';
import { baseApi, INJECT_OVERRIDE, readLeadSource } from '@agency/shared-state/api';
import type { SpamSignals } from '@agency/ui/spam-guard';

/** What the application form sends, with the résumé as multipart form data. */
export interface JobApplication {
  name: string;
  email: string;
  phone: string;
  job: JobSlug;
  resume: File;
  coverLetter?: string;
  /** The form's spam guard signals (@agency/ui's useSpamGuard). */
  guard?: SpamSignals;
}

/** The job application as multipart form data, field names as the api's application route reads them. */
export function applicationFormData(application: JobApplication): FormData {
  const data = new FormData();
  data.append('name', application.name);
  data.append('email', application.email);
  data.append('phone', application.phone);
  data.append('job', application.job);
  data.append('resume', application.resume, application.resume.name);
  if (application.coverLetter) data.append('coverLetter', application.coverLetter);
  if (application.guard) {
    data.append('referenceCode', application.guard.referenceCode);
    data.append('fillMs', String(application.guard.fillMs));
  }
  // How the visitor found the site (docs/lead-source.md), as JSON: a form field is text.
  const source = readLeadSource();
  if (source) data.append('source', JSON.stringify(source));
  return data;
}

/** What following a newsletter confirmation link did (the api's reply). */
export interface NewsletterConfirmReply {
  outcome: 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';
  message: string;
}

/** What following a newsletter unsubscribe link did (the api's reply). */
export interface NewsletterUnsubscribeReply {
  outcome: 'unsubscribed' | 'already-unsubscribed' | 'invalid';
  message: string;
}

/** The address a newsletter unsubscribe link posts to: the api's one-click address, the same
 * as in the mail's List-Unsubscribe header, so the page's plain form works without script. */
export function oneClickUnsubscribeUrl(token: string): string {
  return apiUrl(`/newsletters/one-click/${tenantPath()}/${encodeURIComponent(token)}`);
}

/** The marketing remote's calls: the contact message, the job application, and the
 * newsletter's confirmation and unsubscribe links. */
export const marketingApi = baseApi.enhanceEndpoints({ addTagTypes: [] }).injectEndpoints({
  endpoints: (build) => ({
    marketingSendContact: build.mutation<MessageReply, ContactMessage>({
      query: (message) => ({
        url: `/email/${tenantPath()}/contact`,
        method: 'POST',
        // How the visitor found the site goes along (docs/lead-source.md).
        body: { ...message, source: readLeadSource() },
        // Only a 200 is a sent message; any other status, a 201 too, shows the error message
        // (contact.test.tsx pins it).
        validateStatus: (response) => response.status === 200,
      }),
    }),
    // A query although it is a POST: the page confirms when it is rendered (on the server for
    // a link opened from the mail), and the browser reuses that reply instead of asking again.
    marketingNewsletterConfirm: build.query<NewsletterConfirmReply, string>({
      query: (token) => ({
        url: `/newsletters/${tenantPath()}/confirm`,
        method: 'POST',
        body: { token },
      }),
    }),
    marketingNewsletterUnsubscribe: build.mutation<NewsletterUnsubscribeReply, string>({
      query: (token) => ({
        url: `/newsletters/${tenantPath()}/unsubscribe`,
        method: 'POST',
        body: { token },
      }),
    }),
    marketingSubmitApplication: build.mutation<MessageReply, JobApplication>({
      query: (application) => ({
        url: `/careers/${tenantPath()}/applications`,
        method: 'POST',
        // fetch sets the multipart boundary itself when the body is FormData.
        body: applicationFormData(application),
      }),
    }),
  }),
  overrideExisting: INJECT_OVERRIDE,
});

export const {
  useMarketingSendContactMutation,
  useMarketingSubmitApplicationMutation,
  useMarketingNewsletterConfirmQuery,
  useMarketingNewsletterUnsubscribeMutation,
} = marketingApi;
