import {
  ADMIN,
  OTHER_TENANT,
  PASSWORD,
  TENANT,
  adminToken,
  call,
  createPost,
  createUser,
  login,
  mailedSetupCode,
  suiteApp,
  createAdmin,
} from './helper';
import { multipart } from './multipart';
import { FILES } from './samples';

/**
 * Every protected route, called by an anonymous visitor, a User, the SuperAdmin, and users of
 * the other tenant (with their own tenant header, and with ours).
 */
const t = suiteApp({ resetEachTest: false });
let postId: string;
beforeAll(async () => {
  memberId = (await createUser(t, 'member')).id;
  await createUser(t, 'outsider', OTHER_TENANT);
  await createAdmin(t, 'otheradmin');
});
let memberId: string;
let commentId: string;
/** A comment of the member on the current post, for the moderation routes. */
async function freshComment(): Promise<void> {
  commentId = (
    await t.app.commentsRepository.create(TENANT, postId, { id: memberId, username: 'member' }, 'x')
  )._id;
}
let n = 0;
/** Rows that delete the post get a post of their own. */
async function freshPost(): Promise<void> {
  n += 1;
  postId = (await createPost(t, await adminToken(t), { title: `Matrix ${n}`, status: 'Published' }))
    ._id;
}
beforeAll(freshPost);
beforeAll(freshComment);
let leadId: string;
beforeAll(async () => {
  await t.app.inboxRepository.saveContact(TENANT, {
    name: 'Matrix',
    email: 'matrix@example.com',
    message: 'Hello',
  });
  leadId = (await t.app.db.selectFrom('leads').select('id').executeTakeFirstOrThrow()).id;
});

let mediaName = '';
/** An upload no post uses, for the delete row. */
async function freshMedia(): Promise<void> {
  const form = multipart({}, [
    { name: 'file', filename: 'a.png', contentType: 'image/png', data: FILES.png },
  ]);
  const res = await call(t.app, 'POST', `/api/v1/media/${TENANT}/upload`, {
    token: await adminToken(t),
    payload: form.payload,
    headers: form.headers,
  });
  mediaName = new URL(res.json<{ url: string }>().url).pathname.split('/').pop()!;
}

type Role = 'anonymous' | 'user' | 'admin' | 'otherTenantUser' | 'otherTenantAdmin';

interface Route {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  level: 'user' | 'admin';
  /** The status the allowed caller gets. */
  success: number;
  body?: () => unknown;
  form?: () => ReturnType<typeof multipart>;
  /** Runs before each call (a row that deletes gets a fresh thing to delete). */
  before?: () => Promise<void>;
  /** The route ends the caller's session: each call gets a session of its own. */
  fresh?: boolean;
}

const u = (path: string) => `/api/v1/users/${TENANT}${path}`;
const inbox = (path: string) => `/api/v1/inbox/${TENANT}${path}`;
const p = (path: string) => `/api/v1/posts/${TENANT}${path}`;
const moderation = (path: string) => `/api/v1/comments/${TENANT}${path}`;
const sends = (path: string) => `/api/v1/newsletters/${TENANT}${path}`;
let sendId: string;
/** A send scheduled for tomorrow, made straight in the repository, for the cancel row. */
async function freshSend(): Promise<void> {
  sendId = (
    await t.app.newsletterSendsRepository.create(TENANT, {
      postId,
      postTitle: 'Matrix',
      scheduledAt: new Date(t.clock.now().getTime() + 86_400_000),
      createdBy: null,
    })
  ).id;
}

const routes: Route[] = [
  { name: 'GET profile', method: 'GET', path: () => u('/profile'), level: 'user', success: 200 },
  {
    name: 'PUT profile',
    method: 'PUT',
    path: () => u('/profile'),
    level: 'user',
    success: 200,
    body: () => ({}),
  },
  {
    name: 'POST change-password',
    method: 'POST',
    path: () => u('/change-password'),
    level: 'user',
    success: 400,
    body: () => ({ oldPassword: 'not-the-password', newPassword: 'Whatever-123' }),
  },
  {
    name: 'GET me/comments',
    method: 'GET',
    path: () => u('/me/comments'),
    level: 'user',
    success: 200,
  },
  {
    name: 'GET me/liked-posts',
    method: 'GET',
    path: () => u('/me/liked-posts'),
    level: 'user',
    success: 200,
  },
  {
    name: 'POST logout',
    method: 'POST',
    path: () => u('/logout'),
    level: 'user',
    success: 204,
    fresh: true,
  },
  {
    name: 'GET two-factor',
    method: 'GET',
    path: () => u('/two-factor'),
    level: 'user',
    success: 200,
  },
  // The enrolment routes take a user's session (a SuperAdmin still enrolling has no verified
  // one) and refuse any role but the SuperAdmin: 'admin' in this table.
  {
    name: 'POST two-factor setup-code',
    method: 'POST',
    path: () => u('/two-factor/setup-code'),
    level: 'admin',
    success: 200,
  },
  {
    // The password is right, the mailed code is not.
    name: 'POST two-factor setup',
    method: 'POST',
    path: () => u('/two-factor/setup'),
    level: 'admin',
    success: 400,
    body: () => ({ password: ADMIN.password, emailCode: '00000000' }),
  },
  {
    // A code that cannot match the key just set up.
    name: 'POST two-factor enable',
    method: 'POST',
    path: () => u('/two-factor/enable'),
    level: 'admin',
    success: 400,
    body: () => ({ code: 'abcdef' }),
    before: async () => {
      const token = await adminToken(t);
      const emailCode = await mailedSetupCode(t, token, ADMIN.email);
      await call(t.app, 'POST', u('/two-factor/setup'), {
        token,
        body: { password: ADMIN.password, emailCode },
      });
    },
  },
  {
    // The SuperAdmin of this test has no second factor, so no codes to replace.
    name: 'POST two-factor recovery-codes',
    method: 'POST',
    path: () => u('/two-factor/recovery-codes'),
    level: 'admin',
    success: 409,
    body: () => ({ password: 'whatever' }),
  },
  { name: 'GET sessions', method: 'GET', path: () => u('/sessions'), level: 'user', success: 200 },
  {
    name: 'DELETE one session',
    method: 'DELETE',
    path: () => u('/sessions/00000000-0000-0000-0000-000000000000'),
    level: 'user',
    success: 404,
  },
  {
    name: 'DELETE every session',
    method: 'DELETE',
    path: () => u('/sessions'),
    level: 'user',
    success: 200,
    fresh: true,
  },
  {
    name: 'POST comment',
    method: 'POST',
    path: () => p(`/${postId}/comments`),
    level: 'user',
    success: 201,
    body: () => ({ content: 'hi' }),
  },
  {
    name: 'POST like',
    method: 'POST',
    path: () => p(`/${postId}/like`),
    level: 'user',
    success: 200,
  },
  {
    name: 'POST dislike',
    method: 'POST',
    path: () => p(`/${postId}/dislike`),
    level: 'user',
    success: 200,
  },
  { name: 'GET all posts', method: 'GET', path: () => p(''), level: 'admin', success: 200 },
  {
    name: 'GET draft posts',
    method: 'GET',
    path: () => p('?status=Draft'),
    level: 'admin',
    success: 200,
  },
  {
    name: 'POST post',
    method: 'POST',
    path: () => p(''),
    level: 'admin',
    success: 201,
    body: () => ({ title: 'New', content: '<p>x</p>' }),
  },
  {
    name: 'PUT post',
    method: 'PUT',
    path: () => p(`/${postId}`),
    level: 'admin',
    success: 200,
    body: () => ({ title: 'Edited' }),
  },
  {
    name: 'DELETE post',
    method: 'DELETE',
    path: () => p(`/${postId}`),
    level: 'admin',
    success: 204,
  },
  {
    name: 'POST publish',
    method: 'POST',
    path: () => p(`/${postId}/publish`),
    level: 'admin',
    success: 200,
  },
  {
    name: 'POST unpublish',
    method: 'POST',
    path: () => p(`/${postId}/unpublish`),
    level: 'admin',
    success: 200,
  },
  {
    name: 'POST media upload',
    method: 'POST',
    path: () => `/api/v1/media/${TENANT}/upload`,
    level: 'admin',
    success: 201,
    form: () =>
      multipart({}, [
        { name: 'file', filename: 'a.png', contentType: 'image/png', data: FILES.png },
      ]),
  },
  {
    name: 'GET media library',
    method: 'GET',
    path: () => `/api/v1/media/${TENANT}`,
    level: 'admin',
    success: 200,
  },
  {
    name: 'DELETE media',
    method: 'DELETE',
    path: () => `/api/v1/media/${TENANT}/${mediaName}`,
    level: 'admin',
    success: 204,
    before: freshMedia,
  },
  {
    name: 'GET contact messages',
    method: 'GET',
    path: () => `/api/v1/email/${TENANT}/contact`,
    level: 'admin',
    success: 200,
  },
  {
    name: 'GET applications',
    method: 'GET',
    path: () => `/api/v1/careers/${TENANT}/applications`,
    level: 'admin',
    success: 200,
  },
  { name: 'GET leads', method: 'GET', path: () => inbox('/leads'), level: 'admin', success: 200 },
  {
    name: 'GET newsletter audience',
    method: 'GET',
    path: () => sends('/audience'),
    level: 'admin',
    success: 200,
  },
  {
    name: 'GET newsletter sends',
    method: 'GET',
    path: () => sends('/sends'),
    level: 'admin',
    success: 200,
  },
  {
    name: 'POST newsletter send',
    method: 'POST',
    path: () => sends('/sends'),
    level: 'admin',
    success: 201,
    // Earlier rows unpublish the post.
    before: async () => {
      await t.app.postsRepository.setStatus(TENANT, postId, 'Published');
    },
    // Tomorrow, and confirmed: each allowed call adds a send that never goes out.
    body: () => ({
      postId,
      scheduledAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      resend: true,
    }),
  },
  {
    name: 'GET newsletter send',
    method: 'GET',
    path: () => sends(`/sends/${sendId}`),
    level: 'admin',
    success: 200,
    before: freshSend,
  },
  {
    name: 'POST newsletter send cancel',
    method: 'POST',
    path: () => sends(`/sends/${sendId}/cancel`),
    level: 'admin',
    success: 200,
    before: freshSend,
  },
  {
    name: 'GET leads.csv',
    method: 'GET',
    path: () => inbox('/leads.csv'),
    level: 'admin',
    success: 200,
  },
  {
    name: 'GET inbox summary',
    method: 'GET',
    path: () => inbox('/summary'),
    level: 'admin',
    success: 200,
  },
  {
    name: 'GET lead',
    method: 'GET',
    path: () => inbox(`/leads/${leadId}`),
    level: 'admin',
    success: 200,
  },
  {
    name: 'PUT lead status',
    method: 'PUT',
    path: () => inbox(`/leads/${leadId}/status`),
    level: 'admin',
    success: 200,
    body: () => ({ status: 'Handled' }),
  },
  {
    // A contact message has no résumé: the SuperAdmin is told so.
    name: 'GET lead resume',
    method: 'GET',
    path: () => inbox(`/leads/${leadId}/resume`),
    level: 'admin',
    success: 404,
  },
  {
    name: 'GET leads by channel',
    method: 'GET',
    path: () => inbox('/channels?from=2026-01-01&to=2026-01-31'),
    level: 'admin',
    success: 200,
  },
  {
    name: "POST a person's data look-up",
    method: 'POST',
    path: () => `/api/v1/people/${TENANT}/lookup`,
    level: 'admin',
    success: 200,
    body: () => ({ email: 'someone@example.com' }),
  },
  {
    name: "POST a person's data export",
    method: 'POST',
    path: () => `/api/v1/people/${TENANT}/export`,
    level: 'admin',
    success: 200,
    body: () => ({ email: 'someone@example.com' }),
  },
  {
    name: "POST a person's data erasure",
    method: 'POST',
    path: () => `/api/v1/people/${TENANT}/erase`,
    level: 'admin',
    success: 200,
    body: () => ({ email: 'someone@example.com' }),
  },
  { name: 'GET comments', method: 'GET', path: () => moderation(''), level: 'admin', success: 200 },
  {
    name: 'GET audit',
    method: 'GET',
    path: () => `/api/v1/audit/${TENANT}`,
    level: 'admin',
    success: 200,
  },
  {
    name: 'GET audit actors',
    method: 'GET',
    path: () => `/api/v1/audit/${TENANT}/actors`,
    level: 'admin',
    success: 200,
  },
  {
    name: 'PUT comment state',
    method: 'PUT',
    path: () => moderation(`/${commentId}/state`),
    level: 'admin',
    success: 200,
    body: () => ({ state: 'visible' }),
  },
  {
    name: 'DELETE comment',
    method: 'DELETE',
    path: () => moderation(`/${commentId}`),
    level: 'admin',
    success: 204,
    before: freshComment,
  },
  {
    name: 'GET blocked commenters',
    method: 'GET',
    path: () => moderation('/blocks'),
    level: 'admin',
    success: 200,
  },
  {
    name: 'PUT commenter block',
    method: 'PUT',
    path: () => moderation(`/blocks/${memberId}`),
    level: 'admin',
    success: 200,
  },
  {
    name: 'DELETE commenter block',
    method: 'DELETE',
    path: () => moderation(`/blocks/${memberId}`),
    level: 'admin',
    success: 200,
  },
  {
    name: 'GET comment settings',
    method: 'GET',
    path: () => moderation('/settings'),
    level: 'admin',
    success: 200,
  },
  {
    name: 'PUT comment settings',
    method: 'PUT',
    path: () => moderation('/settings'),
    level: 'admin',
    success: 200,
    body: () => ({ holdLinks: false }),
  },
];

const sessions = new Map<Role, string | undefined>();

/** One session per role, and a fresh one where the route ends it (logout). */
async function tokenFor(role: Role, fresh = false): Promise<{ token?: string }> {
  if (!fresh && sessions.has(role)) return { token: sessions.get(role) };
  const session = await newSession(role);
  if (!fresh) sessions.set(role, session.token);
  return session;
}

async function newSession(role: Role): Promise<{ token?: string }> {
  switch (role) {
    case 'anonymous':
      return {};
    case 'user':
      return { token: (await login(t, 'member', PASSWORD)).token };
    case 'admin':
      return { token: await adminToken(t) };
    case 'otherTenantUser':
      return { token: (await login(t, 'outsider', PASSWORD, OTHER_TENANT)).token };
    case 'otherTenantAdmin':
      return { token: (await login(t, 'otheradmin', PASSWORD, OTHER_TENANT)).token };
  }
}

const expected = (route: Route, role: Role): number => {
  if (role === 'anonymous') return 401;
  if (role === 'otherTenantUser' || role === 'otherTenantAdmin') return 401;
  if (role === 'user') return route.level === 'admin' ? 403 : route.success;
  return route.success;
};

const cases = routes.flatMap((route) =>
  (['anonymous', 'user', 'admin', 'otherTenantUser', 'otherTenantAdmin'] as Role[]).map(
    (role) => [route.name, role, route] as const,
  ),
);

describe('authorization matrix', () => {
  it.each(cases)('%s as %s', async (_name, role, route) => {
    if (route.method === 'DELETE') await freshPost();
    await route.before?.();
    const { token } = await tokenFor(role, route.fresh);
    const form = route.form?.();
    const res = await call(t.app, route.method, route.path(), {
      token,
      ...(route.body ? { body: route.body() } : {}),
      ...(form ? { payload: form.payload, headers: form.headers } : {}),
    });
    // Signing out everywhere ended the role's shared session too.
    if (route.fresh) sessions.delete(role);
    expect({ status: res.statusCode }).toEqual({ status: expected(route, role) });
    if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
  });

  it.each(routes.map((route) => [route.name, route] as const))(
    '%s with another tenant’s token and that tenant’s header is refused (403 mismatch)',
    async (_name, route) => {
      const { token } = await tokenFor('otherTenantAdmin', route.fresh);
      const res = await call(t.app, route.method, route.path(), {
        token,
        tenant: OTHER_TENANT,
        ...(route.body ? { body: route.body() } : {}),
      });
      expect(res.statusCode).toBe(403);
    },
  );

  it('refuses a malformed Authorization header with 401', async () => {
    for (const authorization of [
      'Basic abc',
      'Bearer',
      'Bearer a b',
      `Bearer ${'x'.repeat(600)}`,
    ]) {
      const res = await call(t.app, 'GET', u('/profile'), { headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });
});
