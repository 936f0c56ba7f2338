import { paths } from '@agency/shared-state';

/** The paths only this remote routes and links to. It owns them: a new one ships with the remote,
 * not with the shell's copy of @agency/shared-state. Links to other apps' pages come from @agency/shared-state's
 * `paths`; the URL prefixes the shell sends here are in the apps manifest (packages/apps). */
export const adminPaths = {
  blogManagement: '/superadmin/content-library/blog-management',
  inbox: '/superadmin/content-library/inbox',
  lead: '/superadmin/content-library/inbox/:leadId',
  comments: '/superadmin/content-library/comments',
  media: '/superadmin/content-library/media',
  audit: '/superadmin/content-library/audit',
  redirects: '/superadmin/content-library/redirects',
  team: '/superadmin/content-library/team',
} as const;

/** The newsletter screen (@agency/shared-state's `paths.newsletter`: the dashboard links to it), with a
 * post chosen. */
export const newsletterPath = (postId?: string) =>
  postId ? `${paths.newsletter}?post=${encodeURIComponent(postId)}` : paths.newsletter;

/** One lead's page. */
export const leadPath = (id: string) => `${adminPaths.inbox}/${encodeURIComponent(id)}`;
