import { createApiMock, type ApiMock } from 'shared-state/test-utils';
import type { LikedPost, MyComment, UserProfile } from 'shared-state';

export const user: UserProfile = {
  id: 'u-1',
  username: 'jordan',
  email: 'jordan@example.com',
  role: 'User',
};
export const admin: UserProfile = {
  id: 'u-admin',
  username: 'admin',
  email: 'admin@example.com',
  role: 'SuperAdmin',
};

export const myComments: MyComment[] = [
  { id: 'c-1', blogId: 'p-1', blogTitle: 'What is SEO?', text: 'Great primer, thanks!' },
  { id: 'c-2', blogId: 'p-2', blogTitle: 'Reviews that sell', text: 'We tried this at our shop.' },
];
export const likedPosts: LikedPost[] = [{ id: 'p-3', title: 'Local search in 2025' }];

/** An api mock that answers the dashboard's three reads for `who`. */
export function dashboardApi(who: UserProfile = user): ApiMock {
  return createApiMock()
    .on('GET', '/users/:tenant/profile', { body: who })
    .on('GET', '/users/:tenant/me/comments', { body: myComments })
    .on('GET', '/users/:tenant/me/liked-posts', { body: likedPosts });
}
