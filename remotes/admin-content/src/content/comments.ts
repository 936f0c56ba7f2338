import type { CommentState } from '@agency/contract';

export const commentStates: readonly CommentState[] = ['visible', 'held', 'hidden', 'spam'];

/** What the Comments screen calls each state. Only visible comments show on the blog. */
export const stateLabels: Record<CommentState, string> = {
  visible: 'Visible',
  held: 'Held for approval',
  hidden: 'Hidden',
  spam: 'Spam',
};

/** Why a comment arrived held or as spam, in the owner's words. */
export const reasonLabels: Record<string, string> = {
  blocked: 'the commenter is blocked',
  link: 'it contains a link',
  honeypot: 'a hidden field was filled in (a bot)',
  'too-fast': 'the form was sent too fast for a person',
};

/** The past tense of each change, for the notice that offers to undo it. */
export const stateDone: Record<CommentState, string> = {
  visible: 'is visible on the blog',
  held: 'is held for approval',
  hidden: 'is hidden',
  spam: 'is marked as spam',
};

export const commentMessages = {
  loading: 'Loading comments...',
  loadFailed: 'The comments could not be loaded.',
  empty: 'No comments yet. Comments readers post on the blog will appear here.',
  noMatch: 'No comments match this filter.',
  more: { noun: 'comments', singular: 'comment', label: 'Load more comments' },
  actionFailed: 'That change could not be saved. Please try again.',
  deleteQuestion: 'Delete this comment for good? This cannot be undone.',
  settingsFailed: 'The setting could not be saved. Please try again.',
} as const;
