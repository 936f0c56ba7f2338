import { http, HttpResponse } from 'msw';
import { adminUserFixture, apiRoute, sessionUserFixture } from '@agency/testing';
import type { LikedPost, MyComment, UserProfile } from '@agency/contract';

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
const leadsByChannel = (from: string, to: string) => ({
  from,
  to,
  total: 5,
  channels: [
    { channel: 'paid-search', leads: 3 },
    { channel: 'organic-search', leads: 2 },
    { channel: 'social', leads: 0 },
    { channel: 'email', leads: 0 },
    { channel: 'referral', leads: 0 },
    { channel: 'direct', leads: 0 },
    { channel: null, leads: 0 },
  ],
});

export function dashboardHandlers(who: UserProfile = user) {
  return [
    http.get(PROFILE, () => HttpResponse.json(who)),
    http.get(INBOX_SUMMARY, () => HttpResponse.json(inboxSummary)),
    http.get(LEADS_BY_CHANNEL, ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(leadsByChannel(query.get('from')!, query.get('to')!));
    }),
    http.get(MY_COMMENTS, () => HttpResponse.json(myComments)),
    http.get(LIKED_POSTS, () => HttpResponse.json(likedPosts)),
  ];
}
