/** The Redirects screen's texts. */
export const redirectMessages = {
  loading: 'Loading the redirects...',
  loadFailed: 'The redirects could not be loaded.',
  empty:
    "No redirects yet. When a published post's slug changes, its old address is added here by itself.",
  fromHint: 'A path of this site, e.g. /winter-offer.',
  toHint: 'A path of this site, e.g. /contact, or a full address starting with https://.',
  fromMissing: 'Enter the path to redirect.',
  toMissing: 'Enter where the path should lead.',
  addFailed: 'The redirect could not be added. Try again.',
  deleteFailed: 'The redirect could not be deleted. Try again.',
  confirmDelete: (from: string) =>
    `Delete the redirect from ${from}? Links to ${from} will stop leading anywhere.`,
  added: (from: string, to: string) => `${from} now leads to ${to}.`,
  deleted: (from: string) => `The redirect from ${from} is deleted.`,
} as const;

/** A redirect's status code in words. */
export const statusLabel = (status: 301 | 302) =>
  status === 301 ? '301 (moved for good)' : '302 (moved for now)';
