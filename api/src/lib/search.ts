/**
 * The free-text search of the lists (posts, comment moderation, the inbox): the `q` a client
 * sends is matched without regard to case, anywhere in the searched columns.
 */

/** The text to look for: lower case, trimmed; nothing when the client sent none or only spaces. */
export const searchText = (q: string | undefined): string | undefined =>
  q?.trim().toLowerCase() || undefined;

/** `text` as a LIKE pattern matching itself anywhere. */
export const containing = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
