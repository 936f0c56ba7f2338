import path from 'node:path';

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
  | 'applications';

export interface AdminConfig {
  username: string;
  password: string;
  email: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  /** The site's tenant first, then any extra tenants. */
  tenants: TenantConfig[];
  siteUrl: string;
  publicApiUrl: string;
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
  /** scrypt cost as log2(N); OWASP asks for N = 2^17. */
  scryptLogN: number;
  sessionTtlMs: number;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a reverse proxy); rate limits key on the client address. */
  trustProxy: boolean;
  /** Server timeouts in ms: whole request, headers, idle socket, idle keep-alive between requests. */
  timeouts: { requestMs: number; headersMs: number; idleMs: number; keepAliveMs: number };
  /** Open connections one client address may hold at once; 0 = no cap (behind a proxy). */
  maxConnectionsPerAddress: number;
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

/** A positive number of seconds (fractions allowed, for tests), as milliseconds. */
function parseSeconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback * 1000;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`${name} must be a positive number of seconds.`);
  return Math.round(seconds * 1000);
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
      ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }
      : undefined;

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
    tenants: parseTenants(
      env.TENANT_ID || 'revline',
      env.BRAND_NAME || 'Revline Digital',
      env.EXTRA_TENANTS,
    ),
    siteUrl: stripTrailingSlash(env.SITE_URL || 'http://localhost:8080'),
    publicApiUrl: stripTrailingSlash(env.PUBLIC_API_URL || `http://localhost:${port}`),
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
    scryptLogN: parseInteger(env.SCRYPT_LOG_N, 17, 'SCRYPT_LOG_N'),
    sessionTtlMs: parseInteger(env.SESSION_TTL_HOURS, 24 * 7, 'SESSION_TTL_HOURS') * 3_600_000,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy,
    timeouts,
    // Behind a reverse proxy every connection comes from the proxy: the proxy caps per client.
    maxConnectionsPerAddress: parseInteger(
      env.MAX_CONNECTIONS_PER_ADDRESS,
      trustProxy ? 0 : 32,
      'MAX_CONNECTIONS_PER_ADDRESS',
    ),
  };
}
