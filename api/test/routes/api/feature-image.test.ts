// A post's feature image: an image uploaded to this site, chosen by the URL the upload answered
// with, shown in the reply, drawn into the share card, kept while any post uses it and deleted
// with the last post that did.
import { Resvg } from '@resvg/resvg-js';
import { TENANT, call, suiteApp } from '../../helper';
import { multipart } from '../../multipart';
import { FILES } from '../../samples';

const t = suiteApp({ admin: true });

const posts = (path = '') => `/api/v1/posts/${TENANT}${path}`;
type Reply = {
  _id: string;
  featureImage: { url: string; alt: string } | null;
  shareImage: { url: string };
};

/** A real picture (resvg draws it), so the card can decode it. */
const photo = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#c2410c"/><circle cx="320" cy="240" r="160" fill="#fde68a"/></svg>',
)
  .render()
  .asPng();

async function upload(data: Buffer, filename: string, contentType: string): Promise<string> {
  const form = multipart({}, [{ name: 'file', filename, contentType, data }]);
  const res = await call(t.app, 'POST', `/api/v1/media/${TENANT}/upload`, {
    token: t.admin,
    payload: form.payload,
    headers: form.headers,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { url: string }).url;
}

const fetchPath = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

async function create(body: Record<string, unknown>) {
  return call(t.app, 'POST', posts(), {
    token: t.admin,
    body: { title: 'Brake pads', content: '<p>Squeal means wear.</p>', ...body },
  });
}

it('a post takes an uploaded image with its description; the reply, the card and the list show it', async () => {
  const image = await upload(photo, 'pads.png', 'image/png');
  const created = await create({
    status: 'Published',
    featureImage: { url: image, alt: '  Worn pads beside new ones ' },
  });
  expect(created.statusCode).toBe(201);
  const post = created.json() as Reply;
  expect(post.featureImage).toEqual({ url: image, alt: 'Worn pads beside new ones' });

  // The card shows the picture: another name than the same post's card without it, and drawn.
  const plain = (await create({ title: 'Brake pads', status: 'Published' })).json() as Reply;
  const card = await fetchPath(post.shareImage.url);
  expect(card.statusCode).toBe(200);
  expect(card.rawPayload.readUInt32BE(16)).toBe(1200);
  expect(post.shareImage.url).not.toBe(plain.shareImage.url);
  expect(card.rawPayload.equals((await fetchPath(plain.shareImage.url)).rawPayload)).toBe(false);

  const list = (await call(t.app, 'GET', posts(), { token: t.admin })).json() as Reply[];
  expect(list.find((entry) => entry._id === post._id)?.featureImage?.url).toBe(image);

  // Left out of an edit, it stays; null removes it.
  const kept = (
    await call(t.app, 'PUT', posts(`/${post._id}`), { token: t.admin, body: { title: 'Pads' } })
  ).json() as Reply;
  expect(kept.featureImage?.url).toBe(image);
  const removed = (
    await call(t.app, 'PUT', posts(`/${post._id}`), {
      token: t.admin,
      body: { featureImage: null },
    })
  ).json() as Reply;
  expect(removed.featureImage).toBeNull();
});

it('a GIF or WebP image is kept on the post and the card is drawn without it', async () => {
  const gif = await upload(FILES.gif, 'spin.gif', 'image/gif');
  const created = await create({ status: 'Published', featureImage: { url: gif, alt: 'A gif' } });
  expect(created.statusCode).toBe(201);
  const post = created.json() as Reply;
  expect(post.featureImage?.url).toBe(gif);
  expect((await fetchPath(post.shareImage.url)).statusCode).toBe(200);
});

it.each([
  ['another site’s image', () => 'https://evil.example/x.png'],
  ['a name the upload never made', (base: string) => `${base}/../../etc/passwd`],
  ['a file this site does not hold', (base: string) => `${base}/${crypto.randomUUID()}.png`],
])('refuses %s with a clear 400', async (_label, make) => {
  const base = t.app.config.mediaBaseUrl;
  const res = await create({ featureImage: { url: make(base), alt: '' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe('The feature image must be an image uploaded to this site.');
});

it('refuses a video as the feature image', async () => {
  const video = await upload(FILES.mp4, 'clip.mp4', 'video/mp4');
  const res = await create({ featureImage: { url: video, alt: '' } });
  expect(res.statusCode).toBe(400);
});

it('the image stays while another post uses it and goes with the last post that did', async () => {
  const image = await upload(photo, 'shop.png', 'image/png');
  const first = (await create({ featureImage: { url: image, alt: 'Shop' } })).json() as Reply;
  const second = (
    await create({ title: 'Rotors', featureImage: { url: image, alt: 'Shop' } })
  ).json() as Reply;
  expect((await call(t.app, 'DELETE', posts(`/${first._id}`), { token: t.admin })).statusCode).toBe(
    204,
  );
  expect((await fetchPath(image)).statusCode).toBe(200);
  expect(
    (await call(t.app, 'DELETE', posts(`/${second._id}`), { token: t.admin })).statusCode,
  ).toBe(204);
  expect((await fetchPath(image)).statusCode).toBe(404);
});
