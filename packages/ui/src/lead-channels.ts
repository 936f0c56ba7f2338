import type { LeadChannel } from 'site-contract';

/** What the back office calls each channel a lead came through (the api derives it:
 * docs/lead-source.md), in the order the dashboard lists them. */
export const channelLabels: Record<LeadChannel, string> = {
  'paid-search': 'Paid search',
  'organic-search': 'Organic search',
  social: 'Social',
  email: 'Email',
  referral: 'Referral',
  direct: 'Direct',
};

/** A lead that came with no source: from before sources were recorded, or another client. */
export const NO_CHANNEL = 'Not recorded';

export const channelLabel = (channel: LeadChannel | null) =>
  channel ? channelLabels[channel] : NO_CHANNEL;
