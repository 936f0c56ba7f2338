import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Channel } from '@agency/contract/schemas/inbox';
import type { Role } from '@agency/contract';

/** Timestamps are written as Date and read back as Date by both drivers. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type { Role };
export type PublishStatus = 'Draft' | 'Published' | 'Scheduled';
export type TokenPurpose = 'verify-email' | 'reset-password' | 'undo-email-change' | 'invitation';

export interface TenantsTable {
  id: string;
  name: string;
  posts_seeded_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: string;
  tenant_id: string;
  username: string;
  email: string;
  password_hash: string;
  role: Role;
  email_verified_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The confirmed authenticator's base32 key (NULL: two-factor sign-in is off). */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A key shown for enrolment, waiting for its first code. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The time step of the last accepted code (bigint: read back as a string by pg). */
  totp_last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** The SHA-256 of the code mailed for setting up an authenticator, while one is out. */
  setup_code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  setup_code_expires_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** Wrong tries of the mailed set-up code. */
  setup_code_tries: ColumnType<number, number | undefined, number>;
  /** Code steps since the last successful one. */
  code_failures: ColumnType<number, number | undefined, number>;
  /** The code step is refused until then. */
  code_locked_until: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** The SHA-256 of the mailed link that opens a locked code step. */
  code_unlock_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** While an invitation to the staff is out (no password of the account's own yet; migration
   * 0022), when it was sent, and by whom. */
  invited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  invited_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface KnownBrowsersTable {
  tenant_id: string;
  user_id: string;
  /** As the session list names it ("Firefox on Linux"). */
  browser: string;
  first_seen_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  /** The public id the session list names (never the token or its hash). */
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  /** The sign-in passed a second factor (or enrolled one). */
  two_factor: Generated<boolean>;
  /** When the session last proved the password or a code (sudo mode); NULL: never. */
  reauthenticated_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}

export interface RecoveryCodesTable {
  tenant_id: string;
  user_id: string;
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SigningKeysTable {
  name: string;
  secret: string;
  created_at: Timestamp;
}

export interface UserTokensTable {
  token_hash: string;
  tenant_id: string;
  user_id: string;
  purpose: TokenPurpose;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** A verify-email token for a new address: the address it proves (NULL: the current one). */
  new_email: string | null;
}

export interface PostsTable {
  id: string;
  tenant_id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  publish_status: PublishStatus;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  author_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Timestamp | null;
  /** Minutes to read the body, stored on save (migration 0002). */
  reading_minutes: Generated<number>;
  /** The feature image's file name in the media store, and its description (migration 0008). */
  feature_image: string | null;
  feature_image_alt: Generated<string>;
  /** When a Scheduled post goes live (UTC); null unless the status is Scheduled (migration 0012). */
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When a Published or Scheduled post goes back to Draft by itself (UTC); null for none
   * (migration 0019). */
  unpublish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Goes up by one with every save; the post's ETag (migration 0017). */
  version: Generated<number>;
  /** Who published the post, or scheduled it to go live (migration 0022); null for a draft. */
  published_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an Author submitted the draft for review; null when it waits for nobody. */
  submitted_for_review_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
}

/** What made a revision of a post. */
export type RevisionReason = 'create' | 'update' | 'publish' | 'unpublish' | 'schedule' | 'restore';

/** A post as one save left it (migration 0017). */
export interface PostRevisionsTable {
  id: string;
  tenant_id: string;
  post_id: string;
  /** The post's version this save gave it. */
  version: number;
  reason: RevisionReason;
  author_id: string | null;
  created_at: Timestamp;
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  publish_status: PublishStatus;
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  feature_image: string | null;
  feature_image_alt: string;
}

/** One person's autosave of one post (migration 0020): the editor's fields, not saved yet. */
export interface PostAutosavesTable {
  tenant_id: string;
  post_id: string;
  user_id: string;
  /** The post's version the edit started from. */
  base_version: number;
  saved_at: Timestamp;
  title: string;
  content: string;
  tags: string[];
  publish_status: PublishStatus;
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  unpublish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  feature_image_url: string | null;
  feature_image_alt: string;
}

/** Who has a post's editor open, per browser tab (migration 0020). */
export interface PostPresenceTable {
  tenant_id: string;
  post_id: string;
  user_id: string;
  tab_id: string;
  seen_at: Timestamp;
}

export interface PostVotesTable {
  tenant_id: string;
  post_id: string;
  user_id: string;
  value: number;
  created_at: Timestamp;
}

export interface CommentsTable {
  id: string;
  tenant_id: string;
  post_id: string;
  user_id: string;
  content: string;
  created_at: Timestamp;
  state: Generated<CommentState>;
  state_reason: string | null;
  state_changed_at: Timestamp | null;
  state_changed_by: string | null;
}

/** Only 'visible' comments are public (migration 0006). */
export type CommentState = 'visible' | 'held' | 'hidden' | 'spam';

/** A commenter whose next comments are held for approval. */
export interface CommentBlocksTable {
  tenant_id: string;
  user_id: string;
  blocked_at: Timestamp;
  blocked_by: string;
}

export interface CommentSettingsTable {
  tenant_id: string;
  hold_links: boolean;
  updated_at: Timestamp;
}

export type LeadKind = 'contact' | 'application' | 'newsletter';
export type LeadStatus = 'New' | 'Handled' | 'Archived' | 'Spam';

/** Everything a visitor sends, one row per lead (migration 0004). */
export interface LeadsTable {
  id: string;
  tenant_id: string;
  kind: LeadKind;
  status: LeadStatus;
  spam_reason: string | null;
  name: string | null;
  email: string;
  phone: string | null;
  job: string | null;
  /** The contact message, or the application's cover letter. */
  message: string | null;
  resume_file: string | null;
  resume_original_name: string | null;
  resume_content_type: string | null;
  resume_size: number | null;
  created_at: Timestamp;
  status_changed_at: Timestamp | null;
  /** Username of the SuperAdmin who made the last status change. */
  status_changed_by: string | null;
  /** The first and latest touch the form sent (migration 0010), as JSON. */
  source: ColumnType<unknown, string | null | undefined, string | null>;
  channel: ColumnType<Channel | null, Channel | null | undefined, Channel | null>;
  first_channel: ColumnType<Channel | null, Channel | null | undefined, Channel | null>;
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

export interface NewsletterSubscribersTable {
  tenant_id: string;
  /** Lower-case. */
  email: string;
  status: SubscriberStatus;
  created_at: Timestamp;
  /** The last confirmation mail (at most one an hour). */
  confirm_sent_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
}

export interface NewsletterTokensTable {
  token_hash: string;
  tenant_id: string;
  email: string;
  purpose: NewsletterTokenPurpose;
  created_at: Timestamp;
  expires_at: Timestamp | null;
  used_at: Timestamp | null;
}

export type NewsletterSendStatus = 'scheduled' | 'sending' | 'queued' | 'cancelled';
export type SendRecipientState = 'pending' | 'queued' | 'skipped';

export interface NewsletterSendsTable {
  id: string;
  tenant_id: string;
  /** Null once the post is deleted (the title stays). */
  post_id: string | null;
  post_title: string;
  status: NewsletterSendStatus;
  scheduled_at: Timestamp;
  created_at: Timestamp;
  created_by: string | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  /** The rendered post every recipient gets (jobs/newsletter-sender.ts), set at the start. */
  issue: ColumnType<unknown, string | null, string | null>;
}

export interface NewsletterSendRecipientsTable {
  send_id: string;
  email: string;
  state: SendRecipientState;
  /** bigint: read back as a string. */
  outbox_id: ColumnType<string | null, string | null, string | null>;
}

export interface JobRunsTable {
  name: string;
  last_run_at: Timestamp;
}

export interface MediaTable {
  id: string;
  tenant_id: string;
  file_name: string;
  content_type: string;
  size: number;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  /** bigint: read back as a string by node-postgres. */
  id: Generated<string>;
  /** A QueuedMail (src/mail/queue.ts) as JSON. */
  message: ColumnType<unknown, string, string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  failed_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
}

export interface RateLimitCountersTable {
  key: string;
  count: number;
  expires_at: Timestamp;
}

export interface ContentVersionsTable {
  tenant_id: string;
  /** bigint: read back as a string by both drivers. */
  version: ColumnType<string, number | string, number | string>;
  changed_at: Timestamp;
}

export interface AuditLogTable {
  id: string;
  tenant_id: string;
  at: Timestamp;
  actor_id: string | null;
  actor: string;
  address: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  object_label: string | null;
  /** JSON: the state before and after a change of state (both drivers read jsonb as a value). */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

/** A redirect of a path of the site (migration 0018); with a post_id, made by that post's
 * change of slug. */
export interface RedirectsTable {
  id: string;
  tenant_id: string;
  from_path: string;
  to_target: string;
  status: 301 | 302;
  post_id: string | null;
  created_at: Timestamp;
}

/** A link that shows one unpublished post to whoever holds its token (migration 0021). */
export interface PostPreviewLinksTable {
  id: string;
  tenant_id: string;
  post_id: string;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  /** The token's first characters, to tell links apart in the list. */
  token_prefix: string;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_opened_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Generated<Date>;
}

export interface DB {
  tenants: TenantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  known_browsers: KnownBrowsersTable;
  signing_keys: SigningKeysTable;
  user_tokens: UserTokensTable;
  posts: PostsTable;
  post_votes: PostVotesTable;
  post_revisions: PostRevisionsTable;
  post_preview_links: PostPreviewLinksTable;
  post_autosaves: PostAutosavesTable;
  post_presence: PostPresenceTable;
  comments: CommentsTable;
  comment_blocks: CommentBlocksTable;
  comment_settings: CommentSettingsTable;
  leads: LeadsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_tokens: NewsletterTokensTable;
  newsletter_sends: NewsletterSendsTable;
  newsletter_send_recipients: NewsletterSendRecipientsTable;
  job_runs: JobRunsTable;
  media: MediaTable;
  mail_outbox: MailOutboxTable;
  rate_limit_counters: RateLimitCountersTable;
  content_versions: ContentVersionsTable;
  audit_log: AuditLogTable;
  redirects: RedirectsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type PostRow = Selectable<PostsTable>;
export type PostRevisionRow = Selectable<PostRevisionsTable>;
export type PostAutosaveRow = Selectable<PostAutosavesTable>;
export type NewPost = Insertable<PostsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type LeadRow = Selectable<LeadsTable>;

/**
 * Tables holding tenant data, children first (the order a reset truncates them in). Not the
 * audit log: the database refuses to delete from it (migrations/0016_audit_append_only.sql).
 */
export const DATA_TABLES = [
  'mail_outbox',
  'rate_limit_counters',
  'content_versions',
  'post_votes',
  'post_revisions',
  'post_preview_links',
  'post_autosaves',
  'post_presence',
  'comments',
  'comment_blocks',
  'comment_settings',
  'redirects',
  'posts',
  'media',
  'leads',
  'newsletter_send_recipients',
  'newsletter_sends',
  'newsletter_tokens',
  'newsletter_subscribers',
  'job_runs',
  'user_tokens',
  'recovery_codes',
  'known_browsers',
  'sessions',
  'users',
] as const;
