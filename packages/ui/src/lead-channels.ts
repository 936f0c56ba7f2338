import type { LeadChannel } from '@agency/contract';
import { CHANNEL_LABELS } from '@agency/contract/lead-channels';

/** What the back office calls each channel, in the order the dashboard lists them. */
export const channelLabels = CHANNEL_LABELS;

/** A lead that came with no source: from before sources were recorded, or another client. */
export const NO_CHANNEL = 'Not recorded';

export const channelLabel = (channel: LeadChannel | null) =>
  channel ? channelLabels[channel] : NO_CHANNEL;
