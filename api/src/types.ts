import type { ShareCards } from './plugins/app/share-cards';
import type { Kysely } from 'kysely';
import type { Permission } from '@agency/contract';
import type { Config } from './config';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import type { AfterCommit } from './db/unit-of-work';
import type { Clock } from './lib/clock';
import type { PasswordHasher } from './lib/passwords';
import type { Mailer } from './mail/mailer';
import type { QueuedMail } from './mail/queue';
import type { Limits } from './plugins/app/limits';
import type { Metrics } from './plugins/app/metrics';
import type { FileStore } from './storage/file-store';
import type { AuditRepository } from './repositories/audit';
import type { CommentsRepository } from './repositories/comments';
import type { NewsletterRepository } from './repositories/newsletter';
import type { NewsletterSendsRepository } from './repositories/newsletter-sends';
import type { InboxRepository } from './repositories/inbox';
import type { PeopleRepository } from './repositories/people';
import type { MediaRepository } from './repositories/media';
import type { PostsRepository } from './repositories/posts';
import type { PostAutosavesRepository } from './repositories/post-autosaves';
import type { PostRevisionsRepository } from './repositories/post-revisions';
import type { PreviewLinksRepository } from './repositories/preview-links';
import type { AuthUser, SessionsRepository } from './repositories/sessions';
import type { Tenant, TenantsRepository } from './repositories/tenants';
import type { UserTokensRepository } from './repositories/user-tokens';
import type { UsersRepository } from './repositories/users';
import type { LeadRetention } from './jobs/lead-retention';
import type { TwoFactorRepository } from './repositories/two-factor';

// Declared beside the repositories that produce them (which import nothing from here).
export type { AuthUser, Tenant };

export interface MailService {
  /**
   * Queues the message in the outbox table (inside the current `app.transaction`, if any);
   * it is sent after the commit and retried until it goes out.
   */
  send(message: QueuedMail): Promise<void>;
  /** Queues several messages to different addresses in one write (in the current transaction,
   * if any); returns each one's outbox id by address, to follow its delivery. */
  sendMany(messages: QueuedMail[]): Promise<Map<string, string>>;
  /**
   * Queues after the reply. Given a function, all of its work (look-ups, tokens) runs after the
   * reply too, in one transaction with the queued mail, so the reply takes the same time
   * whatever it finds (forgot-password).
   */
  sendLater(message: QueuedMail | (() => Promise<QueuedMail | undefined>)): void;
  /** Waits for sendLater work, then sends every message that is due now (tests). */
  flush(): Promise<void>;
}

/** What a route's audit entry says beyond its action: the object it touched and, for a change
 * of state, the state before and after; `action` replaces the route's own where one route does
 * several things (publish and unpublish). */
export interface AuditDetails {
  action?: string;
  object?: { type: string; id: string; label?: string | null };
  before?: unknown;
  after?: unknown;
}

/** Who may call a route: anyone, anyone (a valid token is read), a user, or the staff (whose
 * role must hold the route's `permission`; none: the SuperAdmin). */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    database: Database;
    db: Kysely<DB>;
    metrics: Metrics;
    /** Runs `fn` in one transaction that every `app.db` call inside it joins. */
    transaction<T>(fn: () => Promise<T>): Promise<T>;
    /** Runs `callback` after the current transaction commits (at once outside one). */
    afterCommit(callback: AfterCommit): void;
    passwords: PasswordHasher;
    mailer: Mailer;
    mail: MailService;
    limits: Limits;
    mediaStore: FileStore;
    shareCards: ShareCards;
    resumeStore: FileStore;
    tenantsRepository: TenantsRepository;
    usersRepository: UsersRepository;
    sessionsRepository: SessionsRepository;
    twoFactorRepository: TwoFactorRepository;
    userTokensRepository: UserTokensRepository;
    postsRepository: PostsRepository;
    postRevisionsRepository: PostRevisionsRepository;
    previewLinksRepository: PreviewLinksRepository;
    postAutosavesRepository: PostAutosavesRepository;
    commentsRepository: CommentsRepository;
    inboxRepository: InboxRepository;
    peopleRepository: PeopleRepository;
    newsletterRepository: NewsletterRepository;
    newsletterSendsRepository: NewsletterSendsRepository;
    leadRetention: LeadRetention;
    mediaRepository: MediaRepository;
    auditRepository: AuditRepository;
    /** Appends an entry for work that is not a route's success (a failed sign-in). */
    audit(
      request: FastifyRequest,
      action: string,
      details?: AuditDetails,
      actor?: { id: string | null; username: string },
    ): Promise<void>;
    /**
     * What the audit log writes instead of an e-mail address (or a search for one): a keyed
     * hash (`person:…`) that names the same person every time and cannot be read back.
     */
    personRef(address: string): Promise<string>;
  }

  interface FastifyRequest {
    /** Set for every route with a tenant in its path. */
    tenant: Tenant;
    /** Set when a valid bearer token came with the request. */
    user: AuthUser | null;
    /** What the route's audit entry records beyond its action (plugins/app/audit.ts). */
    audited: AuditDetails | null;
  }

  interface FastifyContextConfig {
    auth?: AuthLevel;
    /**
     * On an admin route: the permission of the roles matrix (@agency/contract) the caller's role
     * must hold. None: the SuperAdmin alone, so a route nobody mapped stays the owner's.
     */
    permission?: Permission;
    /** The action a successful call appends to the audit log (plugins/app/audit.ts). */
    audit?: string;
    /**
     * The route asks again: the session must have confirmed the password or a code within the
     * last few minutes ("sudo mode", plugins/app/auth.ts).
     */
    sudo?: boolean;
    /**
     * A route below the admin level that shows or changes the SuperAdmin's data on some of its
     * paths (a draft): which ones. Such a route decides through `seesAdminData` (plugins/app/auth.ts),
     * and the OpenAPI document marks it as the SuperAdmin's.
     */
    adminPaths?: string;
    /**
     * Why a SuperAdmin's change is no entry of the audit log (plugins/app/audit.ts): it changes
     * only the caller's own scratch state, such as an autosave, which nobody else sees.
     */
    unaudited?: string;
  }
}
