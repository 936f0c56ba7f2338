/**
 * The api's request and reply types, derived from the route schemas (TypeBox `Static`), for
 * the front end: apps import them from `@agency/contract` (the package's main entry), so a change
 * to a schema here fails `check-types` in every app that reads the field. Types only (erased at
 * build).
 */
import type { Static } from '@sinclair/typebox';
import type {
  BlockedCommenterReply,
  CommentSettingsBody,
  CommentStateBody,
  ModeratedCommentReply,
} from './comment.ts';
import type { AuditEntryReply } from './audit.ts';
import type { InviteBody, RoleChangeBody, StaffMemberReply } from './team.ts';
import type { CreateRedirectBody, RedirectReply } from './redirect.ts';
import type {
  CreatedPreviewLinkReply,
  CreatePreviewLinkBody,
  PreviewLinkReply,
} from './preview-link.ts';
import type { MessageReply as MessageReplySchema } from './common.ts';
import type {
  RecoveryCodesReply,
  SessionItem,
  TwoFactorSetupReply,
  TwoFactorStatus as TwoFactorStatusSchema,
} from './security.ts';
import type {
  ChannelsReply,
  ContactBody,
  LeadChannel as LeadChannelSchema,
  LeadReply,
  LeadSource as LeadSourceSchema,
  LeadTouch as LeadTouchSchema,
  NewsletterBody,
  SummaryReply,
} from './inbox.ts';
import type { MediaItemReply, MediaUploadReply as MediaUploadReplySchema } from './media.ts';
import type { AudienceReply, CreateSendBody, NewsletterSendReply } from './newsletter.ts';
import type { EraseReply, PersonSummaryReply } from './people.ts';
import type {
  AutosaveBody,
  AutosaveReply,
  AutosaveSavedReply,
  PresenceReply,
  CommentBody as CommentBodySchema,
  CommentReply,
  CreatePostBody,
  PostReply,
  PostRevisionReply,
  PostRevisionSummary as PostRevisionSummarySchema,
  RevisionDiffReply,
  UpdatePostBody,
  VotesReply,
} from './post.ts';
import type {
  ChangePasswordBody,
  LoginBody,
  LoginReply as LoginReplySchema,
  LoginResult as LoginResultSchema,
  TwoFactorChallengeReply,
  TwoFactorLoginBody,
  MyComments,
  MyLikedPosts,
  Profile,
  ProfileBody,
  ProfileUpdateReply as ProfileUpdateReplySchema,
  RegisterBody,
} from './user.ts';

export type UserProfile = Static<typeof Profile>;
export type ProfileUpdate = Static<typeof ProfileBody>;
export type ProfileUpdateReply = Static<typeof ProfileUpdateReplySchema>;
export type PasswordChange = Static<typeof ChangePasswordBody>;
export type RegisterRequest = Static<typeof RegisterBody>;
export type LoginRequest = Static<typeof LoginBody>;
export type LoginReply = Static<typeof LoginReplySchema>;
/** The login's reply: a session, or the challenge of the code step. */
export type LoginResult = Static<typeof LoginResultSchema>;
export type TwoFactorChallenge = Static<typeof TwoFactorChallengeReply>;
export type TwoFactorLogin = Static<typeof TwoFactorLoginBody>;
export type TwoFactorStatus = Static<typeof TwoFactorStatusSchema>;
export type TwoFactorSetup = Static<typeof TwoFactorSetupReply>;
export type RecoveryCodes = Static<typeof RecoveryCodesReply>;
export type AccountSession = Static<typeof SessionItem>;
export type MessageReply = Static<typeof MessageReplySchema>;
export type MyComment = Static<typeof MyComments>[number];
export type LikedPost = Static<typeof MyLikedPosts>[number];

export type Post = Static<typeof PostReply>;
export type PublishStatus = Post['publishStatus'];
export type PostCreate = Static<typeof CreatePostBody>;
export type PostUpdate = Static<typeof UpdatePostBody>;
export type Comment = Static<typeof CommentReply>;
export type CommentRequest = Static<typeof CommentBodySchema>;
export type VoteReply = Static<typeof VotesReply>;
/** A post's revision as the history lists it (no body). */
export type PostRevisionSummary = Static<typeof PostRevisionSummarySchema>;
export type PostRevision = Static<typeof PostRevisionReply>;
export type RevisionDiff = Static<typeof RevisionDiffReply>;
/** What the editor autosaves (PUT /posts/{tenantId}/{postId}/autosave). */
export type AutosaveRequest = Static<typeof AutosaveBody>;
/** The caller's autosave of a post, as the api keeps it. */
export type Autosave = Static<typeof AutosaveReply>;
export type AutosaveSaved = Static<typeof AutosaveSavedReply>;
/** Who else has a post's editor open (and the caller's other tabs). */
export type OtherEditor = Static<typeof PresenceReply>['others'][number];
/** The body of a 409 to a save over a newer version (`PostConflict` in schemas/post.ts). */
export interface PostConflict {
  statusCode: 409;
  error: string;
  message: string;
  current: Post;
}

/** A post's preview link as the editor lists it (no token). */
export type PreviewLink = Static<typeof PreviewLinkReply>;
/** A new preview link, with the whole link, shown once. */
export type CreatedPreviewLink = Static<typeof CreatedPreviewLinkReply>;
export type NewPreviewLink = Static<typeof CreatePreviewLinkBody>;
/** What a preview link shows (`PostPreviewReply` in schemas/preview-link.ts). */
export interface PostPreview {
  post: Post;
  expiresAt: string;
}

export type ContactMessage = Static<typeof ContactBody>;
export type NewsletterSubscription = Static<typeof NewsletterBody>;
export type MediaUploadReply = Static<typeof MediaUploadReplySchema>;
export type MediaItem = Static<typeof MediaItemReply>;

export type Lead = Static<typeof LeadReply>;
export type LeadKind = Lead['kind'];
export type LeadStatus = Lead['status'];
export type InboxSummary = Static<typeof SummaryReply>;
export type LeadTouch = Static<typeof LeadTouchSchema>;
export type LeadSource = Static<typeof LeadSourceSchema>;
export type LeadChannel = Static<typeof LeadChannelSchema>;
export type LeadsByChannel = Static<typeof ChannelsReply>;
export type PersonSummary = Static<typeof PersonSummaryReply>;
export type PersonErasure = Omit<Static<typeof EraseReply>, 'erased'> & { erased: PersonSummary };

export type ModeratedComment = Static<typeof ModeratedCommentReply>;
/** One entry of the audit log (GET /audit/{tenantId}). */
export type AuditEntry = Static<typeof AuditEntryReply>;
/** One of the site's staff (GET /team/{tenantId}). */
export type StaffMember = Static<typeof StaffMemberReply>;
export type Invitation = Static<typeof InviteBody>;
export type RoleChange = Static<typeof RoleChangeBody>;
/** One redirect of the site (GET /redirects/{tenantId}/all). */
export type Redirect = Static<typeof RedirectReply>;
export type NewRedirect = Static<typeof CreateRedirectBody>;
export type CommentState = ModeratedComment['state'];
export type CommentStateChange = Static<typeof CommentStateBody>;
export type CommentSettings = Static<typeof CommentSettingsBody>;
export type BlockedCommenter = Static<typeof BlockedCommenterReply>;

export type NewsletterSend = Static<typeof NewsletterSendReply>;
export type NewsletterSendState = NewsletterSend['state'];
export type NewsletterSendRequest = Static<typeof CreateSendBody>;
export type NewsletterAudience = Static<typeof AudienceReply>;
