/** The web side's own types: the session user and the bodies the forms send, derived from the
 * contract's types (@agency/contract), so a change to the contract fails `check-types` here; the
 * careers openings and the blog's tag list. The entities and reply shapes themselves are the
 * contract's: apps import them from `@agency/contract`. */
import type { LoginRequest, PostCreate, UserProfile } from '@agency/contract';

/** The user kept in the session (localStorage `user`); `id` is missing from sessions stored
 * before the api sent it. */
export type SessionUser = Omit<UserProfile, 'id'> & { id?: string };

/** Body of login and register; `tenant` is the brand name. */
export type Credentials = Required<
  Pick<LoginRequest, 'username' | 'password' | 'email' | 'tenant'>
>;

/** What the editor saves: every field the create and update bodies take, all filled in. */
export type PostInput = Required<Omit<PostCreate, 'excerpt' | 'tags'>> & Pick<PostCreate, 'tags'>;

export type JobSlug = 'frontend-developer' | 'ux-ui-designer' | 'marketing-specialist';

export interface JobOpening {
  id: JobSlug;
  title: string;
  location: 'Remote';
  description: string;
  url: string;
  applyUrl: string;
}

/** The blog's tags (the api's seeded posts carry the same). */
export { blogTags, type BlogTag } from '@agency/contract/blog-tags';
