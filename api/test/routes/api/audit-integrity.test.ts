import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import pg from 'pg';
import auditPlugin from '../../../src/plugins/app/audit';
import {
  OTHER_TENANT,
  TENANT,
  call,
  createPost,
  createPostgresDatabase,
  createTestApp,
  suiteApp,
  uploadMedia,
  type TestApp,
} from '../../helper';
import { FILES } from '../../samples';

const REFUSED = 'audit log entries are never changed or deleted';

const t = suiteApp({ admin: true });

async function oneEntry(tenantId = TENANT) {
  await t.app.auditRepository.append(tenantId, {
    action: 'post.create',
    actor: { id: null, username: 'admin' },
    address: '127.0.0.1',
  });
}

/** The tenant's entries besides the SuperAdmin's sign-in (each test signs in) and the start-up's
 * record of the SuperAdmin it created (each test starts from a bootstrap). */
const count = async (tenantId = TENANT) =>
  (
    await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('action', 'not in', ['admin.sign-in', 'super-admin.applied-at-start'])
      .execute()
  ).length;

describe('the audit log, as the database keeps it', () => {
  it('refuses an UPDATE, a DELETE and a TRUNCATE of an entry, whatever sends them', async () => {
    await oneEntry();
    await expect(sql`UPDATE audit_log SET action = 'forged'`.execute(t.app.db)).rejects.toThrow(
      REFUSED,
    );
    await expect(sql`DELETE FROM audit_log`.execute(t.app.db)).rejects.toThrow(REFUSED);
    await expect(sql`TRUNCATE audit_log`.execute(t.app.db)).rejects.toThrow(REFUSED);
    expect(await count()).toBe(1);
  });

  it("keeps a tenant's entries when the tenant is deleted", async () => {
    await oneEntry(OTHER_TENANT);
    await t.app.db.deleteFrom('tenants').where('id', '=', OTHER_TENANT).execute();
    expect(await count(OTHER_TENANT)).toBe(1);
  });
});

describe('an action whose audit entry cannot be written', () => {
  afterEach(() => jest.restoreAllMocks());

  const failAppend = () =>
    jest
      .spyOn(t.app.auditRepository, 'append')
      .mockRejectedValue(new Error('the audit log is unreachable'));

  it('answers 500 and changes nothing (a reply the handler returns)', async () => {
    failAppend();
    const res = await call(t.app, 'POST', `/api/v1/posts/${TENANT}`, {
      token: t.admin,
      body: { title: 'Unrecorded', content: '<p>x</p>', metaTitle: '', metaDescription: '' },
    });
    expect(res.statusCode).toBe(500);
    expect(await t.app.db.selectFrom('posts').select('id').execute()).toEqual([]);
    expect(await count()).toBe(0);
  });

  it('answers 500 and changes nothing (a reply the handler sends itself), and keeps the file', async () => {
    const upload = await uploadMedia(t.app, t.admin, {
      data: FILES.png,
      filename: 'logo.png',
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(201);
    const name = upload.json<{ url: string }>().url.split('/').pop()!;
    failAppend();
    const res = await call(t.app, 'DELETE', `/api/v1/media/${TENANT}/${name}`, { token: t.admin });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(
      await t.app.db
        .selectFrom('media')
        .select('file_name')
        .where('file_name', '=', name)
        .execute(),
    ).toHaveLength(1);
    expect(fs.existsSync(t.app.mediaStore.locate(name))).toBe(true);
  });

  it('goes through, recorded, once the log can be written again', async () => {
    const post = await createPost(t, t.admin, { title: 'Recorded' });
    expect(post.title).toBe('Recorded');
    expect(await count()).toBe(1);
  });
});

/** PostgreSQL only: the app connected as its own role, the migrations run as another. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('the audit log on PostgreSQL, as the app’s role', () => {
  let restricted: TestApp;
  let appRole: string;
  let ownerUrl: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    ownerUrl = database.url;
    appRole = `app_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ownerUrl });
    await admin.connect();
    await admin.query(`CREATE ROLE ${appRole} LOGIN`);
    await admin.end();
    const appUrl = new URL(ownerUrl);
    appUrl.username = appRole;
    drop = async () => {
      await database.drop();
      const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await server.connect();
      await server.query(`DROP ROLE IF EXISTS ${appRole}`);
      await server.end();
    };
    restricted = await createTestApp({
      reuse: {
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-')),
        databaseUrl: appUrl.toString(),
        dropDatabase: drop,
      },
      env: { MIGRATION_DATABASE_URL: ownerUrl },
    });
  });
  afterAll(async () => restricted?.close());

  it('may insert and read entries, and its UPDATE, DELETE and TRUNCATE are refused', async () => {
    const { app } = restricted;
    const { rows } = await sql<{ role: string }>`SELECT current_user AS role`.execute(app.db);
    expect(rows[0]!.role).toBe(appRole);
    // The start-up's own record of the SuperAdmin it created is there already.
    const entries = async () =>
      (await app.db.selectFrom('audit_log').select('id').execute()).length;
    const before = await entries();
    await app.auditRepository.append(TENANT, {
      action: 'post.create',
      actor: { id: null, username: 'admin' },
      address: null,
    });
    expect(await entries()).toBe(before + 1);
    for (const statement of [
      sql`UPDATE audit_log SET action = 'forged'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
      sql`ALTER TABLE audit_log DISABLE TRIGGER USER`,
      sql`DROP TRIGGER audit_log_no_change ON audit_log`,
    ])
      await expect(statement.execute(app.db)).rejects.toThrow(/permission denied|must be owner/);
    expect(await entries()).toBe(before + 1);
  });

  it('still reads and writes every other table (a post through the api)', async () => {
    const res = await call(restricted.app, 'POST', `/api/v1/users/${TENANT}/login`, {
      body: { username: 'admin', password: 'Admin-Password-1', email: '', tenant: 'x' },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json<{ token: string }>().token;
    const post = await call(restricted.app, 'POST', `/api/v1/posts/${TENANT}`, {
      token,
      body: { title: 'As the app', content: '<p>x</p>', metaTitle: '', metaDescription: '' },
    });
    expect(post.statusCode).toBe(201);
  });
});

describe('the reply of an audited route', () => {
  /** An app of the audit plugin alone: a SuperAdmin caller, entries kept in an array. */
  async function auditedApp(handler: RouteHandlerMethod) {
    const appended: string[] = [];
    const order: string[] = [];
    const app = Fastify();
    app.register(
      fp(
        async (instance) => {
          instance.decorate('auditRepository', {
            append: async (_tenant: string, entry: { action: string }) => {
              appended.push(entry.action);
            },
          } as never);
          instance.decorate('transaction', async <T>(fn: () => Promise<T>) => {
            const result = await fn();
            order.push('commit');
            return result;
          });
        },
        { name: 'audit-repository' },
      ),
    );
    app.register(fp(async () => undefined, { name: 'two-factor-repository' }));
    app.register(auditPlugin);
    app.register(async (routes) => {
      routes.addHook('onRequest', async (request) => {
        request.tenant = { id: TENANT, name: 'Revline Digital' } as never;
        request.user = { id: 'u1', username: 'admin', role: 'SuperAdmin' } as never;
      });
      routes.addHook('onSend', async (_request, _reply, payload) => {
        order.push('send');
        return payload;
      });
      routes.post('/act', { config: { auth: 'admin', audit: 'thing.do' } }, handler);
    });
    await app.ready();
    return { app, appended, order };
  }

  it.each([
    ['returned', (async () => ({ done: true })) as RouteHandlerMethod],
    [
      'sent and then returned as the reply',
      (async (_request, reply) => {
        void reply.code(201).send({ done: true });
        return reply;
      }) as RouteHandlerMethod,
    ],
    [
      'sent and returned from send',
      (async (_request, reply) => reply.code(201).send({ done: true })) as RouteHandlerMethod,
    ],
  ])('leaves after the commit when it is %s', async (_name, handler) => {
    const { app, appended, order } = await auditedApp(handler);
    const res = await app.inject({ method: 'POST', url: '/act' });
    expect(res.json()).toEqual({ done: true });
    expect(appended).toEqual(['thing.do']);
    expect(order).toEqual(['commit', 'send']);
    await app.close();
  });
});
