import { ADMIN, TENANT, call, createUser, login, suiteApp } from '../../helper';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const t = suiteApp();

const profile = (token: string) => call(t.app, 'GET', `/api/v1/users/${TENANT}/profile`, { token });
const sessions = (token: string) =>
  call(t.app, 'GET', `/api/v1/users/${TENANT}/sessions`, { token });

describe("the SuperAdmin's session", () => {
  it('ends after 30 minutes without a request', async () => {
    const { token } = await login(t, ADMIN.username, ADMIN.password);
    t.clock.advance(29 * MINUTE);
    expect((await profile(token)).statusCode).toBe(200);
    // Each request starts the 30 minutes again.
    t.clock.advance(29 * MINUTE);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    const res = await profile(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Your session is invalid or has expired. Please log in again.',
    });
    // It is gone, not just refused: the list of a new session no longer names it.
    const fresh = await login(t, ADMIN.username, ADMIN.password);
    expect((await sessions(fresh.token)).json()).toHaveLength(1);
  });

  it('ends 12 hours after sign-in, however busy', async () => {
    const { token } = await login(t, ADMIN.username, ADMIN.password);
    for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await profile(token)).statusCode).toBe(200);
    }
    t.clock.advance(HOUR);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('an idle session drops out of the sessions list', async () => {
    const idle = await login(t, ADMIN.username, ADMIN.password);
    t.clock.advance(20 * MINUTE);
    const active = await login(t, ADMIN.username, ADMIN.password);
    expect((await sessions(active.token)).json()).toHaveLength(2);
    t.clock.advance(11 * MINUTE);
    const list = (await sessions(active.token)).json<{ current: boolean }[]>();
    expect(list).toEqual([expect.objectContaining({ current: true })]);
    expect((await profile(idle.token)).statusCode).toBe(401);
  });
});

describe("a User's session", () => {
  it('lives on while used and ends after 30 days without a request', async () => {
    const user = await createUser(t, 'alice');
    t.clock.advance(29 * DAY);
    expect((await profile(user.token)).statusCode).toBe(200);
    t.clock.advance(29 * DAY);
    expect((await profile(user.token)).statusCode).toBe(200);
    t.clock.advance(31 * DAY);
    expect((await profile(user.token)).statusCode).toBe(401);
  });
});
