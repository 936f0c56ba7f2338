import { call, createTestApp, createUser, adminToken, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

test('boots', async () => {
  const res = await call(t.app, 'GET', '/health');
  expect(res.statusCode).toBe(200);
  const user = await createUser(t, 'alice');
  expect(user.token).toBeTruthy();
  const admin = await adminToken(t);
  const post = await call(t.app, 'POST', '/api/v1/posts/revline', { token: admin, body: { title: 'Hello World', content: '<p>Hi <script>x</script></p>' } });
  console.log(post.statusCode, post.body);
  const list = await call(t.app, 'GET', '/api/v1/posts/revline?status=Published');
  console.log(list.statusCode, list.body);
});
