import { TENANT, call, createPost, suiteApp } from '../../helper';

const t = suiteApp({ admin: true, user: 'reader' });

const publicList = `/api/v1/redirects/${TENANT}`;
const adminList = `/api/v1/redirects/${TENANT}/all`;
const posts = `/api/v1/posts/${TENANT}`;

interface Redirect {
  id: string;
  from: string;
  to: string;
  status: 301 | 302;
  automatic: boolean;
  post: { id: string; title: string } | null;
}

async function redirects() {
  const res = await call(t.app, 'GET', publicList);
  expect(res.statusCode).toBe(200);
  return res.json<{ from: string; to: string; status: number }[]>();
}

async function rename(id: string, slug: string) {
  return call(t.app, 'PUT', `${posts}/${id}`, { token: t.admin, body: { slug } });
}

async function addRedirect(body: Record<string, unknown>, token = t.admin) {
  return call(t.app, 'POST', publicList, { token, body });
}

async function auditActions() {
  const res = await call(t.app, 'GET', `/api/v1/audit/${TENANT}?limit=200`, { token: t.admin });
  return res
    .json<{ action: string; object: { label: string | null } | null; after: unknown }[]>()
    .filter((entry) => entry.action.startsWith('redirect.'));
}

describe("a post's earlier addresses", () => {
  it('renamed twice, both earlier slugs lead to the current one in one hop', async () => {
    const post = await createPost(t, t.admin, { title: 'Winter tyres', status: 'Published' });
    expect(post.slug).toBe('winter-tyres');

    expect((await rename(post._id, 'winter-tyre-guide')).statusCode).toBe(200);
    expect((await rename(post._id, 'tyres-for-winter')).statusCode).toBe(200);

    expect(await redirects()).toEqual([
      {
        from: '/tech&tranquility/winter-tyre-guide',
        to: '/tech&tranquility/tyres-for-winter',
        status: 301,
      },
      {
        from: '/tech&tranquility/winter-tyres',
        to: '/tech&tranquility/tyres-for-winter',
        status: 301,
      },
    ]);
    const listed = (await call(t.app, 'GET', adminList, { token: t.admin })).json<Redirect[]>();
    expect(
      listed.map((redirect) => [redirect.from, redirect.automatic, redirect.post?.title]),
    ).toEqual(
      expect.arrayContaining([
        ['/tech&tranquility/winter-tyres', true, 'Winter tyres'],
        ['/tech&tranquility/winter-tyre-guide', true, 'Winter tyres'],
      ]),
    );
  });

  it('taking back an earlier slug drops the redirect that would loop', async () => {
    const post = await createPost(t, t.admin, { title: 'Oil change', status: 'Published' });
    await rename(post._id, 'oil-change-guide');
    await rename(post._id, 'oil-change');

    expect(await redirects()).toEqual([
      {
        from: '/tech&tranquility/oil-change-guide',
        to: '/tech&tranquility/oil-change',
        status: 301,
      },
    ]);
  });

  it('a draft that was never public leaves no redirect; a slug another post has is a 409', async () => {
    const draft = await createPost(t, t.admin, { title: 'Draft idea' });
    const other = await createPost(t, t.admin, { title: 'Taken', status: 'Published' });
    expect((await rename(draft._id, 'better-idea')).statusCode).toBe(200);
    expect(await redirects()).toEqual([]);

    const taken = await rename(draft._id, other.slug);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Another post already has that address. Please choose another slug.',
    });
    expect((await rename(draft._id, 'Not A Slug')).statusCode).toBe(400);
  });

  it('a new post at a redirected address answers there: the redirect goes', async () => {
    const post = await createPost(t, t.admin, { title: 'Brakes', status: 'Published' });
    await rename(post._id, 'brake-check');
    expect(await redirects()).toHaveLength(1);
    const again = await createPost(t, t.admin, { title: 'Brakes', status: 'Published' });
    expect(again.slug).toBe('brakes');
    expect(await redirects()).toEqual([]);
  });

  it("a post's redirects go when it is deleted, and a rename moves the content version", async () => {
    const post = await createPost(t, t.admin, { title: 'Tyres', status: 'Published' });
    const before = (await call(t.app, 'GET', `/api/v1/content/${TENANT}/version`)).json<{
      version: string;
    }>().version;
    await rename(post._id, 'tyre-guide');
    const after = (await call(t.app, 'GET', `/api/v1/content/${TENANT}/version`)).json<{
      version: string;
    }>().version;
    expect(after).not.toBe(before);
    expect(await redirects()).toHaveLength(1);
    await call(t.app, 'DELETE', `${posts}/${post._id}`, { token: t.admin });
    expect(await redirects()).toEqual([]);
  });
});

describe("the owner's redirects", () => {
  it('adds, lists and deletes a redirect, each change in the audit log', async () => {
    const added = await addRedirect({ from: '/winter-offer', to: '/contact', status: 302 });
    expect(added.statusCode).toBe(201);
    const redirect = added.json<Redirect>();
    expect(redirect).toMatchObject({
      from: '/winter-offer',
      to: '/contact',
      status: 302,
      automatic: false,
      post: null,
    });
    expect(await redirects()).toEqual([{ from: '/winter-offer', to: '/contact', status: 302 }]);
    t.clock.advance(1000);

    const removed = await call(t.app, 'DELETE', `${publicList}/${redirect.id}`, {
      token: t.admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(await redirects()).toEqual([]);
    const again = await call(t.app, 'DELETE', `${publicList}/${redirect.id}`, { token: t.admin });
    expect(again.statusCode).toBe(404);

    const entries = await auditActions();
    expect(entries.map((entry) => [entry.action, entry.object?.label])).toEqual([
      ['redirect.delete', '/winter-offer'],
      ['redirect.create', '/winter-offer'],
    ]);
    expect(entries[1]?.after).toEqual({ to: '/contact', status: 302 });
  });

  it('stores a path decoded and an absolute URL as given; 301 by default', async () => {
    const res = await addRedirect({
      from: '/tech%26tranquility/old/',
      to: 'https://example.com/x',
    });
    expect(res.statusCode).toBe(201);
    expect(await redirects()).toEqual([
      { from: '/tech&tranquility/old', to: 'https://example.com/x', status: 301 },
    ]);
  });

  it.each([
    [
      { from: 'winter', to: '/contact' },
      'The path to redirect must start with a single /, e.g. /old-page.',
    ],
    [
      { from: '/a?b=1', to: '/contact' },
      'The path to redirect must not contain ? or #: give the path alone.',
    ],
    [
      { from: '/a', to: 'javascript:alert(1)' },
      'The redirect must lead to a path of this site starting with / or to a full http(s) address.',
    ],
    [
      { from: '/a', to: '//evil.example' },
      'The redirect must lead to a path of this site starting with / or to a full http(s) address.',
    ],
    [{ from: '/a', to: '/a/' }, 'A redirect cannot lead to the path it starts from.'],
  ])('refuses %j with a message', async (body, message) => {
    const res = await addRedirect(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a loop and a second hop, either way round, naming the redirect in the way', async () => {
    expect((await addRedirect({ from: '/b', to: '/c' })).statusCode).toBe(201);

    const loop = await addRedirect({ from: '/c', to: '/b' });
    expect(loop.statusCode).toBe(409);
    expect(loop.json()).toEqual({
      message: '/b already redirects to /c: /c -> /b would make a loop.',
    });

    const onward = await addRedirect({ from: '/a', to: '/b' });
    expect(onward.statusCode).toBe(409);
    expect(onward.json()).toEqual({
      message:
        '/b already redirects to /c, so visitors would take two hops. Point /a straight at /c instead.',
    });

    const behind = await addRedirect({ from: '/c', to: '/d' });
    expect(behind.statusCode).toBe(409);
    expect(behind.json()).toEqual({
      message:
        '/b already redirects to /c, so visitors would take two hops. Point /b elsewhere first.',
    });

    const twice = await addRedirect({ from: '/b', to: '/e' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: '/b already redirects to /c. Delete that redirect first to change it.',
    });
    expect(await redirects()).toEqual([{ from: '/b', to: '/c', status: 301 }]);
  });

  it("refuses a redirect from a post's own address, which would hide the post", async () => {
    await createPost(t, t.admin, { title: 'Summer tyres', status: 'Published' });
    const res = await addRedirect({ from: '/tech&tranquility/summer-tyres', to: '/contact' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        "/tech&tranquility/summer-tyres is the address of the post “Summer tyres”: a redirect from there would hide it. Change the post's slug first.",
    });
  });

  it("an owner's redirect to a post follows the post's rename in one hop", async () => {
    const post = await createPost(t, t.admin, { title: 'Spring', status: 'Published' });
    await addRedirect({ from: '/spring', to: '/tech&tranquility/spring' });
    await rename(post._id, 'spring-checklist');
    expect(await redirects()).toEqual([
      { from: '/spring', to: '/tech&tranquility/spring-checklist', status: 301 },
      { from: '/tech&tranquility/spring', to: '/tech&tranquility/spring-checklist', status: 301 },
    ]);
  });

  it('a User gets 403 on every redirect route the SuperAdmin has', async () => {
    const token = t.user.token;
    expect((await call(t.app, 'GET', adminList, { token })).statusCode).toBe(403);
    expect((await addRedirect({ from: '/x', to: '/y' }, token)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `${publicList}/any`, { token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', adminList)).statusCode).toBe(401);
    expect(await redirects()).toEqual([]);
  });
});
