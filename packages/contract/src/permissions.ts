/**
 * Who may do what in the back office: the one matrix of the site's roles. The api enforces it
 * (each admin route names the permission it needs) and the admin screens read it to show each
 * role only its screens, so the two cannot disagree.
 */

/** Every account's role. User: a reader with an account; the others are the site's staff. */
export const ROLES = ['User', 'Author', 'Editor', 'SuperAdmin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles of the site's staff: they open the admin screens. */
export const STAFF_ROLES = ['Author', 'Editor', 'SuperAdmin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles the SuperAdmin gives on the Team screen (SuperAdmin itself is the operator's). */
export const GRANTED_ROLES = ['Editor', 'Author'] as const;
export type GrantedRole = (typeof GRANTED_ROLES)[number];

export const PERMISSIONS = [
  /** Read every post, whoever wrote it, in every state. */
  'posts.read-all',
  /** Create posts and change or delete one's own drafts (and submit them for review). */
  'posts.write-own',
  /** Change any post, whoever wrote it. */
  'posts.write-all',
  /** Publish, schedule, unpublish, set a take-down time. */
  'posts.publish',
  /** Delete any post. */
  'posts.delete-all',
  /** Upload pictures and pick from the media library. */
  'media.upload',
  /** Manage the media library (delete files). */
  'media',
  /** Moderate comments and commenters. */
  'comments.moderate',
  /** The inbox: contact messages, applications, résumés. */
  'leads',
  /** Look up, export and erase a person's data. */
  'people',
  /** Send newsletters. */
  'newsletter',
  /** Read the audit log. */
  'audit',
  /** Site-wide security. */
  'security',
  /** Site settings: comment settings, redirects. */
  'settings',
  /** Invite staff and change their roles. */
  'team',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EDITOR: readonly Permission[] = [
  'posts.read-all',
  'posts.write-own',
  'posts.write-all',
  'posts.publish',
  'posts.delete-all',
  'media.upload',
  'media',
  'comments.moderate',
];
const AUTHOR: readonly Permission[] = ['posts.write-own', 'media.upload'];

/** The matrix: what each role may do. A permission no role lists is the SuperAdmin's alone. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  SuperAdmin: PERMISSIONS,
  Editor: EDITOR,
  Author: AUTHOR,
  User: [],
};

/** Whether a role holds a permission. */
export function can(role: Role | undefined | null, permission: Permission): boolean {
  return role !== undefined && role !== null && ROLE_PERMISSIONS[role].includes(permission);
}

/** Whether a role is one of the site's staff (it opens the admin screens). */
export function isStaff(role: Role | undefined | null): role is StaffRole {
  return role !== undefined && role !== null && (STAFF_ROLES as readonly string[]).includes(role);
}

/** What a caller does to a post. */
export type PostAction = 'read' | 'write' | 'delete';

const ALL_POSTS: Record<PostAction, Permission> = {
  read: 'posts.read-all',
  write: 'posts.write-all',
  delete: 'posts.delete-all',
};

/**
 * Whether a role may read, change or delete a post: every post with the permission for all of
 * them (Editors, the SuperAdmin); otherwise, with `posts.write-own` (Authors), only a post of
 * their own (`own`), and only while it is a draft for a change or a deletion.
 */
export function mayOnPost(
  role: Role | undefined | null,
  post: { own: boolean; publishStatus: string },
  action: PostAction,
): boolean {
  if (can(role, ALL_POSTS[action])) return true;
  if (!can(role, 'posts.write-own') || !post.own) return false;
  return action === 'read' || post.publishStatus === 'Draft';
}

/** The 403 of an admin route (or a screen) to a staff role the matrix does not let in. */
export const roleCannot = (role: Role) => `Your role (${role}) cannot do this.`;

/** What an admin screen a role may not open says instead of its content. */
export const roleCannotOpen = (role: Role) => `Your role (${role}) cannot open this page.`;
