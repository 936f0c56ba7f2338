import type { PreviewLink } from '@agency/contract';

/** The texts of "Share a preview" in the post editor, word for word. */
export const previewLinkTexts = {
  show: 'Share a preview',
  hide: 'Hide preview links',
  intro:
    'A link that shows this draft, as its page will look, to anyone who has it: no account needed. It shows the post as last saved, and stops working when it expires, when you revoke it, or once the post is published.',
  days: 'Works for (days)',
  daysHint: 'From 1 to 30 days.',
  create: 'Make a preview link',
  creating: 'Making the link...',
  createFailed: 'The preview link could not be made. Please try again.',
  newLink: 'Your new preview link',
  shownOnce: 'Copy it now: for safety it is shown only this once.',
  copy: 'Copy link',
  copied: 'The link is copied.',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
  activeLinks: 'Active preview links',
  none: 'No preview link works now.',
  loading: 'Loading the preview links...',
  loadFailed: 'The preview links could not be loaded.',
  revoke: 'Revoke',
  revokeFailed: 'The link could not be revoked. It still works; please try again.',
} as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One line of the list: which link (its first characters), who made it, until when. */
export function previewLinkLine(link: PreviewLink): string {
  const who = link.createdBy ? ` by ${link.createdBy.username}` : '';
  const opened = link.lastOpenedAt
    ? ` Last opened ${when(link.lastOpenedAt)}.`
    : ' Not opened yet.';
  return `Link ${link.prefix}…, made${who} ${when(link.createdAt)}, works until ${when(link.expiresAt)}.${opened}`;
}

export const revokeLabel = (link: PreviewLink) => `Revoke link ${link.prefix}…`;

export const confirmRevoke = (link: PreviewLink) =>
  `Revoke the preview link ${link.prefix}…? Anyone who has it will no longer see the draft.`;

export const revokedText = (link: PreviewLink) =>
  `The link ${link.prefix}… is revoked: it no longer opens the draft.`;

export const daysProblem = (min: number, max: number) =>
  `Choose a number of days from ${min} to ${max}.`;
