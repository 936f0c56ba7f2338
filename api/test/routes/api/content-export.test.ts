import { TENANT, call, createPost, suiteApp, uploadMedia } from '../../helper';
import { FILES } from '../../samples';

const t = suiteApp({ admin: true, user: 'reader' });

const exportUrl = `/api/v1/content/${TENANT}/export`;

interface ContentExport {
  format: string;
  version: number;
  exportedAt: string;
  posts: Record<string, unknown>[];
  redirects: { from: string; to: string; status: number; automatic: boolean }[];
  media: { name: string; url: string; contentType: string }[];
}

describe("the export of the site's content", () => {
  it('holds every post (drafts too), every redirect and every upload, as one JSON file', async () => {
    const draft = await createPost(t, t.admin, {
      title: 'Draft about brakes',
      content: '<p>Brake pads wear.</p>',
    });
    const live = await createPost(t, t.admin, { title: 'Winter tyres', status: 'Published' });
    const renamed = await call(t.app, 'PUT', `/api/v1/posts/${TENANT}/${live._id}`, {
      token: t.admin,
      body: { slug: 'tyres-for-winter' },
    });
    expect(renamed.statusCode).toBe(200);
    const manual = await call(t.app, 'POST', `/api/v1/redirects/${TENANT}`, {
      token: t.admin,
      body: { from: '/offers', to: '/services/web-development', status: 302 },
    });
    expect(manual.statusCode).toBe(201);
    const upload = await uploadMedia(t.app, t.admin, {
      data: FILES.png,
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(201);
    await call(t.app, 'POST', `/api/v1/posts/${TENANT}/${live._id}/like`, { token: t.user.token });

    const res = await call(t.app, 'GET', exportUrl, { token: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="content-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);
    const file = res.json<ContentExport>();
    expect(file).toMatchObject({ format: 'agency-content-export', version: 1 });

    const byId = new Map(file.posts.map((post) => [post._id, post]));
    expect(byId.get(draft._id)).toMatchObject({
      title: 'Draft about brakes',
      publishStatus: 'Draft',
      content: '<p>Brake pads wear.</p>',
    });
    // The readers' votes are theirs: the export keeps how many, not who.
    const exported = byId.get(live._id);
    expect(exported).toMatchObject({ slug: 'tyres-for-winter', likeCount: 1, dislikeCount: 0 });
    expect(exported).not.toHaveProperty('likes');
    expect(exported).not.toHaveProperty('shareImage');

    expect(file.redirects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          from: '/tech&tranquility/winter-tyres',
          to: '/tech&tranquility/tyres-for-winter',
          status: 301,
          automatic: true,
        }),
        expect.objectContaining({
          from: '/offers',
          to: '/services/web-development',
          status: 302,
          automatic: false,
        }),
      ]),
    );
    expect(file.media).toEqual([
      expect.objectContaining({
        url: upload.json<{ url: string }>().url,
        contentType: 'image/png',
      }),
    ]);
  });

  it('reads posts a page at a time and still writes each one once', async () => {
    for (let i = 0; i < 105; i += 1) await createPost(t, t.admin, { title: `Post ${i}` });
    const file = (await call(t.app, 'GET', exportUrl, { token: t.admin })).json<ContentExport>();
    expect(file.posts).toHaveLength(105);
    expect(new Set(file.posts.map((post) => post._id)).size).toBe(105);
  });

  it('is an empty file of the same layout for a site with no content', async () => {
    const file = (await call(t.app, 'GET', exportUrl, { token: t.admin })).json<ContentExport>();
    expect(file).toMatchObject({ posts: [], redirects: [], media: [] });
  });

  it('is recorded in the audit log', async () => {
    await call(t.app, 'GET', exportUrl, { token: t.admin });
    const log = await call(t.app, 'GET', `/api/v1/audit/${TENANT}?limit=20`, { token: t.admin });
    expect(log.json<{ action: string }[]>().map((entry) => entry.action)).toContain(
      'content.export',
    );
  });

  it('is refused to a reader and to a visitor', async () => {
    expect((await call(t.app, 'GET', exportUrl, { token: t.user.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', exportUrl)).statusCode).toBe(401);
  });
});
