/** Words a reader reads in a minute. */
const WORDS_PER_MINUTE = 220;

/**
 * Minutes to read an HTML body, at least one: its words (tags and entities are spaces) at
 * 220 a minute, the count the blog used to make on every render. Stored when a post is saved;
 * migration 0002 computes the same for the posts saved before.
 */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
