import path from 'node:path';
import { metricsSettings, type MetricsSettings } from '@agency/server-kit/metrics-server';

/** Root of the api package (src/ and dist/ both sit one level below it). */
export const PACKAGE_ROOT = path.resolve(__dirname, '..');

export interface TenantConfig {
  id: string;
  name: string;
}

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export type RateLimitName =
  | 'login'
  | 'loginAddress'
  | 'register'
  | 'forgotPassword'
  | 'accountMail'
  | 'emailChange'
  | 'contact'
  | 'newsletter'
  | 'comments'
  | 'applications'
  | 'previewLinks'
  | 'autosave';

/** Where rate-limit counters live: this process, or the database every instance shares. */
export type RateLimitStore = 'memory' | 'database';

/** An S3-compatible object store for media (public) and résumés (private). */
export interface S3Config {
  bucket: string;
  /** Résumés may live in a bucket of their own; by default the same bucket, another prefix. */
  resumeBucket: string;
  mediaPrefix: string;
  resumePrefix: string;
  /** Unset: AWS itself. Set for MinIO, Ceph, R2, ... */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default credential chain (instance role, AWS_* variables, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface MailQueueConfig {
  /** How often each instance looks for mail that is due (mail is also sent right after a write). */
  pollMs: number;
  /** First retry after this long, doubling per attempt, at most an hour. */
  retryBaseMs: number;
  maxAttempts: number;
  /** A claimed message is retried by any instance when its sender did not finish within this. */
  leaseMs: number;
}

export interface AdminConfig {
  username: string;
  password: string;
  email: string;
  /**
   * ADMIN_PASSWORD_RESET=true: an existing account's password is set back to ADMIN_PASSWORD at
   * start. Without it the password only creates a missing account, so one the owner rotated
   * stays theirs.
   */
  resetPassword?: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL only: the role that runs the migrations and owns the tables (unset: the app's
   * own role does). The app's role is then granted what it needs, and of the audit log only
   * INSERT and SELECT (db/roles.ts).
   */
  migrationDatabaseUrl: string | undefined;
  /** The site's tenant first, then any extra tenants. */
  tenants: TenantConfig[];
  siteUrl: string;
  publicApiUrl: string;
  /** Base of the media URLs written into post HTML (a CDN or the bucket; default the api's /media). */
  mediaBaseUrl: string;
  /** Unset: media and résumés on the local disk (mediaDir, resumeDir). */
  s3: S3Config | undefined;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  outboxDir: string;
  mediaDir: string;
  resumeDir: string;
  admin: AdminConfig | undefined;
  seedPosts: boolean;
  limits: { imageBytes: number; videoBytes: number; resumeBytes: number };
  rateLimits: Record<RateLimitName, RateLimitRule>;
  rateLimitStore: RateLimitStore;
  mailQueue: MailQueueConfig;
  /** How often this instance reads the content versions that other instances may have moved
   * (0: never, one instance alone). */
  contentVersionPollMs: number;
  /** How often each instance publishes the scheduled posts whose time has come (0: never). */
  scheduledPostsCheckMs: number;
  inbox: InboxConfig;
  commentDigest: CommentDigestConfig;
  orphanFiles: OrphanFilesConfig;
  newsletterSender: NewsletterSenderConfig;
  /** scrypt cost as log2(N); OWASP asks for N = 2^17. */
  scryptLogN: number;
  /**
   * The longest any session lives; a User's ends sooner after 30 days without a request, the
   * SuperAdmin's after 30 minutes idle or 12 hours (repositories/sessions.ts).
   */
  sessionTtlMs: number;
  /**
   * `required`: a SuperAdmin's session reaches the admin routes only after a second factor
   * (the default, and the only value allowed with NODE_ENV=production); `optional`: a
   * SuperAdmin without an authenticator signs in with the password alone (development).
   */
  adminTwoFactor: AdminTwoFactor;
  /** ADMIN_TWO_FACTOR_EXEMPT: SuperAdmins (usernames, lower case) a development site lets in
   * with the password alone while the others need a second factor; empty in production. */
  adminTwoFactorExempt: readonly string[];
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a reverse proxy); rate limits key on the client address. */
  trustProxy: boolean;
  /** Server timeouts in ms: whole request, headers, idle socket, idle keep-alive between requests. */
  timeouts: { requestMs: number; headersMs: number; idleMs: number; keepAliveMs: number };
  /** Open connections one client address may hold at once; 0 = no cap (behind a proxy). */
  maxConnectionsPerAddress: number;
  /** The metrics listener (@agency/server-kit/metrics-server); no port: no listener. */
  metrics: MetricsConfig;
}

export type AdminTwoFactor = 'required' | 'optional';

/** ADMIN_TWO_FACTOR: only development may relax the SuperAdmin's second factor. */
export function parseAdminTwoFactor(env: NodeJS.ProcessEnv): AdminTwoFactor {
  const value = env.ADMIN_TWO_FACTOR || 'required';
  if (value !== 'required' && value !== 'optional')
    throw new Error(`ADMIN_TWO_FACTOR must be "required" or "optional", got "${value}".`);
  if (value === 'optional' && env.NODE_ENV === 'production')
    throw new Error('ADMIN_TWO_FACTOR=optional is for development only, not NODE_ENV=production.');
  return value;
}

/**
 * ADMIN_TWO_FACTOR_EXEMPT: a development site's SuperAdmins who may work with the password alone
 * under ADMIN_TWO_FACTOR=required (the browser tests' own admin, while the specs of two-factor
 * sign-in and of the gate hold another SuperAdmin to it). Refused in production.
 */
export function parseAdminTwoFactorExempt(env: NodeJS.ProcessEnv): string[] {
  const names = (env.ADMIN_TWO_FACTOR_EXEMPT ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length > 0 && env.NODE_ENV === 'production')
    throw new Error('ADMIN_TWO_FACTOR_EXEMPT is for development only, not NODE_ENV=production.');
  return names;
}

/** Whether this SuperAdmin needs a second factor to reach the admin's data. */
export function twoFactorRequiredFor(
  config: Pick<Config, 'adminTwoFactor' | 'adminTwoFactorExempt'>,
  username: string,
): boolean {
  return (
    config.adminTwoFactor === 'required' &&
    !config.adminTwoFactorExempt.includes(username.toLowerCase())
  );
}

export type MetricsConfig = MetricsSettings;

/** Metrics are never public: a listener off loopback must have a token. */
export function parseMetrics(env: NodeJS.ProcessEnv, portName: string): MetricsConfig {
  const port = env[portName] ? parseInteger(env[portName], 0, portName) : undefined;
  if (port !== undefined && (port < 0 || port > 65535))
    throw new Error(`${portName} must be a port number (0-65535).`);
  return metricsSettings(env, port);
}

/** The spam guard and how long leads are kept. */
export interface InboxConfig {
  /** A form sent sooner than this after it appeared is taken for a bot's (0: no check). */
  minFillMs: number;
  /** Leads older than this many months are deleted, whatever their status. */
  retentionMonths: number;
  /** Spam older than this many days is deleted. */
  spamRetentionDays: number;
  /** How often the retention job runs (one instance acts per period). */
  retentionIntervalMs: number;
}

export interface OrphanFilesConfig {
  /** One sweep of stored files that no row names per this period (a day); 0 turns it off. */
  intervalMs: number;
  /** A file younger than this is kept whatever the rows say: its row may be on its way. */
  graceMs: number;
}

export interface CommentDigestConfig {
  /** One digest of new comments per this period (a day); 0 turns the digest off. */
  intervalMs: number;
  /** How often each instance checks whether the period has passed (one instance acts). */
  checkMs: number;
}

export interface NewsletterSenderConfig {
  /** How often each instance looks for sends that are due or have recipients left to queue. */
  pollMs: number;
  /** Recipients queued per transaction. */
  batchSize: number;
}

const DEFAULT_RATE_LIMITS: Record<RateLimitName, string> = {
  // Failed and successful attempts on one username from any address; a success starts anew.
  login: '10/15m',
  // Attempts from one client address on any usernames (password spraying).
  loginAddress: '20/15m',
  register: '10/1h',
  forgotPassword: '5/15m',
  // Verification and reset mail: counted per account, per recipient and per client address.
  accountMail: '5/1h',
  // New-address verifications one account may ask for.
  emailChange: '3/1d',
  contact: '5/10m',
  newsletter: '10/10m',
  comments: '10/1m',
  applications: '5/1h',
  // Openings of draft preview links; the render server's requests share its address.
  previewLinks: '60/1m',
  // The editor's autosaves and heartbeats, per person: one save every 2 s of typing is 30 a
  // minute; the rest leaves room for a second tab and the heartbeats.
  autosave: '90/1m',
};

const RATE_LIMIT_ENV: Record<RateLimitName, string> = {
  login: 'RATE_LIMIT_LOGIN',
  loginAddress: 'RATE_LIMIT_LOGIN_ADDRESS',
  register: 'RATE_LIMIT_REGISTER',
  forgotPassword: 'RATE_LIMIT_FORGOT_PASSWORD',
  accountMail: 'RATE_LIMIT_ACCOUNT_MAIL',
  emailChange: 'RATE_LIMIT_EMAIL_CHANGE',
  contact: 'RATE_LIMIT_CONTACT',
  newsletter: 'RATE_LIMIT_NEWSLETTER',
  comments: 'RATE_LIMIT_COMMENTS',
  applications: 'RATE_LIMIT_APPLICATIONS',
  previewLinks: 'RATE_LIMIT_PREVIEW_LINKS',
  autosave: 'RATE_LIMIT_AUTOSAVE',
};

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Parses "10/15m" (10 requests per 15 minutes). */
export function parseRateLimit(value: string, name: string): RateLimitRule {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smhd])\s*$/.exec(value);
  if (!match) throw new Error(`${name} must look like "10/15m" (requests/window), got "${value}".`);
  const [, max, amount, unit] = match as unknown as [string, string, string, string];
  return { max: Number(max), windowMs: Number(amount) * (UNITS[unit] as number) };
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function parseMegabytes(value: string | undefined, fallbackMb: number, name: string): number {
  if (value === undefined || value === '') return fallbackMb * 1024 * 1024;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb <= 0)
    throw new Error(`${name} must be a positive number of megabytes.`);
  return Math.round(mb * 1024 * 1024);
}

function parseInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`${name} must be an integer.`);
  return n;
}

function parseRateLimitStore(value: string | undefined): RateLimitStore {
  const store = (value || 'memory').trim().toLowerCase();
  if (store !== 'memory' && store !== 'database')
    throw new Error(`RATE_LIMIT_STORE must be "memory" or "database", got "${value}".`);
  return store;
}

function parseS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.');
  const prefix = (value: string | undefined, fallback: string) => {
    const trimmed = (value ?? fallback).replace(/^\/+|\/+$/g, '');
    return trimmed ? `${trimmed}/` : '';
  };
  const mediaPrefix = prefix(env.S3_MEDIA_PREFIX, 'media');
  const resumePrefix = prefix(env.S3_RESUME_PREFIX, 'resumes');
  const resumeBucket = env.S3_RESUME_BUCKET?.trim() || bucket;
  if (
    resumeBucket === bucket &&
    (mediaPrefix.startsWith(resumePrefix) || resumePrefix.startsWith(mediaPrefix))
  )
    throw new Error('S3_MEDIA_PREFIX and S3_RESUME_PREFIX must not overlap: résumés stay private.');
  return {
    bucket,
    resumeBucket,
    mediaPrefix,
    resumePrefix,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: parseBoolean(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
  };
}

/** A positive number of seconds (fractions allowed, for tests), as milliseconds. */
function parseSeconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback * 1000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`${name} must be a positive number of seconds.`);
  return Math.round(seconds * 1000);
}

function migrationDatabaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.MIGRATION_DATABASE_URL || undefined;
  if (url && !env.DATABASE_URL)
    throw new Error(
      'MIGRATION_DATABASE_URL needs DATABASE_URL: the migration role is a PostgreSQL setting.',
    );
  return url;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

function parseTenants(
  primaryId: string,
  primaryName: string,
  extra: string | undefined,
): TenantConfig[] {
  const tenants: TenantConfig[] = [{ id: primaryId, name: primaryName }];
  for (const entry of (extra ?? '').split(';')) {
    if (!entry.trim()) continue;
    const [id, ...name] = entry.split(':');
    tenants.push({ id: (id ?? '').trim(), name: name.join(':').trim() || (id ?? '').trim() });
  }
  for (const tenant of tenants) {
    if (!TENANT_ID.test(tenant.id)) {
      throw new Error(`Tenant id "${tenant.id}" must be lowercase letters, digits and dashes.`);
    }
  }
  return tenants;
}

function defaultCorsOrigins(): string[] {
  const origins: string[] = [];
  for (let port = 8080; port <= 8084; port += 1) {
    origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  return origins;
}

/** Reads the environment once; every setting has a default so `npm start -w api` needs nothing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parseInteger(env.PORT, 4000, 'PORT');
  const dataDir = path.resolve(PACKAGE_ROOT, env.DATA_DIR || 'data');
  const rateScale = Number(env.RATE_LIMIT_SCALE || '1');
  if (!Number.isFinite(rateScale) || rateScale <= 0)
    throw new Error('RATE_LIMIT_SCALE must be a positive number.');

  const rateLimits = {} as Record<RateLimitName, RateLimitRule>;
  for (const name of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[]) {
    const envName = RATE_LIMIT_ENV[name];
    const rule = parseRateLimit(env[envName] || DEFAULT_RATE_LIMITS[name], envName);
    rateLimits[name] = {
      max: Math.max(1, Math.round(rule.max * rateScale)),
      windowMs: rule.windowMs,
    };
  }

  const trustProxy = parseBoolean(env.TRUST_PROXY, false);
  const admin =
    env.ADMIN_USERNAME && env.ADMIN_PASSWORD && env.ADMIN_EMAIL
      ? {
          username: env.ADMIN_USERNAME,
          password: env.ADMIN_PASSWORD,
          email: env.ADMIN_EMAIL,
          resetPassword: parseBoolean(env.ADMIN_PASSWORD_RESET, false),
        }
      : undefined;

  const publicApiUrl = stripTrailingSlash(env.PUBLIC_API_URL || `http://localhost:${port}`);
  const positive = (value: string | undefined, fallback: number, name: string) => {
    const n = parseInteger(value, fallback, name);
    if (n <= 0) throw new Error(`${name} must be a positive integer.`);
    return n;
  };
  const timeouts = {
    requestMs: parseSeconds(env.REQUEST_TIMEOUT_S, 120, 'REQUEST_TIMEOUT_S'),
    headersMs: parseSeconds(env.HEADERS_TIMEOUT_S, 10, 'HEADERS_TIMEOUT_S'),
    idleMs: parseSeconds(env.IDLE_TIMEOUT_S, 30, 'IDLE_TIMEOUT_S'),
    keepAliveMs: parseSeconds(env.KEEP_ALIVE_TIMEOUT_S, 5, 'KEEP_ALIVE_TIMEOUT_S'),
  };
  // Node cuts a request at the later of the two, so a longer headers timeout would hide it.
  if (timeouts.headersMs > timeouts.requestMs)
    throw new Error('HEADERS_TIMEOUT_S must not be longer than REQUEST_TIMEOUT_S.');

  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    migrationDatabaseUrl: migrationDatabaseUrl(env),
    tenants: parseTenants(
      env.TENANT_ID || 'revline',
      env.BRAND_NAME || 'Revline Digital',
      env.EXTRA_TENANTS,
    ),
    siteUrl: stripTrailingSlash(env.SITE_URL || 'http://localhost:8080'),
    publicApiUrl,
    mediaBaseUrl: stripTrailingSlash(env.MEDIA_BASE_URL || `${publicApiUrl}/media`),
    s3: parseS3(env),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => stripTrailingSlash(o.trim()))
          .filter(Boolean)
      : defaultCorsOrigins(),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Revline Digital <no-reply@revline.example>',
    contactTo: env.CONTACT_TO || 'hello@revline.example',
    outboxDir: path.resolve(PACKAGE_ROOT, env.OUTBOX_DIR || path.join(dataDir, 'outbox')),
    mediaDir: path.join(dataDir, 'media'),
    resumeDir: path.join(dataDir, 'resumes'),
    admin,
    seedPosts: parseBoolean(env.SEED_POSTS, true),
    limits: {
      imageBytes: parseMegabytes(env.UPLOAD_IMAGE_MAX_MB, 10, 'UPLOAD_IMAGE_MAX_MB'),
      videoBytes: parseMegabytes(env.UPLOAD_VIDEO_MAX_MB, 200, 'UPLOAD_VIDEO_MAX_MB'),
      resumeBytes: parseMegabytes(env.UPLOAD_RESUME_MAX_MB, 5, 'UPLOAD_RESUME_MAX_MB'),
    },
    rateLimits,
    rateLimitStore: parseRateLimitStore(env.RATE_LIMIT_STORE),
    mailQueue: {
      pollMs: positive(env.MAIL_POLL_MS, 5_000, 'MAIL_POLL_MS'),
      retryBaseMs: positive(env.MAIL_RETRY_BASE_MS, 30_000, 'MAIL_RETRY_BASE_MS'),
      maxAttempts: positive(env.MAIL_MAX_ATTEMPTS, 12, 'MAIL_MAX_ATTEMPTS'),
      leaseMs: positive(env.MAIL_LEASE_MS, 5 * 60_000, 'MAIL_LEASE_MS'),
    },
    contentVersionPollMs: parseInteger(env.CONTENT_VERSION_POLL_MS, 250, 'CONTENT_VERSION_POLL_MS'),
    scheduledPostsCheckMs: parseInteger(
      env.SCHEDULED_POSTS_CHECK_MS,
      10_000,
      'SCHEDULED_POSTS_CHECK_MS',
    ),
    inbox: {
      minFillMs: parseInteger(env.SPAM_MIN_FILL_MS, 3_000, 'SPAM_MIN_FILL_MS'),
      retentionMonths: positive(env.LEAD_RETENTION_MONTHS, 24, 'LEAD_RETENTION_MONTHS'),
      spamRetentionDays: positive(env.SPAM_RETENTION_DAYS, 30, 'SPAM_RETENTION_DAYS'),
      retentionIntervalMs: positive(
        env.LEAD_RETENTION_INTERVAL_MS,
        3_600_000,
        'LEAD_RETENTION_INTERVAL_MS',
      ),
    },
    commentDigest: {
      intervalMs: parseInteger(
        env.COMMENT_DIGEST_INTERVAL_MS,
        86_400_000,
        'COMMENT_DIGEST_INTERVAL_MS',
      ),
      checkMs: positive(env.COMMENT_DIGEST_CHECK_MS, 3_600_000, 'COMMENT_DIGEST_CHECK_MS'),
    },
    orphanFiles: {
      intervalMs: parseInteger(
        env.ORPHAN_FILES_INTERVAL_MS,
        86_400_000,
        'ORPHAN_FILES_INTERVAL_MS',
      ),
      graceMs: positive(env.ORPHAN_FILES_GRACE_MS, 86_400_000, 'ORPHAN_FILES_GRACE_MS'),
    },
    newsletterSender: {
      pollMs: positive(env.NEWSLETTER_POLL_MS, 10_000, 'NEWSLETTER_POLL_MS'),
      batchSize: positive(env.NEWSLETTER_BATCH_SIZE, 200, 'NEWSLETTER_BATCH_SIZE'),
    },
    scryptLogN: parseInteger(env.SCRYPT_LOG_N, 17, 'SCRYPT_LOG_N'),
    sessionTtlMs: parseInteger(env.SESSION_TTL_HOURS, 24 * 90, 'SESSION_TTL_HOURS') * 3_600_000,
    adminTwoFactor: parseAdminTwoFactor(env),
    adminTwoFactorExempt: parseAdminTwoFactorExempt(env),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy,
    timeouts,
    // Behind a reverse proxy every connection comes from the proxy: the proxy caps per client.
    maxConnectionsPerAddress: parseInteger(
      env.MAX_CONNECTIONS_PER_ADDRESS,
      trustProxy ? 0 : 32,
      'MAX_CONNECTIONS_PER_ADDRESS',
    ),
    metrics: parseMetrics(env, 'API_METRICS_PORT'),
  };
}
