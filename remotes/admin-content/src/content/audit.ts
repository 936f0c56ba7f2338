import type { AuditEntry } from '@agency/contract';

/** What each action of the audit log reads as on the Audit screen, in the owner's words. */
export const actionLabels: Record<string, string> = {
  'admin.sign-in': 'Signed in',
  'admin.sign-in-failed': 'Sign-in failed',
  'two-factor.enable': 'Turned on two-factor sign-in',
  'two-factor.recovery-codes': 'Made new recovery codes',
  'session.sign-out': 'Signed out a session',
  'session.sign-out-everywhere': 'Signed out everywhere',
  'post.create': 'Created a post',
  'post.update': 'Edited a post',
  'post.publish': 'Published a post',
  'post.unpublish': 'Unpublished a post',
  'post.delete': 'Deleted a post',
  'post.restore': 'Restored an earlier version of a post',
  'media.upload': 'Uploaded a file',
  'media.delete': 'Deleted a file',
  'preview-link.create': 'Shared a preview link',
  'preview-link.revoke': 'Revoked a preview link',
  'redirect.create': 'Added a redirect',
  'redirect.delete': 'Deleted a redirect',
  'content.export': "Exported the site's content",
  'comment.state': 'Moderated a comment',
  'comment.delete': 'Deleted a comment',
  'comment.settings': 'Changed the comment settings',
  'commenter.block': 'Blocked a commenter',
  'commenter.unblock': 'Unblocked a commenter',
  'lead.status': "Changed a lead's status",
  'lead.resume-download': 'Downloaded a résumé',
  'leads.export': 'Exported leads as CSV',
  'newsletter.send': 'Sent a post to the subscribers',
  'newsletter.cancel': 'Cancelled a newsletter send',
  'person.lookup': "Looked up a person's data",
  'person.export': "Exported a person's data",
  'person.erase': "Erased a person's data",
};

export const auditMessages = {
  loading: 'Loading the audit log...',
  loadFailed: 'The audit log could not be loaded.',
  empty: 'Nothing has been recorded yet.',
  noMatch: 'Nothing matches these filters.',
  more: { noun: 'entries', singular: 'entry', label: 'Load older entries' },
  badRange: 'The first day must not be after the last.',
};

/** An action as the owner reads it; one the screen does not know yet, as recorded. */
export const actionLabel = (action: string) => actionLabels[action] ?? action;

/** A value of a before/after state in a few words: `status: Draft`, `holdLinks: on`. */
function describeState(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .filter(
      ([, item]) =>
        item !== undefined &&
        item !== null &&
        // An empty filter (an export of every lead) says nothing.
        !(typeof item === 'object' && Object.keys(item).length === 0),
    )
    .map(([key, item]) => {
      const shown =
        typeof item === 'boolean'
          ? item
            ? 'yes'
            : 'no'
          : typeof item === 'object'
            ? JSON.stringify(item)
            : String(item);
      return `${key}: ${shown}`;
    })
    .join(', ');
}

/** What changed, said once: "Draft → Published", or what was recorded. */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before = describeState(entry.before);
  const after = describeState(entry.after);
  if (before && after) return `${before} → ${after}`;
  return after || (before ? `was ${before}` : '');
}
