import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/build';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { DATA_TABLES } from '../src/db/schema';
import type { Clock } from '../src/lib/clock';
import type { Mailer } from '../src/mail/mailer';
import { bootstrapData } from '../src/plugins/app/bootstrap';
import { templatePath } from './global-setup';
import { multipart, type FilePart } from './multipart';
import { FILES } from './samples';

export const TENANT = 'revline';
export const OTHER_TENANT = 'other';
export const ADMIN = {
  username: 'admin',
  password: 'Admin-Password-1',
  email: 'admin@revline.example',
};
export const PASSWORD = 'Correct-Horse-9';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current = Date.now();
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface MailRecord {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; path: string }[];
  createdAt: string;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  dataDir: string;
  logs: string[];
  /** Drops the PostgreSQL test database (no-op on PGlite). */
  dropDatabase: () => Promise<void>;
  /** Empties every table but the tenants, then runs the start-up bootstrap again. */
  reset(): Promise<void>;
  /** Closes the app and, unless kept, removes its database and data folder. */
  close(options?: { keep?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Reuse a data folder / database from an earlier TestApp (restart tests). */
  reuse?: { dataDir: string; databaseUrl?: string | undefined; dropDatabase: () => Promise<void> };
  /** A mailer instead of the outbox folder (mail queue tests). */
  mailer?: Mailer;
}

/** When DATABASE_URL is set (npm run test:pg) every test app gets its own fresh PostgreSQL database. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const usePostgres = Boolean(process.env.DATABASE_URL);
  const pgDatabase =
    usePostgres && !options.reuse?.databaseUrl ? await createPostgresDatabase() : undefined;
  const databaseUrl = options.reuse?.databaseUrl ?? pgDatabase?.url;

  const config = loadConfig({
    DATA_DIR: dataDir,
    TENANT_ID: TENANT,
    BRAND_NAME: 'Revline Digital',
    EXTRA_TENANTS: `${OTHER_TENANT}:Other Motors`,
    SITE_URL: 'http://localhost:8080',
    PUBLIC_API_URL: 'http://localhost:4000',
    CONTACT_TO: 'hello@revline.example',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    SEED_POSTS: 'false',
    SCRYPT_LOG_N: '10',
    RATE_LIMIT_SCALE: '1000',
    LOG_LEVEL: 'info',
    // The suites sign in as the SuperAdmin with the password alone; two-factor.test.ts turns
    // the requirement on (production cannot turn it off: config.ts).
    ADMIN_TWO_FACTOR: 'optional',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });

  // PGlite starts from the migrated template (much faster than initdb): in memory, or in the
  // data folder when the test persists (restart tests); OWN_DATABASE lets the app open its own.
  let database: Database | undefined;
  if (!databaseUrl && !options.env?.OWN_DATABASE) {
    const template = templatePath();
    const pgliteTemplate =
      !options.reuse && fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
    const pgliteDir = options.reuse || options.env?.PERSIST ? path.join(dataDir, 'db') : undefined;
    database = await openDatabase({ pgliteDir, pgliteTemplate });
  }
  const dropDatabase = options.reuse?.dropDatabase ?? (async () => pgDatabase?.drop());

  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const clock = new TestClock();
  const app = await buildApp({
    config,
    clock,
    database,
    mailer: options.mailer,
    // The real logger settings (redaction, serializers), writing to an array.
    logStream: stream,
  });
  return {
    app,
    clock,
    config,
    dataDir,
    logs,
    dropDatabase,
    async reset() {
      await app.mail.flush();
      for (const table of DATA_TABLES) await app.db.deleteFrom(table).execute();
      await clearAuditLog(app);
      await app.db.updateTable('tenants').set({ posts_seeded_at: null }).execute();
      await bootstrapData(app);
      // The tables were emptied behind the app's back: forget the rendered replies too.
      app.replyCache.clear();
      fs.rmSync(config.outboxDir, { recursive: true, force: true });
      logs.length = 0;
    },
    async close({ keep = false } = {}) {
      await app.close();
      await database?.close();
      if (!keep) {
        await dropDatabase();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Empties the audit log between tests. The database refuses a DELETE of it (its triggers); the
 * test connections run as a superuser, which may turn triggers off for one transaction
 * (session_replication_role), something the app's own role cannot do in production.
 */
export async function clearAuditLog(app: FastifyInstance): Promise<void> {
  await app.database.scriptTransaction((tx) =>
    tx.exec('SET LOCAL session_replication_role = replica; DELETE FROM audit_log'),
  );
}

/** A query builder of the app's database, before it runs. */
export interface CompiledQuerySource {
  compile: () => { sql: string; parameters: readonly unknown[] };
}

/**
 * The planner's EXPLAIN of `query` on the real engine, with sequential scans off so that it
 * shows whether an index can serve the query (a list must need no Sort node: it stops after a
 * page instead of sorting every row).
 */
export async function queryPlan(t: TestApp, query: CompiledQuerySource): Promise<string> {
  const compiled = query.compile();
  return t.app.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...compiled,
      sql: `explain ${compiled.sql}`,
      query: { kind: 'RawNode', sqlFragments: [], parameters: [] } as never,
      queryId: { queryId: 'explain' } as never,
    });
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

export interface CallOptions {
  body?: unknown;
  token?: string | undefined;
  /** x-tenant-id; defaults to the tenant in the path; null sends none. */
  tenant?: string | null;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
  /** The client address the app sees (default 127.0.0.1). */
  remoteAddress?: string;
}

/** One request through app.inject, with the tenant header taken from the path. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const pathTenant = /^\/api\/v1\/[^/]+\/([^/?]+)/.exec(url)?.[1];
  const tenant = options.tenant === undefined ? pathTenant : options.tenant;
  const headers: Record<string, string> = { ...options.headers };
  if (tenant) headers['x-tenant-id'] = tenant;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return app.inject({
    method,
    url,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
}

/**
 * One page of a paged list (newest first) as `token` sees it: its rows, after a 200, and the
 * cursor of the next page, none on the last page.
 */
export async function listPage<Row>(
  app: FastifyInstance,
  url: string,
  token: string,
): Promise<{ rows: Row[]; next: string | undefined }> {
  const res = await call(app, 'GET', url, { token });
  expect(res.statusCode).toBe(200);
  return { rows: res.json<Row[]>(), next: res.headers['x-next-cursor'] as string | undefined };
}

/**
 * A job application sent as the careers form sends it: a name, an address, a phone, a job and
 * a PDF résumé, each of which `fields` and `resume` may replace.
 */
export function sendApplication(
  app: FastifyInstance,
  fields: Record<string, string> = {},
  resume: Partial<FilePart> = {},
): Promise<LightMyRequestResponse> {
  const form = multipart(
    {
      name: 'Sam Lee',
      email: 'sam@example.com',
      phone: '555-0100',
      job: 'frontend-developer',
      ...fields,
    },
    [
      {
        name: 'resume',
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        data: FILES.pdf,
        ...resume,
      },
    ],
  );
  return call(app, 'POST', `/api/v1/careers/${TENANT}/applications`, form);
}

/** The newest outbox message for an address (after mail sent in the background is done). */
export async function latestMail(t: TestApp, to: string): Promise<MailRecord | undefined> {
  await t.app.mail.flush();
  const dir = t.config.outboxDir;
  if (!fs.existsSync(dir)) return undefined;
  const files = fs.readdirSync(dir).sort().reverse();
  for (const file of files) {
    const record = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as MailRecord;
    if (record.to === to) return record;
  }
  return undefined;
}

export function allMail(t: TestApp): MailRecord[] {
  const dir = t.config.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as MailRecord);
}

/** The token in the newest link of that kind mailed to `to`. */
export async function mailedToken(
  t: TestApp,
  to: string,
  kind: 'verify' | 'reset',
): Promise<string> {
  const mail = await latestMail(t, to);
  const link = mail?.links.find((l) =>
    kind === 'verify' ? l.includes('/verify?') : l.includes('/reset-password?'),
  );
  if (!link) throw new Error(`No ${kind} link mailed to ${to}`);
  return new URL(link).searchParams.get('token')!;
}

/**
 * Asks for the set-up code of two-factor sign-in with `token` and reads it from the mail to
 * `to`: the body `two-factor/setup` needs with the password.
 */
export async function mailedSetupCode(t: TestApp, token: string, to: string): Promise<string> {
  const res = await call(t.app, 'POST', `/api/v1/users/${TENANT}/two-factor/setup-code`, { token });
  if (res.statusCode !== 200) throw new Error(`setup-code failed: ${res.body}`);
  const code = /\b(\d{8})\b/.exec((await latestMail(t, to))?.text ?? '')?.[1];
  if (!code) throw new Error(`No set-up code mailed to ${to}`);
  return code;
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** Registers, verifies through the mailed link, and logs in a User of `tenant`. */
export async function createUser(
  t: TestApp,
  username: string,
  tenant = TENANT,
  /** The client address it registers from (tests of per-address limits). */
  remoteAddress?: string,
): Promise<TestUser> {
  const email = `${username}@example.com`;
  const register = await call(t.app, 'POST', `/api/v1/users/${tenant}/register`, {
    body: { username, password: PASSWORD, email, tenant: 'Revline Digital' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (register.statusCode !== 200) throw new Error(`register failed: ${register.body}`);
  const token = await mailedToken(t, email, 'verify');
  const verify = await call(t.app, 'GET', `/api/v1/users/${tenant}/verify-email/${token}`);
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const session = await login(t, username, PASSWORD, tenant);
  return { ...session, username, email, password: PASSWORD };
}

/**
 * A SuperAdmin of `tenant` besides the configured one: a User promoted in the database (the
 * role is read on every request, so its token is an admin's at once).
 */
export async function createAdmin(
  t: TestApp,
  username: string,
  tenant = OTHER_TENANT,
): Promise<TestUser> {
  const user = await createUser(t, username, tenant);
  await t.app.db
    .updateTable('users')
    .set({ role: 'SuperAdmin' })
    .where('id', '=', user.id)
    .execute();
  return user;
}

/**
 * A member of `tenant`'s staff (an Editor or an Author): a User given the role in the database
 * (the Team screen's invitation is tested in team.test.ts).
 */
export async function createStaff(
  t: TestApp,
  username: string,
  role: 'Editor' | 'Author',
  tenant = TENANT,
): Promise<TestUser> {
  const user = await createUser(t, username, tenant);
  await t.app.db.updateTable('users').set({ role }).where('id', '=', user.id).execute();
  return user;
}

/** What the editor sends as its autosave: every field it holds (a draft of one paragraph). */
export function autosaveBody(overrides: Record<string, unknown> = {}) {
  return {
    baseVersion: 1,
    tabId: 'tab-aaaaaaaa',
    title: 'Winter tyres',
    content: '<p>Book your winter tyres before the first frost.</p>',
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    status: 'Draft',
    publishAt: null,
    unpublishAt: null,
    tags: [],
    featureImage: null,
    ...overrides,
  };
}

/** One operation of the served OpenAPI document, with its method and path. */
export interface ServedOperation<Operation> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  operation: Operation;
}

/** Every operation of the OpenAPI document the app serves (/api/docs/json). */
export async function servedOperations<Operation>(
  app: FastifyInstance,
): Promise<ServedOperation<Operation>[]> {
  const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = document.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase() as ServedOperation<Operation>['method'],
      path,
      operation,
    })),
  );
}

/** What every SuperAdmin-only route answers each caller who is not this tenant's SuperAdmin. */
export const REFUSED_CALLERS = {
  anonymous: 401,
  user: 403,
  badToken: 401,
  malformed: 401,
  otherTenantToken: 401,
  otherTenantHeader: 403,
  noTenantHeader: 400,
};

/**
 * The status of `send` for each caller of REFUSED_CALLERS: no token, a User's, an unknown
 * token, a malformed header, the other tenant's SuperAdmin with our tenant header and with
 * theirs, and ours without a tenant header.
 */
export async function refusedStatuses(
  send: (options: CallOptions) => Promise<LightMyRequestResponse>,
  tokens: { user: string; admin: string; otherAdmin: string },
): Promise<Record<keyof typeof REFUSED_CALLERS, number>> {
  const status = async (options: CallOptions) => (await send(options)).statusCode;
  return {
    anonymous: await status({}),
    user: await status({ token: tokens.user }),
    badToken: await status({ token: 'x'.repeat(43) }),
    malformed: await status({ headers: { authorization: 'Bearer a b' } }),
    otherTenantToken: await status({ token: tokens.otherAdmin }),
    otherTenantHeader: await status({ token: tokens.otherAdmin, tenant: OTHER_TENANT }),
    noTenantHeader: await status({ token: tokens.admin, tenant: null }),
  };
}

export async function login(t: TestApp, username: string, password: string, tenant = TENANT) {
  const res = await call(t.app, 'POST', `/api/v1/users/${tenant}/login`, {
    body: { username, password, email: '', tenant: 'x' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json<{ token: string; id: string }>();
  return { token: body.token, id: body.id };
}

export async function adminToken(t: TestApp): Promise<string> {
  return (await login(t, ADMIN.username, ADMIN.password)).token;
}

/** Creates a post as the SuperAdmin and returns the reply body. */
export async function createPost(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  tenant = TENANT,
): Promise<{ _id: string; slug: string; [key: string]: unknown }> {
  const res = await call(t.app, 'POST', `/api/v1/posts/${tenant}`, {
    token,
    body: { content: '<p>Body</p>', metaTitle: '', metaDescription: '', metaKeywords: '', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create post failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Uploads one media file as `token` through `app` (POST /media/{tenantId}/upload). */
export async function uploadMedia(
  app: FastifyInstance,
  token: string,
  file: { data: Buffer; filename: string; contentType: string },
  tenant = TENANT,
): Promise<LightMyRequestResponse> {
  const form = multipart({}, [{ name: 'file', ...file }]);
  return call(app, 'POST', `/api/v1/media/${tenant}/upload`, {
    token,
    payload: form.payload,
    headers: form.headers,
  });
}

export interface SuiteOptions extends TestAppOptions {
  /** Empty the tables before every test (the default); false keeps one state for the suite. */
  resetEachTest?: boolean;
  /** Sign the SuperAdmin in (after every reset, or once): `t.admin`. */
  admin?: boolean;
  /** Register, verify and sign in a User of this name (after the SuperAdmin): `t.user`. */
  user?: string;
}

/** The test app of a suite, and who is signed in for the current test. */
export interface Suite extends TestApp {
  /** The SuperAdmin's token (with `admin: true`). */
  readonly admin: string;
  /** The signed-in User (with `user`). */
  readonly user: TestUser;
  /**
   * Moves the clock; with `admin: true` the SuperAdmin then signs in again (`t.admin`), as the
   * owner would: their session ends after 30 minutes idle and 12 hours in all.
   */
  moveClock(ms: number): Promise<void>;
}

/**
 * The lifecycle every suite repeats, in its hooks: builds the app (embedded database) before
 * the suite, empties it before every test and signs in who the options name, closes it after.
 * The app only exists once beforeAll has run, so the suite reads it through the returned
 * object's getters. Options may be a function when they depend on an earlier beforeAll (a
 * started S3 or SMTP server).
 */
export function suiteApp(options: SuiteOptions | (() => SuiteOptions) = {}): Suite {
  let current: TestApp | undefined;
  let admin: string | undefined;
  let user: TestUser | undefined;
  let resolved: SuiteOptions = {};
  const started = (): TestApp => {
    if (!current) throw new Error('The test app is built in beforeAll');
    return current;
  };
  const signIn = async () => {
    if (resolved.admin) admin = await adminToken(started());
    if (resolved.user) user = await createUser(started(), resolved.user);
  };
  beforeAll(async () => {
    resolved = typeof options === 'function' ? options() : options;
    current = await createTestApp(resolved);
    if (resolved.resetEachTest === false) await signIn();
  });
  beforeEach(async () => {
    if (resolved.resetEachTest === false) return;
    await started().reset();
    await signIn();
  });
  afterAll(async () => current?.close());
  return {
    get app() {
      return started().app;
    },
    get clock() {
      return started().clock;
    },
    get config() {
      return started().config;
    },
    get dataDir() {
      return started().dataDir;
    },
    get logs() {
      return started().logs;
    },
    dropDatabase: () => started().dropDatabase(),
    reset: () => started().reset(),
    close: (closeOptions) => started().close(closeOptions),
    get admin() {
      if (admin === undefined) throw new Error('suiteApp({ admin: true }) signs the SuperAdmin in');
      return admin;
    },
    get user() {
      if (!user) throw new Error('suiteApp({ user }) signs a User in');
      return user;
    },
    async moveClock(ms) {
      started().clock.advance(ms);
      if (resolved.admin) admin = await adminToken(started());
    },
  };
}
