/**
 * Replays each finding of a hostile test of the api (mail bombs, password spraying, hostile
 * résumés, malformed multipart, forgot-password replies) against the real app, with the
 * production limits, and fails if one comes back. Slow connections: slow-connections.test.ts;
 * the malformed-request fuzz: fuzz.test.ts; the site's security headers:
 * e2e/tests/csp.spec.ts.
 */
import {
  PASSWORD,
  TENANT,
  allMail,
  call,
  createUser,
  latestMail,
  mailedToken,
  suiteApp,
} from '../helper';
import { multipart } from '../multipart';
import { FILES, HOSTILE_RESUMES } from '../samples';

// The shipped limits (the helper's default scale of 1000 is for other suites).
const t = suiteApp({ env: { RATE_LIMIT_SCALE: '1' } });

const url = (path: string) => `/api/v1/users/${TENANT}${path}`;
let nextAddress = 1;
/** A client address of its own, so one test's counts never spill into another's. */
const freshAddress = () => `10.12.0.${nextAddress++}`;

describe('finding 1: no mail bombs through the profile email', () => {
  it('40 email changes send 3 verification mails, then 429 with the wait', async () => {
    const user = await createUser(t, 'bomber', TENANT, freshAddress());
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    let last = { statusCode: 0, json: () => ({}) as { message?: string }, headers: {} };
    for (let i = 0; i < 40; i += 1) {
      last = await call(t.app, 'PUT', url('/profile'), {
        token: user.token,
        body: { username: 'bomber', email: `victim${i}@example.com`, password: PASSWORD },
        remoteAddress,
      });
      statuses.push(last.statusCode);
    }
    await t.app.mail.flush();
    const bombs = allMail(t).filter((mail) => mail.to.startsWith('victim'));
    expect(bombs).toHaveLength(3);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
    expect(last.json().message).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    expect(Number((last.headers as Record<string, string>)['retry-after'])).toBeGreaterThan(0);
  });

  it('the address changes only when the new address is verified', async () => {
    const user = await createUser(t, 'mover', TENANT, freshAddress());
    await call(t.app, 'PUT', url('/profile'), {
      token: user.token,
      body: { email: 'moved@example.com', password: PASSWORD },
    });
    const profile = await call(t.app, 'GET', url('/profile'), { token: user.token });
    expect(profile.json().email).toBe('mover@example.com');
    const token = await mailedToken(t, 'moved@example.com', 'verify');
    await call(t.app, 'GET', url(`/verify-email/${token}`));
    const after = await call(t.app, 'GET', url('/profile'), { token: user.token });
    expect(after.json().email).toBe('moved@example.com');
  });

  it('the verification mail carries no text the requester chose', async () => {
    const user = await createUser(t, 'cheap-pills.example', TENANT, freshAddress());
    await call(t.app, 'PUT', url('/profile'), {
      token: user.token,
      body: { username: 'buy-now.example', email: 'target@example.com', password: PASSWORD },
    });
    const mail = await latestMail(t, 'target@example.com');
    expect(mail).toBeDefined();
    for (const text of [mail!.subject, mail!.text, mail!.html]) {
      expect(text).not.toMatch(/pills|buy-now/);
    }
    expect(mail!.text.length).toBeLessThan(500);
  });

  it('login of an unverified account resends at most 5 links an hour', async () => {
    const remoteAddress = freshAddress();
    await call(t.app, 'POST', url('/register'), {
      body: { username: 'pending', password: PASSWORD, email: 'pending@example.com' },
      remoteAddress,
    });
    for (let i = 0; i < 20; i += 1) {
      const res = await call(t.app, 'POST', url('/login'), {
        body: { username: 'pending', password: PASSWORD },
        remoteAddress,
      });
      // Ten attempts on the username, then its limit; the mail limit stops resends first.
      expect(res.statusCode).toBe(i < 10 ? 403 : 429);
      if (i === 6) expect(res.json().message).toMatch(/A new link can be sent in \d+ minutes\./);
    }
    await t.app.mail.flush();
    expect(allMail(t).filter((mail) => mail.to === 'pending@example.com')).toHaveLength(5);
  });

  it('forgot-password mails one address at most 5 times an hour, and says the same', async () => {
    await createUser(t, 'forgetful', TENANT, freshAddress());
    const replies = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const res = await call(t.app, 'POST', url('/forgot-password'), {
        body: { email: 'forgetful@example.com' },
        // Many addresses, so the per-address route limit is not what stops it.
        remoteAddress: freshAddress(),
      });
      replies.add(`${res.statusCode} ${res.body}`);
    }
    await t.app.mail.flush();
    const resets = allMail(t).filter((mail) => mail.subject.startsWith('Reset'));
    // The registration's verification counted too: 5 account mails in all.
    expect(resets).toHaveLength(4);
    expect(replies.size).toBe(1);
  });
});

describe('finding 3: password spraying is limited, per address and per username', () => {
  const attempt = (username: string, remoteAddress: string, password = 'Wrong-password-1') =>
    call(t.app, 'POST', url('/login'), { body: { username, password }, remoteAddress });

  it('30 usernames from one address: 429 after 20, while others log in', async () => {
    await createUser(t, 'officemate', TENANT, freshAddress());
    const sprayer = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await attempt(`user${i}`, sprayer)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(new Set(statuses.slice(20))).toEqual(new Set([429]));
    const limited = await attempt('user0', sprayer);
    expect(limited.json().message).toMatch(/Please try again in \d+ minutes\./);
    expect(limited.headers['retry-after']).toBeDefined();
    // Someone at another address is not affected.
    expect((await attempt('officemate', freshAddress(), PASSWORD)).statusCode).toBe(200);
  });

  it('one username from many addresses: 429 after 10', async () => {
    await createUser(t, 'target', TENANT, freshAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await attempt('target', freshAddress())).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('a successful login clears the username count', async () => {
    await createUser(t, 'typist', TENANT, freshAddress());
    // 3 × 8 failures: over the limit of 10 unless each success starts the count afresh.
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 8; i += 1)
        expect((await attempt('typist', freshAddress())).statusCode).toBe(401);
      expect((await attempt('typist', freshAddress(), PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('finding 5: résumés are opened as what they claim to be', () => {
  const fields = {
    name: 'Sam Lee',
    email: 'sam@example.com',
    phone: '555-0100',
    job: 'frontend-developer',
  };
  const apply = (data: Buffer, filename: string) => {
    const form = multipart(fields, [
      { name: 'resume', filename, contentType: 'application/octet-stream', data },
    ]);
    return call(t.app, 'POST', `/api/v1/careers/${TENANT}/applications`, {
      payload: form.payload,
      headers: form.headers,
      remoteAddress: freshAddress(),
    });
  };

  it.each(Object.keys(HOSTILE_RESUMES) as (keyof typeof HOSTILE_RESUMES)[])(
    'refuses %s with 415 and a sentence the form shows, and mails nothing',
    async (name) => {
      const res = await apply(HOSTILE_RESUMES[name], name.startsWith('pdf') ? 'cv.pdf' : 'cv.docx');
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toMatch(/^The résumé /);
      await t.app.mail.flush();
      expect(allMail(t)).toHaveLength(0);
    },
  );

  it.each([
    ['PDF', FILES.pdf],
    ['DOC', FILES.doc],
    ['DOCX', FILES.docx],
  ])('accepts a real %s', async (_kind, data) => {
    expect((await apply(data, 'cv')).statusCode).toBe(201);
  });
});

describe('finding 6: malformed multipart is a 400 with { message }', () => {
  const bodies: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', 'x'],
    [
      'a wrong boundary',
      'multipart/form-data; boundary=abc',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--\r\n',
    ],
    [
      'a truncated body',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    ],
    ['a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
  ];
  it.each(bodies)('%s', async (_case, contentType, payload) => {
    const admin = await call(t.app, 'POST', url('/login'), {
      body: { username: 'admin', password: 'Admin-Password-1' },
      remoteAddress: freshAddress(),
    });
    for (const path of [
      `/api/v1/careers/${TENANT}/applications`,
      `/api/v1/media/${TENANT}/upload`,
    ]) {
      const res = await call(t.app, 'POST', path, {
        headers: { 'content-type': contentType },
        payload,
        token: admin.json().token,
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('finding 7: forgot-password answers the same whether the address exists', () => {
  it('the same status, body and headers; the known address gets its mail after the reply', async () => {
    await createUser(t, 'known', TENANT, freshAddress());
    const ask = (email: string) =>
      call(t.app, 'POST', url('/forgot-password'), {
        body: { email },
        remoteAddress: freshAddress(),
      });
    const known = await ask('known@example.com');
    const unknown = await ask('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const shape = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => name !== 'date' && !name.startsWith('x-ratelimit'))
        .sort();
    expect(shape(unknown.headers)).toEqual(shape(known.headers));
    expect(await latestMail(t, 'known@example.com')).toMatchObject({
      subject: expect.stringMatching(/^Reset/),
    });
    expect(await latestMail(t, 'nobody@example.com')).toBeUndefined();
  });
});
