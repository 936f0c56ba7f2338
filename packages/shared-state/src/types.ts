/** The site's entities (user, post, comment, lead, ...) and the api's reply shapes: the api's
 * own types, derived from its route schemas (`api/contract`, TypeBox `Static`), so a change to
 * the contract fails `check-types` here and in every remote that reads the field. Types only:
 * nothing of the api is bundled. */
import type { LoginRequest, PostCreate, UserProfile } from 'api/contract';

export type {
  AuditEntry,
  BlockedCommenter,
  Comment,
  CommentSettings,
  CommentState,
  ContactMessage,
  InboxSummary,
  Lead,
  LeadChannel,
  LeadKind,
  LeadsByChannel,
  LeadSource,
  LeadStatus,
  LeadTouch,
  LikedPost,
  LoginReply,
  LoginResult,
  MediaItem,
  MediaUploadReply,
  ModeratedComment,
  MessageReply,
  MyComment,
  NewsletterAudience,
  NewsletterSend,
  NewsletterSendRequest,
  NewsletterSendState,
  NewsletterSubscription,
  PasswordChange,
  PersonErasure,
  PersonSummary,
  Post,
  ProfileUpdate,
  PublishStatus,
  Role,
  UserProfile,
  VoteReply,
  AccountSession,
  RecoveryCodes,
  TwoFactorChallenge,
  TwoFactorLogin,
  TwoFactorSetup,
  TwoFactorStatus,
} from 'api/contract';

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

/** The blog's tag filter, in the order the blog shows it (All is the filter's reset, not a tag). */
export const blogTags = [
  'Business',
  'Digital',
  'Strategy',
  'Content',
  'Marketing',
  'API',
  'Development',
  'Technology',
] as const;
export type BlogTag = (typeof blogTags)[number];
