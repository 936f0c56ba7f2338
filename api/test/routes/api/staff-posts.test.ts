import { roleCannot } from '@agency/contract';
import { STAFF_ONLY } from '../../../src/plugins/app/auth';
import { PUBLISHING_NOT_ALLOWED, notYourPost } from '../../../src/accounts/permissions';
import { ONLY_DRAFTS_FOR_REVIEW } from '../../../src/routes/api/posts';
import { FILES } from '../../samples';
import {
  TENANT,
  call,
  createPost,
  createStaff,
  suiteApp,
  uploadMedia,
  autosaveBody,
  type TestUser,
} from '../../helper';

/** Authors write their own drafts and submit them; Editors publish; both are named on the post. */
const t = suiteApp({ admin: true, user: 'reader-rob' });

const posts = `/api/v1/posts/${TENANT}`;
let author: TestUser;
let editor: TestUser;

beforeEach(async () => {
  author = await createStaff(t, 'author-ann', 'Author');
  editor = await createStaff(t, 'editor-eve', 'Editor');
});

const draftBy = (token: string, title = 'An Author draft') =>
  createPost(t, token, { title, status: 'Draft' });

describe('an Author', () => {
  it('creates a draft, named as its writer', async () => {
    const draft = await draftBy(author.token);
    expect(draft).toMatchObject({
      publishStatus: 'Draft',
      writtenBy: 'author-ann',
      publishedBy: null,
    });
  });

  it('cannot publish or schedule, whichever way it asks (403 with the reason)', async () => {
    const draft = await draftBy(author.token);
    const future = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const attempts = [
      call(t.app, 'POST', posts, {
        token: author.token,
        body: { title: 'X', status: 'Published' },
      }),
      call(t.app, 'PUT', `${posts}/${draft._id}`, {
        token: author.token,
        body: { status: 'Published' },
      }),
      call(t.app, 'PUT', `${posts}/${draft._id}`, {
        token: author.token,
        body: { status: 'Scheduled', publishAt: future },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: PUBLISHING_NOT_ALLOWED('Author') });
    }
    const publish = await call(t.app, 'POST', `${posts}/${draft._id}/publish`, {
      token: author.token,
    });
    expect([publish.statusCode, publish.json().message]).toEqual([403, roleCannot('Author')]);
    const stored = await call(t.app, 'GET', `${posts}/${draft._id}`, { token: t.admin });
    expect(stored.json().publishStatus).toBe('Draft');
  });

  it("cannot read, change or delete another's draft, nor change a published post", async () => {
    const others = await draftBy(editor.token, 'The Editor draft');
    for (const res of [
      await call(t.app, 'GET', `${posts}/${others._id}`, { token: author.token }),
      await call(t.app, 'PUT', `${posts}/${others._id}`, {
        token: author.token,
        body: { title: 'Mine now' },
      }),
      await call(t.app, 'DELETE', `${posts}/${others._id}`, { token: author.token }),
    ])
      expect(res.statusCode).toBe(404);
    const published = await createPost(t, t.admin, { title: 'Live', status: 'Published' });
    const edit = await call(t.app, 'PUT', `${posts}/${published._id}`, {
      token: author.token,
      body: { title: 'Changed' },
    });
    expect([edit.statusCode, edit.json().message]).toEqual([403, notYourPost('Author')]);
    const remove = await call(t.app, 'DELETE', `${posts}/${published._id}`, {
      token: author.token,
    });
    expect(remove.statusCode).toBe(403);
  });

  it('edits and deletes their own draft', async () => {
    const draft = await draftBy(author.token);
    const edit = await call(t.app, 'PUT', `${posts}/${draft._id}`, {
      token: author.token,
      body: { title: 'A better title', status: 'Draft' },
    });
    expect(edit.json()).toMatchObject({ title: 'A better title', writtenBy: 'author-ann' });
    const remove = await call(t.app, 'DELETE', `${posts}/${draft._id}`, { token: author.token });
    expect(remove.statusCode).toBe(204);
  });

  it('lists only their own posts', async () => {
    await draftBy(author.token, 'Mine');
    await draftBy(editor.token, 'Not mine');
    const mine = await call(t.app, 'GET', posts, { token: author.token });
    expect(mine.json<{ title: string }[]>().map((post) => post.title)).toEqual(['Mine']);
    const everything = await call(t.app, 'GET', posts, { token: editor.token });
    expect(
      everything
        .json<{ title: string }[]>()
        .map((post) => post.title)
        .sort(),
    ).toEqual(['Mine', 'Not mine']);
  });
});

describe('review and publication', () => {
  it('an Author submits a draft, the staff see it waiting, an Editor publishes it and is named', async () => {
    const draft = await draftBy(author.token);
    const submit = await call(t.app, 'POST', `${posts}/${draft._id}/submit-for-review`, {
      token: author.token,
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json().submittedForReviewAt).toBe(t.clock.now().toISOString());

    const waiting = await call(t.app, 'GET', `${posts}?review=waiting`, { token: editor.token });
    expect(waiting.json()).toEqual([
      expect.objectContaining({ _id: draft._id, writtenBy: 'author-ann' }),
    ]);

    const publish = await call(t.app, 'POST', `${posts}/${draft._id}/publish`, {
      token: editor.token,
    });
    expect(publish.statusCode).toBe(200);
    expect(publish.json()).toMatchObject({
      publishStatus: 'Published',
      writtenBy: 'author-ann',
      publishedBy: 'editor-eve',
      submittedForReviewAt: null,
    });
    const row = await t.app.db
      .selectFrom('posts')
      .select(['author_id', 'published_by'])
      .where('id', '=', draft._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ author_id: author.id, published_by: editor.id });
    const after = await call(t.app, 'GET', `${posts}?review=waiting`, { token: t.admin });
    expect(after.json()).toEqual([]);
    // Published, it is no longer the Author's to change.
    const again = await call(t.app, 'POST', `${posts}/${draft._id}/submit-for-review`, {
      token: author.token,
    });
    expect([again.statusCode, again.json().message]).toEqual([409, ONLY_DRAFTS_FOR_REVIEW]);
  });

  it('records the submission and the publication in the audit log, under who did each', async () => {
    const draft = await draftBy(author.token);
    await call(t.app, 'POST', `${posts}/${draft._id}/submit-for-review`, { token: author.token });
    await call(t.app, 'POST', `${posts}/${draft._id}/publish`, { token: editor.token });
    const log = await call(t.app, 'GET', `/api/v1/audit/${TENANT}`, { token: t.admin });
    const entries = log.json<{ action: string; actor: { username: string } }[]>();
    // One clock time for all three: the log's order among them is not the point.
    expect(
      entries
        .filter((entry) => entry.action.startsWith('post.'))
        .map((entry) => `${entry.action} ${entry.actor.username}`)
        .sort(),
    ).toEqual([
      'post.create author-ann',
      'post.publish editor-eve',
      'post.submit-for-review author-ann',
    ]);
  });

  it('an Editor deletes any post; a User never reaches the post admin routes', async () => {
    const draft = await draftBy(author.token);
    const reader = await call(t.app, 'DELETE', `${posts}/${draft._id}`, { token: t.user.token });
    expect([reader.statusCode, reader.json().message]).toEqual([403, STAFF_ONLY]);
    const remove = await call(t.app, 'DELETE', `${posts}/${draft._id}`, { token: editor.token });
    expect(remove.statusCode).toBe(204);
  });
});

describe('the media library for an Author', () => {
  it("uploads and lists pictures, without the titles of others' drafts, and deletes nothing", async () => {
    const upload = await uploadMedia(t.app, author.token, {
      data: FILES.png,
      filename: 'mine.png',
      contentType: 'image/png',
    });
    expect(upload.statusCode).toBe(201);
    const url = upload.json<{ url: string }>().url;
    await createPost(t, editor.token, {
      title: 'A secret draft',
      content: `<figure class="image"><img src="${url}" alt="x"></figure>`,
    });
    type Item = { usedBy: { title: string }[] };
    const byEditor = await call(t.app, 'GET', `/api/v1/media/${TENANT}`, { token: editor.token });
    expect(byEditor.json<Item[]>()[0]?.usedBy.map((post) => post.title)).toEqual([
      'A secret draft',
    ]);
    const byAuthor = await call(t.app, 'GET', `/api/v1/media/${TENANT}`, { token: author.token });
    expect(byAuthor.json<Item[]>()[0]?.usedBy).toEqual([]);
    const remove = await call(t.app, 'DELETE', `/api/v1/media/${TENANT}/${url.split('/').pop()}`, {
      token: author.token,
    });
    expect(remove.statusCode).toBe(403);
  });
});

describe("autosave and preview links: an Author's own drafts, every post for an Editor", () => {
  const autosave = autosaveBody({ title: 'Typed', content: '<p>Typed so far.</p>' });

  it("autosaves and shares an Author's own draft, never another's", async () => {
    const mine = await draftBy(author.token, 'Mine');
    const theirs = await draftBy(editor.token, 'Theirs');
    const put = (id: string) =>
      call(t.app, 'PUT', `${posts}/${id}/autosave`, { token: author.token, body: autosave });
    const share = (id: string, token = author.token) =>
      call(t.app, 'POST', `${posts}/${id}/preview-links`, { token, body: {} });
    expect((await put(mine._id)).statusCode).toBe(200);
    expect((await put(theirs._id)).statusCode).toBe(404);
    expect((await share(mine._id)).statusCode).toBe(201);
    expect((await share(theirs._id)).statusCode).toBe(404);
    const links = await call(t.app, 'GET', `${posts}/${theirs._id}/preview-links`, {
      token: author.token,
    });
    expect(links.statusCode).toBe(404);
    // An Editor works on every post.
    expect((await share(mine._id, editor.token)).statusCode).toBe(201);
  });
});
