import { can, mayOnPost as mayOnPostOf, type PostAction, type Role } from '@agency/contract';
import { twoFactorRequiredFor, type Config } from '../config';
import { forbidden, notFound } from '../lib/http-error';
import type { PublishStatus } from '../db/schema';

/**
 * The api's side of the one matrix of roles (`@agency/contract`'s ROLE_PERMISSIONS): the same
 * table the admin screens read. Admin routes name the permission they need (`permission` of
 * `adminRoute`), the auth hook checks it; what depends on the post (an Author's own drafts) is
 * decided here, by `mayOnPost`.
 */
/** Whether this account needs a second factor before the admin routes answer it: the SuperAdmin
 * and Editors, unless a development setting relaxes it; an Author signs in with the password. */
export function secondFactorRequired(
  config: Pick<Config, 'adminTwoFactor' | 'adminTwoFactorExempt'>,
  user: { role: Role; username: string },
): boolean {
  return (
    (user.role === 'SuperAdmin' || user.role === 'Editor') &&
    twoFactorRequiredFor(config, user.username)
  );
}

/** A post as far as who may touch it: who wrote it, and its state. */
export interface PostOwnership {
  author_id: string | null;
  publish_status: PublishStatus;
}

/** The matrix's rule for posts (`mayOnPost` of @agency/contract, which the editor reads too) on
 * a stored post: an Author's own is the one they wrote. */
export function mayOnPost(
  user: { id: string; role: Role },
  post: PostOwnership,
  action: PostAction,
): boolean {
  return mayOnPostOf(
    user.role,
    { own: post.author_id === user.id, publishStatus: post.publish_status },
    action,
  );
}

/** The 403 of a change to a post that is not the caller's to change. */
export const notYourPost = (role: Role) =>
  `Your role (${role}) changes only your own drafts: this post is someone else's, or it is already published or scheduled.`;

/**
 * The post a staff route works on, checked for this caller: 404 (with `missing`) when there is
 * none or the caller may not know of it (another's draft to an Author, as on every read), 403
 * when they may see it but not do `action` to it. Every post route of the staff asks here.
 */
export function requirePostAccess<Post extends PostOwnership>(
  user: { id: string; role: Role },
  post: Post | undefined,
  action: PostAction,
  missing: string,
): Post {
  if (!post || (post.publish_status !== 'Published' && !mayOnPost(user, post, 'read')))
    throw notFound(missing);
  if (action !== 'read') assertMayOnPost(user, post, action);
  return post;
}

/** Refuses (403) a change or deletion `mayOnPost` does not allow. */
export function assertMayOnPost(
  user: { id: string; role: Role },
  post: PostOwnership,
  action: Exclude<PostAction, 'read'>,
): void {
  if (!mayOnPost(user, post, action)) throw forbidden(notYourPost(user.role));
}

/** The 403 of a save from a role without `posts.publish` that asks to publish or schedule. */
export const PUBLISHING_NOT_ALLOWED = (role: Role) =>
  `Your role (${role}) cannot publish, schedule or set an unpublish time. Save the post as a draft and submit it for review: an Editor publishes it.`;

/** Refuses (403) the publishing fields of a save (status other than Draft, publishAt,
 * unpublishAt) from a caller who may not publish. */
export function assertMayPublishFields(
  user: { role: Role },
  body: { status?: string | undefined; publishAt?: unknown; unpublishAt?: unknown },
): void {
  if (can(user.role, 'posts.publish')) return;
  const publishes =
    (body.status !== undefined && body.status !== 'Draft') ||
    (body.publishAt !== undefined && body.publishAt !== null) ||
    (body.unpublishAt !== undefined && body.unpublishAt !== null);
  if (publishes) throw forbidden(PUBLISHING_NOT_ALLOWED(user.role));
}
