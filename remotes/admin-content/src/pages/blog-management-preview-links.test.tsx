import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sentRequests, server } from '@agency/testing';
import type { CreatedPreviewLink, PreviewLink } from '@agency/contract';
import { previewLinkTexts as texts } from '../content/preview-links';
import { adminPaths } from '../paths';
import { signInAsAdmin, renderAdminAt, postFixture } from '../test/admin-pages';
import { api } from '../test/api-routes';

jest.mock('@ckeditor/ckeditor5-react', () => jest.requireActual('../test/ckeditor-react-stub'));

const URL_OF_LINK = 'http://localhost:8080/tech&tranquility/preview/Abc123secret-token-value';

const older: PreviewLink = {
  _id: 'l-old',
  prefix: 'Zq9xYw',
  createdAt: '2026-11-20T09:00:00.000Z',
  createdBy: { username: 'admin' },
  expiresAt: '2026-11-27T09:00:00.000Z',
  revokedAt: null,
  lastOpenedAt: '2026-11-21T10:00:00.000Z',
  active: true,
};
const created: CreatedPreviewLink = {
  _id: 'l-new',
  prefix: 'Abc123',
  createdAt: '2026-11-28T09:00:00.000Z',
  createdBy: { username: 'admin' },
  expiresAt: '2026-12-12T09:00:00.000Z',
  revokedAt: null,
  lastOpenedAt: null,
  active: true,
  url: URL_OF_LINK,
};

async function openEditor(post = postFixture()) {
  server.use(http.get(api.posts, () => HttpResponse.json([post])));
  const rendered = renderAdminAt(adminPaths.blogManagement);
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Edit Winter tire checklist' }),
  );
  return rendered;
}

/** Opens "Share a preview" in the editor, as the owner would. */
async function openShare(user: Awaited<ReturnType<typeof openEditor>>['user']) {
  const group = await screen.findByRole('group', { name: 'Preview link' });
  await user.click(within(group).getByRole('button', { name: texts.show }));
  return group;
}

signInAsAdmin();

describe('Share a preview', () => {
  let links: PreviewLink[];
  beforeEach(() => {
    links = [];
    server.use(
      http.get(api.previewLinks, () => HttpResponse.json(links)),
      http.post(api.previewLinks, () => {
        links = [created, ...links];
        return HttpResponse.json(created, { status: 201 });
      }),
      http.delete(api.previewLink, ({ params }) => {
        links = links.map((link) =>
          link._id === params.linkId
            ? { ...link, active: false, revokedAt: created.createdAt }
            : link,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

  test('makes a link for the chosen days, shows it once with Copy, then lists it', async () => {
    const { user } = await openEditor();
    const share = await openShare(user);
    expect(await within(share).findByText(texts.none)).toBeInTheDocument();

    const days = within(share).getByRole('spinbutton', { name: texts.days });
    expect(days).toHaveValue(7);
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(share).getByRole('button', { name: texts.create }));

    const link = await within(share).findByRole('textbox', { name: texts.newLink });
    expect(link).toHaveValue(URL_OF_LINK);
    expect(within(share).getByText(texts.shownOnce)).toBeInTheDocument();
    expect(await sentRequests('POST', api.previewLinks)[0]?.json()).toEqual({ days: 14 });
    // Nothing of the editor was saved by it.
    expect(sentRequests('PUT', api.post)).toHaveLength(0);

    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(share).getByRole('button', { name: texts.copy }));
    expect(writeText).toHaveBeenCalledWith(URL_OF_LINK);
    expect(await within(share).findByText(texts.copied)).toBeInTheDocument();

    const list = await within(share).findByRole('list', { name: texts.activeLinks });
    expect(within(list).getByText(/^Link Abc123…, made by admin/)).toBeInTheDocument();
  });

  test('refuses a number of days outside 1 to 30 before asking the api', async () => {
    const { user } = await openEditor();
    const share = await openShare(user);
    const days = within(share).getByRole('spinbutton', { name: texts.days });
    await user.clear(days);
    await user.type(days, '45');
    await user.click(within(share).getByRole('button', { name: texts.create }));
    expect(await within(share).findByRole('alert')).toHaveTextContent(
      'Choose a number of days from 1 to 30.',
    );
    expect(sentRequests('POST', api.previewLinks)).toHaveLength(0);
  });

  test('says why when the api refuses the link', async () => {
    server.use(
      http.post(api.previewLinks, () =>
        HttpResponse.json(
          { message: 'This post is already published: share its address instead.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openEditor();
    const share = await openShare(user);
    await user.click(within(share).getByRole('button', { name: texts.create }));
    expect(await within(share).findByRole('alert')).toHaveTextContent(
      'This post is already published: share its address instead.',
    );
  });

  test('revokes a listed link after a confirmation, with the keyboard', async () => {
    links = [older];
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await openEditor();
    const share = await openShare(user);
    const revoke = await within(share).findByRole('button', { name: 'Revoke link Zq9xYw…' });
    revoke.focus();
    await user.keyboard('{Enter}');
    expect(confirm).toHaveBeenCalledWith(
      'Revoke the preview link Zq9xYw…? Anyone who has it will no longer see the draft.',
    );
    await waitFor(() => expect(sentRequests('DELETE', api.previewLink)).toHaveLength(1));
    expect(new URL(sentRequests('DELETE', api.previewLink)[0]!.url).pathname).toBe(
      '/api/v1/posts/revline/p1/preview-links/l-old',
    );
    expect(
      await within(share).findByText('The link Zq9xYw… is revoked: it no longer opens the draft.'),
    ).toBeInTheDocument();
    expect(await within(share).findByText(texts.none)).toBeInTheDocument();
    confirm.mockRestore();
  });

  test('is not offered for a published post', async () => {
    await openEditor(postFixture({ publishStatus: 'Published' }));
    await screen.findByRole('textbox', { name: 'Post Content' });
    expect(screen.queryByRole('group', { name: 'Preview link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.show })).not.toBeInTheDocument();
    expect(sentRequests('GET', api.previewLinks)).toHaveLength(0);
  });
});
