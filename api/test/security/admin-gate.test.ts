import Fastify from 'fastify';
import { generate } from 'otplib';
import { newTotpSecret } from '../../src/lib/two-factor';
import { TWO_FACTOR_SETUP_REQUIRED, seesAdminData } from '../../src/plugins/app/auth';
import { EVERY_CALL, SUPERADMIN_MARK } from '../../src/plugins/external/swagger';
import {
  ADMIN,
  TENANT,
  call,
  createAdmin,
  createPost,
  suiteApp,
  servedOperations,
  type ServedOperation,
} from '../helper';

/**
 * The one gate in front of the SuperAdmin's data, proved on the served OpenAPI document: every
 * operation marked as the SuperAdmin's refuses a SuperAdmin session that passed no second factor,
 * and no other operation shows it an unpublished post.
 */
const t = suiteApp({ env: { ADMIN_TWO_FACTOR: 'required' }, resetEachTest: false });

const DRAFT_TITLE = 'Gate draft: the spring campaign nobody may read yet';
const SCHEDULED_TITLE = 'Gate scheduled: the launch of next month';

interface Operation {
  operationId: string;
  [SUPERADMIN_MARK]?: string;
}

/**
 * How each operation that shows the SuperAdmin's data on some paths is called on those paths
 * (`{post}`: an unpublished post's id). A route newly marked so fails the walk until it is
 * added here, so its admin paths are tried too.
 */
const ADMIN_PATH_CALLS: Record<string, { query?: string; body?: unknown }> = {
  listPosts: {},
  getPost: {},
  listPostComments: {},
  createComment: { body: { content: 'A comment on a draft' } },
  likePost: {},
  dislikePost: {},
};

/**
 * Reads that show an unpublished post to anyone, on purpose, and how. The draft preview is for
 * a client without an account: the preview link's token (256 random bits that only the
 * SuperAdmin hands out) is the permission, not a session, so it carries no SuperAdmin mark. The
 * walk below still calls it with a draft's id in place of a token, which must show nothing.
 */
const PUBLIC_BY_TOKEN = ['getPostPreview'];

let passwordOnly: string;
let verified: string;
let draftId: string;
let scheduledId: string;
let operations: ServedOperation<Operation>[];

beforeAll(async () => {
  // The configured SuperAdmin enrols (in the database: enrolment is tested elsewhere) and signs
  // in with a code; a second SuperAdmin has only its password.
  const secret = newTotpSecret();
  await t.app.db
    .updateTable('users')
    .set({ totp_secret: secret, totp_enabled_at: t.clock.now() })
    .where('username', '=', ADMIN.username)
    .execute();
  const password = await call(t.app, 'POST', `/api/v1/users/${TENANT}/login`, {
    body: { username: ADMIN.username, password: ADMIN.password },
  });
  const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  const signIn = await call(t.app, 'POST', `/api/v1/users/${TENANT}/login/two-factor`, {
    body: { challenge: password.json<{ challenge: string }>().challenge, code },
  });
  verified = signIn.json<{ token: string }>().token;
  passwordOnly = (await createAdmin(t, 'second-admin', TENANT)).token;

  draftId = (await createPost(t, verified, { title: DRAFT_TITLE, status: 'Draft' }))._id;
  scheduledId = (
    await createPost(t, verified, {
      title: SCHEDULED_TITLE,
      status: 'Scheduled',
      publishAt: new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString(),
    })
  )._id;
  await createPost(t, verified, { title: 'Gate published', status: 'Published' });

  operations = await servedOperations<Operation>(t.app);
});

/** The operation's URL with the tenant and, for every other path parameter, `id`. */
const urlOf = (path: string, id: string, query = '') =>
  path.replace('{tenantId}', TENANT).replace(/\{[^}]+\}/g, id) + query;

describe('one gate for the SuperAdmin data', () => {
  it('marks every admin operation and the mixed ones, and none of the rest', () => {
    const marked = operations.filter(({ operation }) => operation[SUPERADMIN_MARK]);
    expect(marked.length).toBeGreaterThan(40);
    const mixed = marked
      .filter(({ operation }) => operation[SUPERADMIN_MARK] !== EVERY_CALL)
      .map(({ operation }) => operation.operationId)
      .sort();
    expect(mixed).toEqual(Object.keys(ADMIN_PATH_CALLS).sort());
    // Every operation of an admin-only area is marked on every call.
    for (const area of ['inbox', 'comments', 'audit', 'people', 'media'])
      for (const { path, operation } of operations.filter(({ path }) =>
        path.startsWith(`/api/v1/${area}/`),
      ))
        expect([path, operation[SUPERADMIN_MARK]]).toEqual([path, EVERY_CALL]);
  });

  it('every operation marked as the SuperAdmin answers 403 to a password-only SuperAdmin session', async () => {
    const answers: string[] = [];
    for (const { method, path, operation } of operations) {
      const mark = operation[SUPERADMIN_MARK];
      if (!mark) continue;
      const sample = mark === EVERY_CALL ? {} : ADMIN_PATH_CALLS[operation.operationId];
      if (!sample)
        throw new Error(
          `${operation.operationId} shows the SuperAdmin's data on ${mark}: add how to call it there to ADMIN_PATH_CALLS`,
        );
      for (const id of mark === EVERY_CALL ? [draftId] : [draftId, scheduledId]) {
        const res = await call(t.app, method, urlOf(path, id, sample.query), {
          token: passwordOnly,
          ...(sample.body !== undefined && { body: sample.body }),
        });
        answers.push(
          `${method} ${path} ${res.statusCode} ${res.json<{ message: string }>().message}`,
        );
      }
    }
    expect(answers.length).toBeGreaterThan(40);
    for (const answer of answers) expect(answer).toMatch(/ 403 Two-factor sign-in is required/);
    expect(answers[0]).toContain(TWO_FACTOR_SETUP_REQUIRED);
  });

  it('the mixed operations answer the verified SuperAdmin on the same paths', async () => {
    for (const { method, path, operation } of operations) {
      const sample = ADMIN_PATH_CALLS[operation.operationId];
      if (!sample || operation[SUPERADMIN_MARK] === EVERY_CALL) continue;
      const res = await call(t.app, method, urlOf(path, draftId, sample.query), {
        token: verified,
        ...(sample.body !== undefined && { body: sample.body }),
      });
      expect([operation.operationId, res.statusCode]).toEqual([
        operation.operationId,
        method === 'POST' && path.endsWith('/comments') ? 201 : 200,
      ]);
    }
  });

  it('no other read shows a password-only SuperAdmin an unpublished post', async () => {
    let reads = 0;
    for (const { method, path, operation } of operations) {
      if (method !== 'GET' || operation[SUPERADMIN_MARK]) continue;
      for (const id of [draftId, scheduledId]) {
        for (const token of [passwordOnly, undefined]) {
          const res = await call(t.app, 'GET', urlOf(path, id), { token });
          expect([path, res.body]).not.toEqual([path, expect.stringContaining('Gate draft')]);
          expect([path, res.body]).not.toEqual([path, expect.stringContaining('Gate scheduled')]);
          reads += 1;
        }
      }
    }
    expect(reads).toBeGreaterThan(10);
    // The published list is still open to that session, without the unpublished posts.
    const published = await call(t.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`, {
      token: passwordOnly,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<{ title: string }[]>().map((post) => post.title)).toEqual([
      'Gate published',
    ]);
  });

  it('the operations public on purpose show a draft only to the holder of its preview link', async () => {
    const byToken = operations.filter(({ operation }) =>
      PUBLIC_BY_TOKEN.includes(operation.operationId),
    );
    expect(
      byToken.map(({ operation }) => [operation.operationId, operation[SUPERADMIN_MARK]]),
    ).toEqual(PUBLIC_BY_TOKEN.map((operationId) => [operationId, undefined]));
    const link = await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${draftId}/preview-links`, {
      token: verified,
      body: {},
    });
    const token = link.json<{ url: string }>().url.split('/preview/')[1]!;
    for (const { path } of byToken) {
      const res = await call(t.app, 'GET', urlOf(path, token));
      expect([path, res.statusCode, res.body]).toEqual([
        path,
        200,
        expect.stringContaining(DRAFT_TITLE),
      ]);
    }
  });

  it('a route that asks for the SuperAdmin data without declaring its admin paths fails loudly', async () => {
    const app = Fastify();
    app.decorate('config', t.config);
    app.decorateRequest('user', null);
    app.get('/undeclared', async (request) => ({ admin: seesAdminData(request) }));
    const res = await app.inject({ method: 'GET', url: '/undeclared' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(
      "/undeclared: a route that shows the SuperAdmin's data must declare on which paths (config.adminPaths)",
    );
    await app.close();
  });
});
