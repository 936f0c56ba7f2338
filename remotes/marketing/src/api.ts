import { tenantPath, type ContactMessage, type JobSlug, type MessageReply } from 'shared-state';
import { baseApi, INJECT_OVERRIDE } from 'shared-state/api';
import type { SpamSignals } from 'site-ui/spam-guard';

/** What the application form sends (API.md, "ours": the spec's form sent nothing). */
export interface JobApplication {
  name: string;
  email: string;
  phone: string;
  job: JobSlug;
  resume: File;
  coverLetter?: string;
  /** The form's spam guard signals (site-ui's useSpamGuard). */
  guard?: SpamSignals;
}

/** The job application as multipart form data, field names as the spec and API.md name them. */
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
  return data;
}

/** The marketing remote's calls: the contact message and the job application. */
export const marketingApi = baseApi.enhanceEndpoints({ addTagTypes: [] }).injectEndpoints({
  endpoints: (build) => ({
    marketingSendContact: build.mutation<MessageReply, ContactMessage>({
      query: (message) => ({
        url: `/email/${tenantPath()}/contact`,
        method: 'POST',
        body: message,
        // The spec: "200 means success"; any other status shows the error message.
        validateStatus: (response) => response.status === 200,
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

export const { useMarketingSendContactMutation, useMarketingSubmitApplicationMutation } =
  marketingApi;
