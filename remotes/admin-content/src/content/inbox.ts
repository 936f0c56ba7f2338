import type { Lead, LeadKind, LeadStatus } from '@agency/contract';

/** What the inbox calls each kind of lead, one and many. */
export const kindLabels: Record<LeadKind, { one: string; many: string }> = {
  contact: { one: 'Contact message', many: 'Contact messages' },
  application: { one: 'Job application', many: 'Job applications' },
  newsletter: { one: 'Newsletter sign-up', many: 'Newsletter sign-ups' },
};

/** A sign-up's subscription (double opt-in), as the lead's page states it. */
export const subscriptionLabels: Record<NonNullable<Lead['subscription']> | 'none', string> = {
  pending: 'Awaiting confirmation (a link was mailed; not a subscriber yet)',
  confirmed: 'Confirmed subscriber',
  unsubscribed: 'Unsubscribed',
  none: 'Not subscribed (never confirmed)',
};

export const leadKinds: readonly LeadKind[] = ['contact', 'application', 'newsletter'];
export const leadStatuses: readonly LeadStatus[] = ['New', 'Handled', 'Archived', 'Spam'];

export const inboxMessages = {
  loading: 'Loading leads...',
  loadFailed: 'The leads could not be loaded.',
  leadLoadFailed: 'This lead could not be loaded.',
  leadNotFound: 'This lead does not exist any more.',
  empty: 'No leads yet. Messages, applications and sign-ups from the site will appear here.',
  noMatch: 'No leads match this filter.',
  more: { noun: 'leads', singular: 'lead', label: 'Load more leads' },
  statusFailed: 'The status could not be changed. Please try again.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
} as const;

/** A lead's date as the inbox shows it (the owner's locale and time zone). */
export function formatReceived(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
