import { TENANT, call, createPost, createUser, suiteApp, createAdmin } from '../../helper';

const t = suiteApp({ admin: true, user: 'reader' });

const url = (path = '') => `/api/v1/posts/${TENANT}${path}`;

describe('create, read, update, delete', () => {
  it('creates a draft with the contract reply shape', async () => {
    const res = await call(t.app, 'POST', url(), {
      token: t.admin,
      body: {
        title: 'Winter Tires: When to Switch?',
        content: '<h2>Why</h2><p>Cold rubber grips less.</p>',
        metaTitle: 'MT',
        metaDescription: 'MD',
        metaKeywords: 'tires, winter',
        status: 'Draft',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      slug: 'winter-tires-when-to-switch',
      title: 'Winter Tires: When to Switch?',
      excerpt: 'Cold rubber grips less.',
      content: '<h2>Why</h2><p>Cold rubber grips less.</p>',
      tags: [],
      publishStatus: 'Draft',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
      publishedAt: null,
      publishAt: null,
      unpublishAt: null,
      readingMinutes: 1,
      likes: [],
      dislikes: [],
      metaTitle: 'MT',
      metaDescription: 'MD',
      metaKeywords: 'tires, winter',
      featureImage: null,
      shareImage: {
        url: expect.stringMatching(/^http:\/\/localhost:\d+\/media\/card-[0-9a-f]{24}\.png$/),
        width: 1200,
        height: 630,
      },
      version: 1,
      // The staff see who wrote and who published it, and whether it waits for review.
      writtenBy: 'admin',
      publishedBy: null,
      submittedForReviewAt: null,
    });
  });

  it('makes slugs unique per tenant and keeps a given excerpt', async () => {
    const a = await createPost(t, t.admin, { title: 'Same Title' });
    const b = await createPost(t, t.admin, { title: 'Same Title', excerpt: 'Hand written' });
    const other = await createPost(t, await adminTokenOther(), { title: 'Same Title' }, 'other');
    expect([a.slug, b.slug, other.slug]).toEqual(['same-title', 'same-title-2', 'same-title']);
    expect(b.excerpt).toBe('Hand written');
  });

  it('reads a post by id and by slug; drafts are 404 for all but the SuperAdmin', async () => {
    const post = await createPost(t, t.admin, { title: 'Draft Post' });
    for (const id of [post._id, post.slug]) {
      expect((await call(t.app, 'GET', url(`/${id}`), { token: t.admin })).json()._id).toBe(
        post._id,
      );
      expect((await call(t.app, 'GET', url(`/${id}`))).statusCode).toBe(404);
      expect((await call(t.app, 'GET', url(`/${id}`), { token: t.user.token })).statusCode).toBe(
        404,
      );
    }
    await call(t.app, 'POST', url(`/${post._id}/publish`), { token: t.admin });
    const res = await call(t.app, 'GET', url(`/${post.slug}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: post._id, publishStatus: 'Published' });
  });

  it('answers 404 for an unknown post', async () => {
    const res = await call(t.app, 'GET', url('/no-such-post'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Post not found.' });
    for (const [method, path] of [
      ['PUT', '/nope'],
      ['DELETE', '/nope'],
      ['POST', '/nope/publish'],
      ['POST', '/nope/unpublish'],
    ] as const) {
      expect(
        (
          await call(t.app, method, url(path), {
            token: t.admin,
            body: method === 'PUT' ? { title: 'x' } : undefined,
          })
        ).statusCode,
      ).toBe(404);
    }
  });

  it('updates fields given and keeps the others', async () => {
    const post = await createPost(t, t.admin, {
      title: 'Original',
      tags: ['Business'],
      metaKeywords: 'a, b',
    });
    const res = await call(t.app, 'PUT', url(`/${post._id}`), {
      token: t.admin,
      body: {
        title: 'Renamed',
        content: '<p>New body</p>',
        metaTitle: 'M',
        metaDescription: 'D',
        metaKeywords: 'a, b',
        status: 'Published',
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      title: 'Renamed',
      content: '<p>New body</p>',
      tags: ['Business'],
      publishStatus: 'Published',
      excerpt: 'New body',
    });
    expect(updated.publishedAt).not.toBeNull();
    // A never-published draft follows its title; a published post keeps its address.
    expect(updated.slug).toBe('renamed');
    const again = (
      await call(t.app, 'PUT', url(`/${post._id}`), {
        token: t.admin,
        body: { title: 'Third Name' },
      })
    ).json();
    expect(again.slug).toBe('renamed');
  });

  it('deletes a post (204) with its comments', async () => {
    const post = await createPost(t, t.admin, { title: 'Doomed', status: 'Published' });
    await call(t.app, 'POST', url(`/${post._id}/comments`), {
      token: t.user.token,
      body: { content: 'hi' },
    });
    const res = await call(t.app, 'DELETE', url(`/${post._id}`), { token: t.admin });
    expect(res.statusCode).toBe(204);
    expect((await call(t.app, 'GET', url(`/${post._id}`), { token: t.admin })).statusCode).toBe(
      404,
    );
    expect(await t.app.db.selectFrom('comments').selectAll().execute()).toHaveLength(0);
  });

  it.each([
    ['a missing title', { content: '<p>x</p>' }, 'title is required.'],
    ['a blank title', { title: '   ' }, 'title must not be blank.'],
    ['a number as title', { title: 42 }, 'title must be a string.'],
    ['a too long title', { title: 't'.repeat(201) }, 'title must be at most 200 characters.'],
    [
      'an unknown status',
      { title: 'x', status: 'Archived' },
      'status must be one of: Draft, Published, Scheduled.',
    ],
    ['tags that are not a list', { title: 'x', tags: 'Business' }, 'tags must be a list.'],
    [
      'too many tags',
      { title: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      'tags must have at most 20 items.',
    ],
    [
      'a too long meta description',
      { title: 'x', metaDescription: 'm'.repeat(501) },
      'metaDescription must be at most 500 characters.',
    ],
  ])('refuses %s with 400', async (_case, body, message) => {
    const res = await call(t.app, 'POST', url(), { token: t.admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('drops unknown fields such as likes or a forged id', async () => {
    const post = await createPost(t, t.admin, {
      title: 'Clean',
      likes: ['someone'],
      _id: 'forged',
      publishStatus: 'Published',
      authorId: 'x',
    });
    expect(post._id).not.toBe('forged');
    expect(post.likes).toEqual([]);
    expect(post.publishStatus).toBe('Draft');
  });
});

describe('listing', () => {
  it('lists only published posts for ?status=Published, newest first', async () => {
    const older = await createPost(t, t.admin, { title: 'Older', status: 'Published' });
    t.clock.advance(60_000);
    const newer = await createPost(t, t.admin, { title: 'Newer', status: 'Published' });
    await createPost(t, t.admin, { title: 'Hidden draft' });
    const res = await call(t.app, 'GET', url('?status=Published'));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { _id: string }) => p._id)).toEqual([newer._id, older._id]);
  });

  it('lists every status for the SuperAdmin without a status; anonymous 401, User 403', async () => {
    await createPost(t, t.admin, { title: 'Pub', status: 'Published' });
    await createPost(t, t.admin, { title: 'Draft' });
    const all = await call(t.app, 'GET', url(), { token: t.admin });
    expect(all.json()).toHaveLength(2);
    expect(
      (await call(t.app, 'GET', url('?status=Draft'), { token: t.admin })).json(),
    ).toHaveLength(1);
    expect((await call(t.app, 'GET', url())).statusCode).toBe(401);
    expect((await call(t.app, 'GET', url(), { token: t.user.token })).statusCode).toBe(403);
    expect(
      (await call(t.app, 'GET', url('?status=Draft'), { token: t.user.token })).statusCode,
    ).toBe(403);
  });

  it('refuses an unknown status filter with 400', async () => {
    const res = await call(t.app, 'GET', url('?status=Everything'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'status must be one of: Draft, Published, Scheduled.' });
  });

  it('ignores a stale token on public reads', async () => {
    await createPost(t, t.admin, { title: 'Pub', status: 'Published' });
    expect(
      (await call(t.app, 'GET', url('?status=Published'), { token: 'stale-token' })).statusCode,
    ).toBe(200);
  });
});

describe('publish and unpublish', () => {
  it('set and clear publishedAt', async () => {
    const post = await createPost(t, t.admin, { title: 'Toggle' });
    const published = await call(t.app, 'POST', url(`/${post._id}/publish`), { token: t.admin });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      publishStatus: 'Published',
      publishedAt: t.clock.now().toISOString(),
    });
    const unpublished = await call(t.app, 'POST', url(`/${post._id}/unpublish`), {
      token: t.admin,
    });
    expect(unpublished.json()).toMatchObject({ publishStatus: 'Draft', publishedAt: null });
  });
});

describe('likes and dislikes', () => {
  it('toggle one vote per user; a like replaces a dislike and back', async () => {
    const post = await createPost(t, t.admin, { title: 'Vote', status: 'Published' });
    const other = await createUser(t, 'other-reader');
    const like = (token: string) => call(t.app, 'POST', url(`/${post._id}/like`), { token });
    const dislike = (token: string) => call(t.app, 'POST', url(`/${post._id}/dislike`), { token });

    expect((await like(t.user.token)).json()).toEqual({ likes: [t.user.id], dislikes: [] });
    expect((await dislike(other.token)).json()).toEqual({
      likes: [t.user.id],
      dislikes: [other.id],
    });
    const swapped = (await dislike(t.user.token)).json();
    expect(swapped.likes).toEqual([]);
    expect([...swapped.dislikes].sort()).toEqual([other.id, t.user.id].sort());
    expect((await dislike(t.user.token)).json()).toEqual({ likes: [], dislikes: [other.id] });
    await like(t.user.token);
    expect((await like(t.user.token)).json()).toEqual({ likes: [], dislikes: [other.id] });
    await like(t.user.token);
    const read = (await call(t.app, 'GET', url(`/${post.slug}`))).json();
    expect(read.likes).toEqual([t.user.id]);
    expect(read.dislikes).toEqual([other.id]);
  });

  it('need a login and a visible post', async () => {
    const post = await createPost(t, t.admin, { title: 'Secret' });
    expect((await call(t.app, 'POST', url(`/${post._id}/like`))).statusCode).toBe(401);
    expect(
      (await call(t.app, 'POST', url(`/${post._id}/like`), { token: t.user.token })).statusCode,
    ).toBe(404);
  });
});

describe('comments', () => {
  it('are listed oldest first with the author', async () => {
    const post = await createPost(t, t.admin, { title: 'Talk', status: 'Published' });
    const first = await call(t.app, 'POST', url(`/${post._id}/comments`), {
      token: t.user.token,
      body: { content: '  First!  ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      _id: expect.any(String),
      content: 'First!',
      createdAt: expect.any(String),
      author: { username: 'reader' },
    });
    t.clock.advance(1000);
    await call(t.app, 'POST', url(`/${post.slug}/comments`), {
      token: t.admin,
      body: { content: 'Second' },
    });
    const list = await call(t.app, 'GET', url(`/${post._id}/comments`));
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { content: string }) => c.content)).toEqual(['First!', 'Second']);
  });

  it('start empty, need a login, and validate the content', async () => {
    const post = await createPost(t, t.admin, { title: 'Quiet', status: 'Published' });
    expect((await call(t.app, 'GET', url(`/${post._id}/comments`))).json()).toEqual([]);
    expect(
      (await call(t.app, 'POST', url(`/${post._id}/comments`), { body: { content: 'x' } }))
        .statusCode,
    ).toBe(401);
    const cases: [unknown, string][] = [
      [{}, 'content is required.'],
      [{ content: '   ' }, 'content must not be blank.'],
      [{ content: 'c'.repeat(2001) }, 'content must be at most 2000 characters.'],
      [{ content: { text: 'x' } }, 'content must be a string.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, 'POST', url(`/${post._id}/comments`), {
        token: t.user.token,
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('are 404 on drafts for readers', async () => {
    const post = await createPost(t, t.admin, { title: 'Draft talk' });
    expect((await call(t.app, 'GET', url(`/${post._id}/comments`))).statusCode).toBe(404);
    expect(
      (
        await call(t.app, 'POST', url(`/${post._id}/comments`), {
          token: t.user.token,
          body: { content: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('XSS payloads are stored and returned harmless', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">click</a>',
    '<svg/onload=alert(1)>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '"><script>alert(document.cookie)</script>',
    '<body onload=alert(1)>',
    '<div style="background-image:url(javascript:alert(1))">x</div>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ];

  it.each(payloads)('content %s is sanitized', async (payload) => {
    const post = await createPost(t, t.admin, {
      title: 'XSS',
      content: `<p>safe</p>${payload}`,
      status: 'Published',
    });
    const read = (await call(t.app, 'GET', url(`/${post._id}`))).json();
    for (const html of [post.content as string, read.content as string]) {
      expect(html).not.toMatch(/<script|<iframe|<svg|<math|<style|\son\w+=|javascript:/i);
      expect(html).toContain('<p>safe</p>');
    }
    expect(read.excerpt).not.toMatch(/<script|onerror/i);
  });

  it.each(payloads)(
    'title, meta fields and comments keep %s as inert JSON text',
    async (payload) => {
      const post = await createPost(t, t.admin, {
        title: payload,
        metaTitle: payload,
        metaDescription: payload,
        status: 'Published',
      });
      const res = await call(t.app, 'GET', url(`/${post._id}`));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Plain-text fields are data, never HTML: returned exactly as stored, JSON-encoded.
      expect(res.json().title).toBe(payload.trim());
      const comment = await call(t.app, 'POST', url(`/${post._id}/comments`), {
        token: t.user.token,
        body: { content: payload },
      });
      expect(comment.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(comment.json().content).toBe(payload.trim());
      expect(post.slug).toMatch(/^[a-z0-9-]+$/);
    },
  );
});

async function adminTokenOther(): Promise<string> {
  // The other tenant has no SuperAdmin from configuration: promote a verified user there.
  return (await createAdmin(t, 'otheradmin')).token;
}
