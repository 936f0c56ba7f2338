import type { Channel } from './schemas/inbox.ts';

/** What the back office and the leads export call each channel a lead came through (the api
 * derives the channel: docs/lead-source.md), in the order the dashboard lists them. */
export const CHANNEL_LABELS: Record<Channel, string> = {
  'paid-search': 'Paid search',
  'organic-search': 'Organic search',
  social: 'Social',
  email: 'Email',
  referral: 'Referral',
  direct: 'Direct',
};
