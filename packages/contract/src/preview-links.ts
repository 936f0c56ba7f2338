/** How long a new preview link of a draft works, in days: the default and the bounds. */
export const PREVIEW_LINK_DAYS = { default: 7, min: 1, max: 30 } as const;

/**
 * The one answer to a preview link that shows nothing (unknown, revoked, expired, or its post
 * published or deleted): the api's 404 and the blog's page say it, so a holder learns no more.
 */
export const PREVIEW_LINK_GONE =
  'This preview link has expired, was revoked, or its post is already published.';
