import type { NewsletterSend, NewsletterSendState } from '@agency/contract';

/** The newsletter screen's words. */
export const newsletterMessages = {
  lead: 'Send a published blog post to everyone who confirmed their subscription, now or at a time you choose.',
  loading: 'Loading…',
  postsFailed: 'The posts could not be loaded. Please try again.',
  sendsFailed: 'The sends could not be loaded. Please try again.',
  noPosts: 'There is no published post yet. Publish a post first, then send it from here.',
  noSends: 'Nothing has been sent yet.',
  chooseTime: 'Choose a date and time.',
  pastTime: 'Choose a time in the future.',
  confirmResend: 'Tick the box to send this post again.',
  sendFailed: 'The send could not be started. Please try again.',
  cancelFailed: 'The send could not be cancelled. Please try again.',
  noSubscribers: 'There are no confirmed subscribers yet, so nobody would get it.',
} as const;

export const stateLabels: Record<NewsletterSendState, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/** The owner's time zone: the one this browser runs in. */
export function ownerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A time as the owner reads it, with the zone's short name. */
export function formatWhen(iso: string, timeZone = ownerTimeZone()): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** `n subscriber(s)`. */
export const subscribers = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/** What the list says of a send's time. */
export function sendTime(send: NewsletterSend): string {
  if (send.state === 'scheduled') return `Scheduled for ${formatWhen(send.scheduledAt)}`;
  if (send.state === 'cancelled')
    return `Cancelled${send.cancelledAt ? ` ${formatWhen(send.cancelledAt)}` : ''}${
      send.cancelReason ? `: ${send.cancelReason}` : ''
    }`;
  return `Started ${formatWhen(send.startedAt ?? send.scheduledAt)}`;
}
