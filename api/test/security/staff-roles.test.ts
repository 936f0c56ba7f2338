import { generate } from 'otplib';
import { ROLE_PERMISSIONS, TWO_FACTOR_SETUP_REQUIRED, can, roleCannot } from '@agency/contract';
import type { Permission } from '@agency/contract';
import { newTotpSecret } from '../../src/lib/two-factor';
import { STAFF_ONLY } from '../../src/plugins/app/auth';
import { OWNER_ONLY, PERMISSION_MARK } from '../../src/plugins/external/swagger';
import {
  ADMIN,
  TENANT,
  call,
  createStaff,
  createUser,
  suiteApp,
  type TestApp,
  servedOperations,
  type ServedOperation,
} from '../helper';

/**
 * The roles matrix, proved on the served OpenAPI document: every admin operation names the
 * permission it needs, and each role's session is let through exactly where the matrix of
 * @agency/contract says (403 elsewhere), with the second factor the role needs.
 */
const t = suiteApp({ env: { ADMIN_TWO_FACTOR: 'required' }, resetEachTest: false });

interface Operation {
  operationId: string;
  [PERMISSION_MARK]?: string;
}

/** Signs `username` in through the code step, with an authenticator set in the database
 * (enrolment is tested in two-factor-enrolment.test.ts). */
async function signInWithCode(app: TestApp, username: string, password: string) {
  const secret = newTotpSecret();
  await app.app.db
    .updateTable('users')
    .set({ totp_secret: secret, totp_enabled_at: app.clock.now() })
    .where('username', '=', username)
    .execute();
  const step = await call(app.app, 'POST', `/api/v1/users/${TENANT}/login`, {
    body: { username, password },
  });
  const code = await generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });
  const signIn = await call(app.app, 'POST', `/api/v1/users/${TENANT}/login/two-factor`, {
    body: { challenge: step.json<{ challenge: string }>().challenge, code },
  });
  return signIn.json<{ token: string }>().token;
}

let operations: ServedOperation<Operation>[];
const tokens: Record<'Editor' | 'Author' | 'User', string> = { Editor: '', Author: '', User: '' };
let passwordOnlyEditor: string;

beforeAll(async () => {
  const editor = await createStaff(t, 'editor-eve', 'Editor');
  tokens.Editor = await signInWithCode(t, editor.username, editor.password);
  passwordOnlyEditor = (await createStaff(t, 'editor-pat', 'Editor')).token;
  tokens.Author = (await createStaff(t, 'author-ann', 'Author')).token;
  tokens.User = (await createUser(t, 'reader-rob')).token;
  operations = await servedOperations<Operation>(t.app);
});

const urlOf = (path: string) =>
  path.replace('{tenantId}', TENANT).replace(/\{[^}]+\}/g, 'no-such-id');

const permissionOf = (operation: Operation) => operation[PERMISSION_MARK];
const marked = () => operations.filter(({ operation }) => permissionOf(operation));

describe('the roles matrix on every admin operation', () => {
  it('names a permission of the matrix, or the owner alone, on every admin operation', () => {
    expect(marked().length).toBeGreaterThan(40);
    const known = new Set<string>([...ROLE_PERMISSIONS.SuperAdmin, OWNER_ONLY]);
    for (const { path, operation } of marked())
      expect([path, known.has(permissionOf(operation)!)]).toEqual([path, true]);
    // The owner's areas stay the owner's, whatever is added to them later.
    const byArea = (area: string) =>
      marked().filter(({ path }) => path.startsWith(`/api/v1/${area}/`));
    for (const [area, permission] of [
      ['inbox', 'leads'],
      ['people', 'people'],
      ['audit', 'audit'],
      ['team', 'team'],
      ['comments', 'comments.moderate'],
    ] as const)
      for (const { path, operation } of byArea(area))
        expect([path, permissionOf(operation)]).toEqual([
          path,
          area === 'comments' && path.endsWith('/settings') ? 'settings' : permission,
        ]);
  });

  it.each(['Editor', 'Author', 'User'] as const)(
    'answers the session of each role exactly where the matrix lets it in: %s',
    async (role) => {
      const answers: string[] = [];
      const expected: string[] = [];
      for (const { method, path, operation } of marked()) {
        const permission = permissionOf(operation)!;
        const allowed = permission !== OWNER_ONLY && can(role, permission as Permission);
        const res = await call(t.app, method, urlOf(path), { token: tokens[role] });
        const message = res.statusCode === 403 ? res.json<{ message: string }>().message : '';
        answers.push(`${method} ${path}: ${res.statusCode === 403 ? message : 'let in'}`);
        expected.push(
          `${method} ${path}: ${allowed ? 'let in' : role === 'User' ? STAFF_ONLY : roleCannot(role)}`,
        );
        if (allowed) expect([path, res.statusCode]).not.toEqual([path, 401]);
      }
      expect(answers).toEqual(expected);
    },
  );

  it('neither an Editor nor an Author reaches the inbox, people, audit, newsletter sends or team', () => {
    for (const role of ['Editor', 'Author'] as const)
      for (const permission of [
        'leads',
        'people',
        'audit',
        'newsletter',
        'team',
        'security',
      ] as const)
        expect([role, permission, can(role, permission)]).toEqual([role, permission, false]);
  });

  it('holds an Editor without a second factor at the gate, and lets them in once they sign in with one', async () => {
    const create = { body: { title: 'An Editor draft', content: '<p>Hi</p>' } };
    const refused = await call(t.app, 'POST', `/api/v1/posts/${TENANT}`, {
      token: passwordOnlyEditor,
      ...create,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED });
    // What the role may not do at all is refused for the role, second factor or not.
    const leads = await call(t.app, 'GET', `/api/v1/audit/${TENANT}`, {
      token: passwordOnlyEditor,
    });
    expect(leads.json()).toEqual({ message: roleCannot('Editor') });
    const token = await signInWithCode(t, 'editor-pat', 'Correct-Horse-9');
    const created = await call(t.app, 'POST', `/api/v1/posts/${TENANT}`, { token, ...create });
    expect(created.statusCode).toBe(201);
  });

  it('lets an Author work with the password alone (the second factor is not required of them)', async () => {
    const res = await call(t.app, 'GET', `/api/v1/posts/${TENANT}`, { token: tokens.Author });
    expect(res.statusCode).toBe(200);
    const status = await call(t.app, 'GET', `/api/v1/users/${TENANT}/two-factor`, {
      token: tokens.Author,
    });
    expect(status.json()).toMatchObject({ required: false });
  });

  it('keeps the SuperAdmin on every operation (the configured one, after the code step)', async () => {
    const token = await signInWithCode(t, ADMIN.username, ADMIN.password);
    for (const { method, path } of marked().filter(({ method }) => method === 'GET')) {
      const res = await call(t.app, method, urlOf(path), { token });
      expect([path, res.statusCode]).not.toEqual([path, 403]);
    }
  });
});
