import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps are written as Date and read back as Date by both drivers. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type Role = 'User' | 'SuperAdmin';
export type PublishStatus = 'Draft' | 'Published';
export type TokenPurpose = 'verify-email' | 'reset-password';

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
}

export interface SessionsTable {
  token_hash: string;
  tenant_id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
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
}

export interface NewsletterSubscriptionsTable {
  tenant_id: string;
  email: string;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: string;
  tenant_id: string;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
}

export interface JobApplicationsTable {
  id: string;
  tenant_id: string;
  name: string;
  email: string;
  phone: string;
  job: string;
  cover_letter: string | null;
  resume_file: string;
  resume_original_name: string;
  resume_content_type: string;
  resume_size: number;
  created_at: Timestamp;
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

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Generated<Date>;
}

export interface DB {
  tenants: TenantsTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  posts: PostsTable;
  post_votes: PostVotesTable;
  comments: CommentsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  job_applications: JobApplicationsTable;
  media: MediaTable;
  mail_outbox: MailOutboxTable;
  rate_limit_counters: RateLimitCountersTable;
  content_versions: ContentVersionsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type CommentRow = Selectable<CommentsTable>;

/** Tables holding tenant data, children first (the order a reset truncates them in). */
export const DATA_TABLES = [
  'mail_outbox',
  'rate_limit_counters',
  'content_versions',
  'post_votes',
  'comments',
  'posts',
  'media',
  'job_applications',
  'contact_messages',
  'newsletter_subscriptions',
  'user_tokens',
  'sessions',
  'users',
] as const;
