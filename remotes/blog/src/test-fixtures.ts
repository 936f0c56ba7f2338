import type { Comment, Post } from '@agency/contract';

/** Posts and comments as the api replies, for the jest suites. */
export function makePost(overrides: Partial<Post> = {}): Post {
  const id = overrides._id ?? 'p-1';
  return {
    _id: id,
    slug: `slug-${id}`,
    title: `Post ${id}`,
    excerpt: `Excerpt of ${id}`,
    content: '<p>Body text of the post.</p>',
    tags: [],
    publishStatus: 'Published',
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    publishedAt: '2026-03-03T10:00:00.000Z',
    publishAt: null,
    unpublishAt: null,
    likes: [],
    dislikes: [],
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    readingMinutes: 1,
    featureImage: null,
    shareImage: {
      url: `http://localhost:4000/media/card-${id.padStart(24, '0')}.png`,
      width: 1200,
      height: 630,
    },
    version: 1,
    ...overrides,
  };
}

export const listFixture: Post[] = [
  makePost({
    _id: 'a',
    title: 'What Is SEO?',
    slug: 'what-is-seo',
    excerpt: 'Search engine basics for shops.',
    tags: ['Marketing', 'Digital', 'Business'],
  }),
  makePost({
    _id: 'b',
    title: 'Google Business Profile Checklist',
    excerpt: 'Finish your profile.',
    tags: ['Marketing', 'Digital'],
  }),
  makePost({
    _id: 'c',
    title: 'Turning Reviews Into Booked Bays',
    excerpt: 'Reputation that sells SEO too.',
    tags: ['Business', 'Strategy'],
  }),
  makePost({
    _id: 'd',
    title: 'Dealership Websites After Hours',
    excerpt: 'Websites that sell.',
    tags: ['Development', 'Technology'],
  }),
  makePost({
    _id: 'e',
    title: 'APIs for Your Shop System',
    // The api's excerpt of a post with no text: empty, never missing.
    excerpt: '',
    tags: ['API', 'Technology'],
  }),
];

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: 'c-1',
    content: 'Great read.',
    createdAt: '2026-03-05T12:00:00.000Z',
    author: { username: 'sam' },
    ...overrides,
  };
}
