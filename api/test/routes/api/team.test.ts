import { roleCannot } from '@agency/contract';
import { STAFF_REFUSED } from '../../../src/routes/api/people';
import {
  INVITATION_OUT,
  NO_INVITATION,
  OWN_ROLE,
  SUPERADMIN_ROLE,
} from '../../../src/routes/api/team';
import { ADMIN, TENANT, call, createStaff, latestMail, mailedToken, suiteApp } from '../../helper';

/** The Team screen's api: invitations by e-mail, the staff list, role changes, all audited. */
const t = suiteApp({ admin: true });

const team = `/api/v1/team/${TENANT}`;
const users = `/api/v1/users/${TENANT}`;
const NEW_PASSWORD = 'Author-Password-7';

const invite = (body: Record<string, unknown>, token = t.admin) =>
  call(t.app, 'POST', `${team}/invitations`, { token, body });

async function auditEntries() {
  const res = await call(t.app, 'GET', `/api/v1/audit/${TENANT}`, { token: t.admin });
  return res.json<
    {
      action: string;
      actor: { username: string };
      before: unknown;
      after: unknown;
      object: { label: string };
    }[]
  >();
}

describe('invitations', () => {
  it('invites an Author: mail with a link, password set through it, then sign-in as an Author', async () => {
    const res = await invite({ username: 'ann', email: 'ann@example.com', role: 'Author' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'ann',
      role: 'Author',
      twoFactor: false,
      lastSignInAt: null,
      invitation: { sentAt: t.clock.now().toISOString(), invitedBy: ADMIN.username },
    });
    const mail = await latestMail(t, 'ann@example.com');
    expect(mail?.subject).toBe('You are invited to write for Revline Digital');
    expect(mail?.text).toContain('as an Author');
    // No password opens the account before the link is followed.
    const early = await call(t.app, 'POST', `${users}/login`, {
      body: { username: 'ann', password: 'none' },
    });
    expect(early.statusCode).toBe(401);

    const token = await mailedToken(t, 'ann@example.com', 'reset');
    const set = await call(t.app, 'POST', `${users}/reset-password/${token}`, {
      body: { password: NEW_PASSWORD },
    });
    expect(set.json()).toEqual({
      message: 'Your password is set. Sign in with your username and this password.',
    });
    const login = await call(t.app, 'POST', `${users}/login`, {
      body: { username: 'ann', password: NEW_PASSWORD },
    });
    expect(login.json()).toMatchObject({ role: 'Author', username: 'ann' });
    // The link works once.
    const again = await call(t.app, 'POST', `${users}/reset-password/${token}`, {
      body: { password: 'Another-Password-8' },
    });
    expect(again.statusCode).toBe(400);

    const listed = await call(t.app, 'GET', team, { token: t.admin });
    expect(listed.json()).toEqual([
      expect.objectContaining({ username: ADMIN.username, role: 'SuperAdmin' }),
      expect.objectContaining({
        username: 'ann',
        role: 'Author',
        invitation: null,
        lastSignInAt: t.clock.now().toISOString(),
      }),
    ]);
    const actions = (await auditEntries()).map(
      (entry) => `${entry.action} ${entry.actor.username}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['team.invite admin', 'team.invitation-accepted ann']),
    );
  });

  it('resends with a new link (the old one dies) and cancels (the account goes)', async () => {
    const { id } = (
      await invite({ username: 'eve', email: 'eve@example.com', role: 'Editor' })
    ).json<{ id: string }>();
    const first = await mailedToken(t, 'eve@example.com', 'reset');
    const resend = await call(t.app, 'POST', `${team}/${id}/invitation`, { token: t.admin });
    expect(resend.statusCode).toBe(200);
    const second = await mailedToken(t, 'eve@example.com', 'reset');
    expect(second).not.toBe(first);
    const stale = await call(t.app, 'POST', `${users}/reset-password/${first}`, {
      body: { password: NEW_PASSWORD },
    });
    expect(stale.statusCode).toBe(400);

    const cancel = await call(t.app, 'DELETE', `${team}/${id}/invitation`, { token: t.admin });
    expect(cancel.statusCode).toBe(204);
    const dead = await call(t.app, 'POST', `${users}/reset-password/${second}`, {
      body: { password: NEW_PASSWORD },
    });
    expect(dead.statusCode).toBe(400);
    const gone = await call(t.app, 'DELETE', `${team}/${id}/invitation`, { token: t.admin });
    expect([gone.statusCode, gone.json().message]).toEqual([404, NO_INVITATION]);
    const actions = (await auditEntries()).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['team.invite', 'team.invitation-resend', 'team.invitation-cancel']),
    );
  });

  it('refuses an address or a name already taken, and the SuperAdmin role', async () => {
    const taken = await invite({ username: 'someone', email: ADMIN.email, role: 'Author' });
    expect(taken.statusCode).toBe(409);
    const owner = await invite({ username: 'boss', email: 'boss@example.com', role: 'SuperAdmin' });
    expect(owner.statusCode).toBe(400);
  });
});

describe('the staff and the People screen', () => {
  it("refuses to erase a staff member's address: they leave the staff first", async () => {
    const eve = await createStaff(t, 'eve', 'Editor');
    const erase = () =>
      call(t.app, 'POST', `/api/v1/people/${TENANT}/erase`, {
        token: t.admin,
        body: { email: eve.email },
      });
    const refused = await erase();
    expect([refused.statusCode, refused.json().message]).toEqual([409, STAFF_REFUSED]);
    await call(t.app, 'PUT', `${team}/${eve.id}/role`, { token: t.admin, body: { role: 'User' } });
    expect((await erase()).statusCode).toBe(200);
  });
});

describe('role changes', () => {
  it('changes an Author to an Editor and back to User, each audited with before and after', async () => {
    const ann = await createStaff(t, 'ann', 'Author');
    const promote = await call(t.app, 'PUT', `${team}/${ann.id}/role`, {
      token: t.admin,
      body: { role: 'Editor' },
    });
    expect(promote.json()).toEqual({ id: ann.id, role: 'Editor' });
    const remove = await call(t.app, 'PUT', `${team}/${ann.id}/role`, {
      token: t.admin,
      body: { role: 'User' },
    });
    expect(remove.json()).toEqual({ id: ann.id, role: 'User' });
    // No longer staff: the admin routes refuse the same session at once.
    const posts = await call(t.app, 'POST', `/api/v1/posts/${TENANT}`, {
      token: ann.token,
      body: { title: 'Still here?' },
    });
    expect(posts.statusCode).toBe(403);
    const changes = (await auditEntries())
      .filter((entry) => entry.action === 'team.role-change')
      .map((entry) => [entry.object.label, entry.before, entry.after]);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['ann', { role: 'Author' }, { role: 'Editor' }],
        ['ann', { role: 'Editor' }, { role: 'User' }],
      ]),
    );
  });

  it("never changes one's own role nor the SuperAdmin's, nor removes a pending invitee", async () => {
    const me = await call(t.app, 'GET', `${users}/profile`, { token: t.admin });
    // Not through the profile either.
    const profile = await call(t.app, 'PUT', `${users}/profile`, {
      token: t.admin,
      body: { role: 'Editor' },
    });
    expect([profile.statusCode, profile.json().message]).toEqual([403, OWN_ROLE]);
    const own = await call(t.app, 'PUT', `${team}/${me.json().id}/role`, {
      token: t.admin,
      body: { role: 'Editor' },
    });
    expect([own.statusCode, own.json().message]).toEqual([403, OWN_ROLE]);
    const other = await t.app.db
      .updateTable('users')
      .set({ role: 'SuperAdmin' })
      .where('id', '=', (await createStaff(t, 'second', 'Editor')).id)
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = await call(t.app, 'PUT', `${team}/${other.id}/role`, {
      token: t.admin,
      body: { role: 'Author' },
    });
    expect([owner.statusCode, owner.json().message]).toEqual([403, SUPERADMIN_ROLE]);
    const { id } = (
      await invite({ username: 'pending', email: 'pending@example.com', role: 'Author' })
    ).json<{ id: string }>();
    const pending = await call(t.app, 'PUT', `${team}/${id}/role`, {
      token: t.admin,
      body: { role: 'User' },
    });
    expect([pending.statusCode, pending.json().message]).toEqual([409, INVITATION_OUT]);
  });

  it('is the SuperAdmin’s alone: an Editor may neither list the staff nor grant a role', async () => {
    const editor = await createStaff(t, 'eve', 'Editor');
    const author = await createStaff(t, 'ann', 'Author');
    const list = await call(t.app, 'GET', team, { token: editor.token });
    expect([list.statusCode, list.json().message]).toEqual([403, roleCannot('Editor')]);
    const grant = await call(t.app, 'PUT', `${team}/${author.id}/role`, {
      token: editor.token,
      body: { role: 'Editor' },
    });
    expect(grant.statusCode).toBe(403);
    const self = await invite(
      { username: 'friend', email: 'friend@example.com', role: 'Editor' },
      author.token,
    );
    expect([self.statusCode, self.json().message]).toEqual([403, roleCannot('Author')]);
  });
});
