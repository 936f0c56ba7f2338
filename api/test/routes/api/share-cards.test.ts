// Each published post has its own share card: drawn when the post is published or edited,
// served from the media store as a 1200×630 PNG, at a URL that changes with what it shows.
import { TENANT, call, suiteApp } from '../../helper';

const t = suiteApp({ admin: true });

const url = (path = '') => `/api/v1/posts/${TENANT}${path}`;
type Reply = { _id: string; shareImage: { url: string; width: number; height: number } };

async function fetchCard(cardUrl: string) {
  return t.app.inject({ method: 'GET', url: new URL(cardUrl).pathname });
}

function pngSize(body: Buffer) {
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

it('publishing draws the card; editing the title gives a new card; two posts never share one', async () => {
  const draft = (
    await call(t.app, 'POST', url(), {
      token: t.admin,
      body: { title: 'Winter tires', content: '<p>Cold rubber grips less.</p>', tags: ['Tires'] },
    })
  ).json() as Reply;
  // A draft is not shared yet: its card is not drawn.
  expect((await fetchCard(draft.shareImage.url)).statusCode).toBe(404);

  const published = (
    await call(t.app, 'POST', url(`/${draft._id}/publish`), { token: t.admin })
  ).json() as Reply;
  expect(published.shareImage.url).toBe(draft.shareImage.url);
  const card = await fetchCard(published.shareImage.url);
  expect(card.statusCode).toBe(200);
  expect(card.headers['content-type']).toBe('image/png');
  expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });

  const edited = (
    await call(t.app, 'PUT', url(`/${draft._id}`), {
      token: t.admin,
      body: { title: 'Winter tires: when to switch' },
    })
  ).json() as Reply;
  expect(edited.shareImage.url).not.toBe(published.shareImage.url);
  expect((await fetchCard(edited.shareImage.url)).statusCode).toBe(200);

  const other = (
    await call(t.app, 'POST', url(), {
      token: t.admin,
      body: {
        title: 'Summer tires',
        content: '<p>Warm.</p>',
        tags: ['Tires'],
        status: 'Published',
      },
    })
  ).json() as Reply;
  expect(other.shareImage.url).not.toBe(edited.shareImage.url);
  expect((await fetchCard(other.shareImage.url)).statusCode).toBe(200);

  // The public read names the same card.
  const read = (await call(t.app, 'GET', url(`/${draft._id}`))).json() as Reply;
  expect(read.shareImage).toEqual(edited.shareImage);
});
