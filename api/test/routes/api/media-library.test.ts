import {
  OTHER_TENANT,
  TENANT,
  call,
  createPost,
  uploadMedia,
  suiteApp,
  createAdmin,
  listPage,
} from '../../helper';
import { FILES } from '../../samples';

const t = suiteApp({ admin: true });

const library = `/api/v1/media/${TENANT}`;

interface Item {
  name: string;
  url: string;
  contentType: string;
  kind: string;
  size: number;
  uploadedAt: string;
  usedBy: { id: string; title: string; slug: string; publishStatus: string }[];
}

async function upload(data = FILES.png, filename = 'a.png', contentType = 'image/png') {
  const res = await uploadMedia(t.app, t.admin, { data, filename, contentType });
  expect(res.statusCode).toBe(201);
  const url = res.json<{ url: string }>().url;
  return { url, name: url.split('/').pop()! };
}

const list = async (query = '') => {
  const { rows, next } = await listPage<Item>(t.app, `${library}${query}`, t.admin);
  return { items: rows, next };
};

describe('GET /media/{tenantId}', () => {
  it('lists every upload newest first with its type, size, date and the posts that use it', async () => {
    const picture = await upload();
    t.clock.advance(1000);
    const video = await upload(FILES.mp4, 'clip.mp4', 'video/mp4');
    t.clock.advance(1000);
    const feature = await upload(FILES.jpeg, 'b.jpg', 'image/jpeg');
    const inBody = await createPost(t, t.admin, {
      title: 'Body user',
      content: `<figure class="image"><img src="${picture.url}" alt="x"></figure>`,
    });
    const asFeature = await createPost(t, t.admin, {
      title: 'Feature user',
      status: 'Published',
      featureImage: { url: feature.url, alt: 'A bay' },
    });

    const { items, next } = await list();
    expect(next).toBeUndefined();
    expect(items.map((item) => item.name)).toEqual([feature.name, video.name, picture.name]);
    expect(items[0]).toEqual({
      name: feature.name,
      url: feature.url,
      contentType: 'image/jpeg',
      kind: 'image',
      size: FILES.jpeg.length,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      usedBy: [
        {
          id: asFeature._id,
          title: 'Feature user',
          slug: asFeature.slug,
          publishStatus: 'Published',
        },
      ],
    });
    expect(items[1]).toMatchObject({ kind: 'video', contentType: 'video/mp4', usedBy: [] });
    expect(items[2]?.usedBy).toEqual([
      { id: inBody._id, title: 'Body user', slug: inBody.slug, publishStatus: 'Draft' },
    ]);
  });

  it('pages with limit and X-Next-Cursor, and refuses a bad cursor with 400', async () => {
    const names: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      names.unshift((await upload()).name);
      t.clock.advance(10);
    }
    const first = await list('?limit=2');
    expect(first.items.map((item) => item.name)).toEqual(names.slice(0, 2));
    const second = await list(`?limit=2&cursor=${first.next}`);
    expect(second.items.map((item) => item.name)).toEqual(names.slice(2, 4));
    const third = await list(`?limit=2&cursor=${second.next}`);
    expect(third.items.map((item) => item.name)).toEqual(names.slice(4));
    expect(third.next).toBeUndefined();

    const bad = await call(t.app, 'GET', `${library}?cursor=nonsense!`, { token: t.admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'The cursor is not valid. Start again from the first page.',
    });
  });

  it('shows only this tenant’s uploads', async () => {
    await upload();
    const other = await createAdmin(t, 'otheradmin');
    const res = await call(t.app, 'GET', `/api/v1/media/${OTHER_TENANT}`, { token: other.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('DELETE /media/{tenantId}/{name}', () => {
  it('deletes an upload no post uses, from the store and the library', async () => {
    const { url, name } = await upload();
    const res = await call(t.app, 'DELETE', `${library}/${name}`, { token: t.admin });
    expect(res.statusCode).toBe(204);
    expect((await list()).items).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(404);
  });

  it('refuses with 409 naming the posts when posts use it, and keeps the file', async () => {
    const { url, name } = await upload();
    await createPost(t, t.admin, { title: 'First user', content: `<p><img src="${url}"></p>` });
    await createPost(t, t.admin, { title: 'Second user', featureImage: { url, alt: '' } });
    const res = await call(t.app, 'DELETE', `${library}/${name}`, { token: t.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'This file is used by “First user” and “Second user”. Remove it from those posts first.',
    });
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect((await list()).items).toHaveLength(1);
  });

  it('names one post in the singular', async () => {
    const { url, name } = await upload();
    await createPost(t, t.admin, { title: 'Only user', content: `<p><img src="${url}"></p>` });
    const res = await call(t.app, 'DELETE', `${library}/${name}`, { token: t.admin });
    expect(res.json()).toEqual({
      message: 'This file is used by “Only user”. Remove it from that post first.',
    });
  });

  it('answers 404 for a name it does not know, another tenant’s file or a made-up path', async () => {
    const { name } = await upload();
    const other = await createAdmin(t, 'otheradmin2');
    const foreign = await call(t.app, 'DELETE', `/api/v1/media/${OTHER_TENANT}/${name}`, {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'This file is not in the media library.' });
    for (const made of ['00000000-0000-4000-8000-000000000000.png', '..%2Fsecret', 'a.png']) {
      const res = await call(t.app, 'DELETE', `${library}/${made}`, { token: t.admin });
      expect(res.statusCode).toBe(404);
    }
    expect((await list()).items).toHaveLength(1);
  });
});
