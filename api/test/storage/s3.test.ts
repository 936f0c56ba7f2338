import fs from 'node:fs';
import {
  TENANT,
  call,
  createPost,
  login,
  PASSWORD,
  uploadMedia,
  suiteApp,
  sendApplication,
} from '../helper';
import { FILES } from '../samples';
import { startS3, type TestS3 } from '../support/s3';
import { startSmtp } from '../support/smtp';

// Media and résumés in a real S3-protocol server (s3rver) instead of the local disk.
const MEDIA_BASE_URL = 'https://cdn.revline.example/media';

let s3: TestS3;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  s3 = await startS3();
  smtp = await startSmtp();
});
const t = suiteApp(() => ({
  env: { ...s3.env, MEDIA_BASE_URL, SMTP_URL: smtp.url },
  admin: true,
  resetEachTest: false,
}));
// Declared after the app's: afterAll hooks run in order, so the app closes first.
afterAll(async () => {
  await s3?.close();
  await smtp?.close();
});

const nameOf = (url: string) => url.slice(MEDIA_BASE_URL.length + 1);

it('stores an upload in the bucket, links it under MEDIA_BASE_URL and serves it', async () => {
  const res = await uploadMedia(t.app, t.admin, {
    data: FILES.png,
    filename: 'photo.png',
    contentType: 'image/png',
  });
  expect(res.statusCode).toBe(201);
  const { url } = res.json<{ url: string }>();
  expect(url).toMatch(/^https:\/\/cdn\.revline\.example\/media\/[0-9a-f-]{36}\.png$/);
  const name = nameOf(url);

  expect(await s3.head(`media/${name}`)).toBe('image/png');
  // Nothing on the local disk.
  expect(fs.existsSync(t.config.mediaDir) ? fs.readdirSync(t.config.mediaDir) : []).toEqual([]);

  const served = await t.app.inject({ method: 'GET', url: `/media/${name}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(served.rawPayload.equals(FILES.png)).toBe(true);
  expect((await t.app.inject({ method: 'GET', url: '/media/nope.png' })).statusCode).toBe(404);
});

it('deletes the uploads of a deleted post that no other post uses', async () => {
  const upload = async () =>
    (
      await uploadMedia(t.app, t.admin, {
        data: FILES.jpeg,
        filename: 'a.jpg',
        contentType: 'image/jpeg',
      })
    ).json<{ url: string }>().url;
  const own = await upload();
  const shared = await upload();
  const img = (url: string) => `<figure class="image"><img src="${url}"></figure>`;
  const post = await createPost(t, t.admin, {
    title: 'With pictures',
    content: `<p>Two</p>${img(own)}${img(shared)}`,
  });
  await createPost(t, t.admin, { title: 'Also uses one', content: `<p>One</p>${img(shared)}` });

  const deleted = await call(t.app, 'DELETE', `/api/v1/posts/${TENANT}/${post._id}`, {
    token: t.admin,
  });
  expect(deleted.statusCode).toBe(204);
  expect(await s3.head(`media/${nameOf(own)}`)).toBeUndefined();
  expect((await t.app.inject({ method: 'GET', url: `/media/${nameOf(own)}` })).statusCode).toBe(
    404,
  );
  expect(await s3.head(`media/${nameOf(shared)}`)).toBe('image/jpeg');
  const rows = await t.app.db.selectFrom('media').select('file_name').execute();
  expect(rows.map((row) => row.file_name)).not.toContain(nameOf(own));
  expect(rows.map((row) => row.file_name)).toContain(nameOf(shared));
});

it('keeps résumés private: another prefix, never served as media, streamed to the admin and the mail', async () => {
  const applied = await sendApplication(t.app);
  expect(applied.statusCode).toBe(201);

  const list = await call(t.app, 'GET', `/api/v1/careers/${TENANT}/applications`, {
    token: t.admin,
  });
  const [application] = list.json<{ id: string; resume: { fileName: string } }[]>();
  const name = application!.resume.fileName;
  expect(await s3.head(`resumes/${name}`)).toBe('application/pdf');
  expect((await s3.keys()).filter((key) => key.includes(name))).toEqual([`resumes/${name}`]);

  // Not reachable through the public media route, whatever the path tricks.
  for (const url of [
    `/media/${name}`,
    `/media/..%2Fresumes%2F${name}`,
    `/media/../resumes/${name}`,
  ])
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

  const resumeUrl = `/api/v1/careers/${TENANT}/applications/${application!.id}/resume`;
  expect((await call(t.app, 'GET', resumeUrl)).statusCode).toBe(401);
  // Mail goes to SMTP here, so the User is made directly rather than through the mailed link.
  await t.app.usersRepository.create({
    tenantId: TENANT,
    username: 'curious',
    email: 'curious@example.com',
    passwordHash: await t.app.passwords.hash(PASSWORD),
    role: 'User',
    verified: true,
  });
  const user = await login(t, 'curious', PASSWORD);
  expect((await call(t.app, 'GET', resumeUrl, { token: user.token })).statusCode).toBe(403);
  const download = await call(t.app, 'GET', resumeUrl, { token: t.admin });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  expect(download.headers['cache-control']).toBe('private, no-store');
  expect(download.headers['content-disposition']).toMatch(/^attachment; filename="cv\.pdf"/);
  expect(download.rawPayload.equals(FILES.pdf)).toBe(true);
  const missing = `/api/v1/careers/${TENANT}/applications/nope/resume`;
  expect((await call(t.app, 'GET', missing, { token: t.admin })).statusCode).toBe(404);

  // The mail to the agency carries the résumé, read from the bucket.
  await t.app.mail.flush();
  const mail = smtp.received.find((m) =>
    m.data.includes('New application for frontend-developer'),
  )?.data;
  expect(mail).toBeDefined();
  expect(mail!.replace(/\r\n/g, '')).toContain(FILES.pdf.toString('base64'));
});

it('lists what a store holds, with when each file was written (the orphan sweep reads it)', async () => {
  await t.app.resumeStore.save('c1b2c3d4-0000-4000-8000-000000000001.pdf', [FILES.pdf], {
    contentType: 'application/pdf',
  });
  const listed = [];
  for await (const file of t.app.resumeStore.list()) listed.push(file);
  expect(listed).toContainEqual({
    name: 'c1b2c3d4-0000-4000-8000-000000000001.pdf',
    modifiedAt: expect.any(Date),
  });
  // Only the résumé store's own prefix: no media object is listed as a résumé.
  for await (const media of t.app.mediaStore.list())
    expect(listed.map((file) => file.name)).not.toContain(media.name);
  const swept = await t.app.orphanFiles.runOnce();
  // Fresh: kept, whatever the rows say.
  expect(swept.resumes).not.toContain('c1b2c3d4-0000-4000-8000-000000000001.pdf');
});
