import type { Post } from '@agency/contract';

/** What the post screens say about review: an Author submits a draft, an Editor publishes it. */
export const reviewMessages = {
  authorNote:
    'Your post stays a draft: when it is ready, submit it for review and an Editor publishes it.',
  waiting: 'Submitted for review: an Editor publishes it. You can still improve it meanwhile.',
  badge: 'Waiting for review',
  submitted: (title: string) =>
    `“${title}” is submitted for review. The Editors see it under Waiting for review.`,
} as const;

/** Who wrote a post and who published it, as the staff's lists and editor show it (empty when
 * the reply carries neither). */
export function credits(post: Pick<Post, 'writtenBy' | 'publishedBy'>): string {
  if (post.writtenBy === undefined && post.publishedBy === undefined) return '';
  const writer = `Written by ${post.writtenBy ?? 'a removed account'}`;
  return post.publishedBy ? `${writer} · Published by ${post.publishedBy}` : writer;
}
