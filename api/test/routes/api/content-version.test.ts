// The content version render servers watch to drop their pages: it moves with every change to
// the tenant's posts, and with nothing else.
import { TENANT, adminToken, call, createPost, suiteApp } from '../../helper';

const t = suiteApp();

async function version(): Promise<string> {
  const res = await call(t.app, 'GET', `/api/v1/content/${TENANT}/version`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ version: string }>().version;
}

it('moves on create, edit, publish, unpublish and delete, and on nothing else', async () => {
  const token = await adminToken(t);
  const seen = [await version()];
  const expectMoved = async () => {
    const now = await version();
    expect(seen).not.toContain(now);
    seen.push(now);
  };

  const post = await createPost(t, token, { title: 'Fresh', status: 'Draft' });
  await expectMoved();
  const base = `/api/v1/posts/${TENANT}/${post._id}`;
  expect((await call(t.app, 'POST', `${base}/publish`, { token })).statusCode).toBe(200);
  await expectMoved();
  expect((await call(t.app, 'PUT', base, { token, body: { title: 'Edited' } })).statusCode).toBe(
    200,
  );
  await expectMoved();
  expect((await call(t.app, 'POST', `${base}/unpublish`, { token })).statusCode).toBe(200);
  await expectMoved();
  // Reads leave it where it is.
  await call(t.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`);
  expect(await version()).toBe(seen.at(-1));
  expect((await call(t.app, 'DELETE', base, { token })).statusCode).toBe(204);
  await expectMoved();
});

it('serves the published list without a post unpublished a moment ago', async () => {
  const token = await adminToken(t);
  const post = await createPost(t, token, { title: 'Gone soon', status: 'Published' });
  const list = async () =>
    (await call(t.app, 'GET', `/api/v1/posts/${TENANT}?status=Published`))
      .json<{ slug: string }[]>()
      .map((p) => p.slug);
  expect(await list()).toContain(post.slug);
  await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${post._id}/unpublish`, { token });
  expect(await list()).not.toContain(post.slug);
  expect((await call(t.app, 'GET', `/api/v1/posts/${TENANT}/${post.slug}`)).statusCode).toBe(404);
});

it('refuses an unknown tenant and a missing tenant header with a 4xx', async () => {
  expect((await call(t.app, 'GET', '/api/v1/content/nobody/version')).statusCode).toBe(404);
  expect(
    (await call(t.app, 'GET', `/api/v1/content/${TENANT}/version`, { tenant: null })).statusCode,
  ).toBe(400);
});
