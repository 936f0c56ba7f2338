import { http, HttpResponse } from 'msw';
import { adminUserFixture, apiRoute, sessionUserFixture } from '@agency/testing';
import type {
  LeadChannel,
  LeadsByChannel,
  LikedPost,
  MyComment,
  UserProfile,
} from '@agency/contract';
import { CHANNEL_LABELS } from '@agency/contract/lead-channels';

export const user = sessionUserFixture;
export const admin = adminUserFixture;

export const myComments: MyComment[] = [
  { id: 'c-1', blogId: 'p-1', blogTitle: 'What is SEO?', text: 'Great primer, thanks!' },
  { id: 'c-2', blogId: 'p-2', blogTitle: 'Reviews that sell', text: 'We tried this at our shop.' },
];
export const likedPosts: LikedPost[] = [{ id: 'p-3', title: 'Local search in 2025' }];

export const PROFILE = apiRoute('/users/:tenant/profile');
export const MY_COMMENTS = apiRoute('/users/:tenant/me/comments');
export const LIKED_POSTS = apiRoute('/users/:tenant/me/liked-posts');

/** Handlers answering the dashboard's three reads for `who`. */
export const INBOX_SUMMARY = apiRoute('/inbox/:tenant/summary');

/** The SuperAdmin's dashboard figures, as the api's inbox summary answers them. */
export const inboxSummary = {
  new: 4,
  subscribers: 57,
  thisMonth: { leads: 12, contacts: 7, applications: 3, subscribers: 2 },
  lastMonth: { leads: 9, contacts: 5, applications: 1, subscribers: 3 },
};

/** Leads by channel for whatever period is asked. */
export const LEADS_BY_CHANNEL = apiRoute('/inbox/:tenant/channels');

/** The api's leads by channel for the period `request` asks: every channel in the api's order
 * with its count in `counts` (0 when not there), then none with no channel recorded. */
export function leadsByChannelReply(
  request: Request,
  counts: Partial<Record<LeadChannel, number>>,
): LeadsByChannel {
  const asked = new URL(request.url).searchParams;
  const channels = (Object.keys(CHANNEL_LABELS) as LeadChannel[]).map((channel) => ({
    channel,
    leads: counts[channel] ?? 0,
  }));
  return {
    from: asked.get('from')!,
    to: asked.get('to')!,
    total: channels.reduce((sum, row) => sum + row.leads, 0),
    channels: [...channels, { channel: null, leads: 0 }],
  };
}

export function dashboardHandlers(who: UserProfile = user) {
  return [
    http.get(PROFILE, () => HttpResponse.json(who)),
    http.get(INBOX_SUMMARY, () => HttpResponse.json(inboxSummary)),
    http.get(LEADS_BY_CHANNEL, ({ request }) =>
      HttpResponse.json(leadsByChannelReply(request, { 'paid-search': 3, 'organic-search': 2 })),
    ),
    http.get(MY_COMMENTS, () => HttpResponse.json(myComments)),
    http.get(LIKED_POSTS, () => HttpResponse.json(likedPosts)),
  ];
}
