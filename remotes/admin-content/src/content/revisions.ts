import type { PostRevisionSummary, RevisionDiff } from '@agency/contract';

/** The texts of a post's history and of a save that met a newer version, word for word. */
export const revisionTexts = {
  historyHeading: 'History',
  showHistory: 'Show history',
  hideHistory: 'Hide history',
  loading: 'Loading history...',
  loadFailed: 'The history could not be loaded.',
  empty: 'No saved versions yet.',
  diffLoading: 'Comparing with the post now...',
  diffFailed: 'The changes could not be loaded.',
  sameAsNow: 'This version is the same as the post now.',
  restore: 'Restore this version',
  restoreWaits: 'Save or discard your changes first: restoring replaces what the editor shows.',
  restoreFailed: 'The version could not be restored. Nothing was changed.',
  conflictHeading: 'Someone else saved this post',
  theirs: 'Their version (saved now)',
  mine: 'Your version (not saved yet)',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  keptAside: 'Your version, as you had typed it',
  dismissKept: 'Dismiss your earlier version',
} as const;

const REASONS: Record<PostRevisionSummary['reason'], string> = {
  create: 'Created',
  update: 'Saved',
  publish: 'Published',
  unpublish: 'Moved to draft',
  schedule: 'Published on schedule',
  restore: 'Restored an earlier version',
};

/** The names of the fields a diff lists, as the editor labels them. */
const FIELDS: Record<string, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  tags: 'Tags',
  publishStatus: 'Status',
  publishAt: 'Publication time',
  unpublishAt: 'Unpublish time',
  metaTitle: 'Meta Title',
  metaDescription: 'Meta Description',
  metaKeywords: 'Meta Keywords',
  featureImage: 'Feature image',
};

export const fieldLabel = (field: RevisionDiff['fields'][number]['field']) =>
  FIELDS[field] ?? field;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One line of the history: which version, what made it, who, when, and the status it had. */
export function revisionLine(revision: PostRevisionSummary): string {
  const who = revision.author ? revision.author.username : 'the scheduler';
  return `Version ${revision.version}: ${REASONS[revision.reason]} by ${who}, ${when(revision.createdAt)} (${revision.publishStatus})`;
}

export const restoredText = (from: number, to: number) =>
  `Version ${from} was restored as version ${to}.`;

export const changesHeading = (version: number) => `Changes from version ${version} to now`;
