import fs from 'node:fs';
import path from 'node:path';
import { TENANT, call, createUser, suiteApp } from '../../helper';
import { multipart } from '../../multipart';
import { ACCEPTED_MEDIA, FILES } from '../../samples';

// Small limits keep the size tests fast; the defaults are 10 MB and 200 MB.
const t = suiteApp({
  env: { UPLOAD_IMAGE_MAX_MB: '0.01', UPLOAD_VIDEO_MAX_MB: '0.02' },
  admin: true,
});

const url = `/api/v1/media/${TENANT}/upload`;

function upload(
  data: Buffer,
  filename: string,
  contentType: string,
  token: string | null = t.admin,
  field = 'file',
) {
  const form = multipart({}, [{ name: field, filename, contentType, data }]);
  return call(t.app, 'POST', url, {
    token: token ?? undefined,
    payload: form.payload,
    headers: form.headers,
  });
}

describe('POST /media/{tenantId}/upload', () => {
  it.each(ACCEPTED_MEDIA)(
    'accepts %s by content and serves it at an absolute /media URL',
    async (_kind, data, mime) => {
      // The declared name and type are ignored: only the bytes count.
      const res = await upload(data, 'whatever.bin', 'application/octet-stream');
      expect(res.statusCode).toBe(201);
      const { url: mediaUrl } = res.json<{ url: string }>();
      expect(mediaUrl).toMatch(/^http:\/\/localhost:4000\/media\/[0-9a-f-]{36}\.\w+$/);

      const served = await t.app.inject({ method: 'GET', url: new URL(mediaUrl).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain(mime);
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(served.rawPayload.equals(data)).toBe(true);
    },
  );

  it.each([
    ['an HTML file named .png', FILES.html, 'evil.png', 'image/png'],
    ['an SVG image', FILES.svg, 'logo.svg', 'image/svg+xml'],
    ['a PDF', FILES.pdf, 'doc.pdf', 'application/pdf'],
    ['a HEIC photo', FILES.heic, 'photo.heic', 'image/heic'],
    ['Ogg audio', FILES.oggAudio, 'song.ogg', 'video/ogg'],
  ])('refuses %s with 415 and stores nothing', async (_case, data, filename, type) => {
    const before = fs.readdirSync(t.config.mediaDir);
    const res = await upload(data, filename, type);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/Only images .* and videos .* can be uploaded/);
    expect(fs.readdirSync(t.config.mediaDir)).toEqual(before);
  });

  it('refuses an image over the image limit with 413 but takes a video of the same size', async () => {
    const before = fs.readdirSync(t.config.mediaDir);
    const big = Buffer.concat([FILES.png, Buffer.alloc(15 * 1024)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Images can be at most 10 KB.' });
    expect(fs.readdirSync(t.config.mediaDir)).toEqual(before);
    const video = Buffer.concat([FILES.mp4, Buffer.alloc(15 * 1024)]);
    expect((await upload(video, 'clip.mp4', 'video/mp4')).statusCode).toBe(201);
  });

  it('refuses a video over the video limit with 413', async () => {
    const res = await upload(
      Buffer.concat([FILES.webm, Buffer.alloc(30 * 1024)]),
      'long.webm',
      'video/webm',
    );
    expect(res.statusCode).toBe(413);
  });

  it('answers 400 without a file field and 415 for a JSON body', async () => {
    const wrongField = await upload(FILES.png, 'a.png', 'image/png', t.admin, 'image');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: 'Attach the file in the "file" field.' });
    const json = await call(t.app, 'POST', url, { token: t.admin, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('is for the SuperAdmin only', async () => {
    expect((await upload(FILES.png, 'a.png', 'image/png', null)).statusCode).toBe(401);
    const user = await createUser(t, 'uploader');
    expect((await upload(FILES.png, 'a.png', 'image/png', user.token)).statusCode).toBe(403);
  });

  it('records the upload against the tenant', async () => {
    await upload(FILES.png, 'a.png', 'image/png');
    const rows = await t.app.db.selectFrom('media').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        tenant_id: TENANT,
        content_type: 'image/png',
        size: FILES.png.length,
      }),
    ]);
    expect(fs.existsSync(path.join(t.config.mediaDir, rows[0]!.file_name))).toBe(true);
  });
});

describe('GET /media/...', () => {
  it('answers 404 for unknown files and refuses path tricks', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/nope.png' })).statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/media/..%2f..%2fpackage.json' });
    expect([400, 403, 404]).toContain(traversal.statusCode);
  });
});
