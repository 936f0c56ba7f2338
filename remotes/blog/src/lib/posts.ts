import { blogTags, type BlogTag } from '@agency/shared-state';
import type { Post } from '@agency/contract';

/** Featured posts on the list page and suggestions on a post page. */
export const FEATURED_COUNT = 3;
export const SUGGESTED_COUNT = 3;

// A fixed locale and time zone, so the same post shows the same date to every visitor and
// in a prerendered page. Spelled out rather than with Intl.DateTimeFormat: building that
// formatter loads the browser's time zone data, 85 ms of script at 4x CPU on a phone while
// the blog starts (`npm run profile:start`), for a format that never changes.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "March 3, 2026" (en-US, UTC), or an empty string for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A tag from the URL, if it is one of the filter's tags (exact spelling). */
export function parseTag(value: string | null): BlogTag | null {
  return (blogTags as readonly string[]).includes(value ?? '') ? (value as BlogTag) : null;
}

/** Case-insensitive match of the search text on title or excerpt, combined with an exact
 * tag match within the post's tags. */
export function filterPosts(posts: Post[], query: string, tag: BlogTag | null): Post[] {
  const needle = query.trim().toLowerCase();
  return posts.filter((post) => {
    if (tag && !post.tags.includes(tag)) return false;
    if (!needle) return true;
    return post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle);
  });
}

/** Up to `count` other posts, those sharing the most tags first, then in list order. */
export function relatedPosts(posts: Post[], current: Post, count = SUGGESTED_COUNT): Post[] {
  const shared = (post: Post) => post.tags.filter((tag) => current.tags.includes(tag)).length;
  return posts
    .filter((post) => post._id !== current._id)
    .map((post, index) => ({ post, index, score: shared(post) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ post }) => post);
}
