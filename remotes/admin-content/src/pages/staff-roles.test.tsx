import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@agency/shared-state';
import type { StaffMember } from '@agency/contract';
import { sentRequests, server } from '@agency/testing';
import { adminPaths } from '../paths';
import { inboxSummary, postFixture, renderAdminAt, signInAsAdmin } from '../test/admin-pages';
import { api } from '../test/api-routes';

jest.mock('@ckeditor/ckeditor5-react', () => jest.requireActual('../test/ckeditor-react-stub'));

signInAsAdmin();

/** The api's profile reply for the signed-in account in `role`. */
const profileAs = (role: string) =>
  http.get(api.profile, () =>
    HttpResponse.json({ id: 'u-admin', username: 'admin', email: 'admin@example.com', role }),
  );

const hubCards = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.replace(/\s*\d+ new$/, '').trim());

describe('each role sees its own screens', () => {
  test('an Author: the blog and the media library, Security; no inbox, comments, audit, redirects or team', async () => {
    server.use(profileAs('Author'));
    renderAdminAt(paths.contentLibrary, 'Author');
    expect(await screen.findByRole('link', { name: 'Manage Blogs' })).toBeInTheDocument();
    expect(hubCards()).toEqual(['Blog posts', 'Security']);
    expect(sentRequests('GET', api.summary)).toHaveLength(0);
  });

  test('an Editor: comments too, still no inbox, audit, redirects or team', async () => {
    server.use(profileAs('Editor'));
    renderAdminAt(paths.contentLibrary, 'Editor');
    expect(await screen.findByRole('link', { name: 'Manage Blogs' })).toBeInTheDocument();
    expect(hubCards()).toEqual(['Blog posts', 'Comments', 'Security']);
  });

  test('the SuperAdmin: every screen, the Team among them', async () => {
    server.use(
      profileAs('SuperAdmin'),
      http.get(api.summary, () => HttpResponse.json(inboxSummary())),
    );
    renderAdminAt(paths.contentLibrary);
    expect(await screen.findByRole('link', { name: 'Manage the team' })).toHaveAttribute(
      'href',
      adminPaths.team,
    );
    expect(hubCards()).toEqual([
      'Blog posts',
      'Inbox',
      'Comments',
      'Security',
      'Audit log',
      'Redirects',
      'Team',
      "Export the site's content",
    ]);
  });

  test('an Author sees the media library without Delete', async () => {
    const picture = {
      name: 'a1b2.png',
      url: 'http://localhost:4000/media/a1b2.png',
      contentType: 'image/png',
      kind: 'image',
      size: 1200,
      uploadedAt: '2026-11-28T09:00:00.000Z',
      usedBy: [],
    };
    server.use(http.get(api.media, () => HttpResponse.json([picture])));
    renderAdminAt(adminPaths.media, 'Author');
    const files = await screen.findByRole('list', { name: 'Uploaded files' });
    expect(within(files).getAllByRole('listitem')).toHaveLength(1);
    expect(within(files).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  test('a screen the role may not open says so instead of a blank page', async () => {
    renderAdminAt(adminPaths.inbox, 'Author');
    expect(
      await screen.findByText('Your role (Author) cannot open this page.'),
    ).toBeInTheDocument();
    expect(sentRequests('GET', api.leads)).toHaveLength(0);
  });
});

describe("an Author's posts", () => {
  const mine = postFixture({ writtenBy: 'admin', publishedBy: null });
  const live = postFixture({
    _id: 'p2',
    title: 'Already live',
    publishStatus: 'Published',
    writtenBy: 'admin',
    publishedBy: 'eve',
  });

  test('the list has no Publish, and Edit and Delete only on their own drafts', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([mine, live])));
    renderAdminAt(adminPaths.blogManagement, 'Author');
    const list = await screen.findByRole('region', { name: 'Your posts' });
    const [draft, published] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(draft).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
    expect(within(published).queryByRole('button')).not.toBeInTheDocument();
    // Who wrote and published each is the Editors' and the SuperAdmin's to see.
    expect(list).not.toHaveTextContent('Written by');
  });

  test('the editor saves a draft and submits it for review; there is no Publish or Schedule', async () => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([mine])),
      http.put(api.post, () => HttpResponse.json(mine)),
      http.post(api.submitForReview, () =>
        HttpResponse.json({ ...mine, submittedForReviewAt: '2026-11-28T10:00:00.000Z' }),
      ),
    );
    const { user } = renderAdminAt(adminPaths.blogManagement, 'Author');
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    expect(await screen.findByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Post Status' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Publish on')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Your post stays a draft: when it is ready, submit it for review and an Editor publishes it.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findByText(
        '“Winter tire checklist” is submitted for review. The Editors see it under Waiting for review.',
      ),
    ).toBeInTheDocument();
    const [save] = sentRequests('PUT', api.post);
    expect(await save?.json()).toMatchObject({ status: 'Draft' });
    expect(sentRequests('POST', api.submitForReview)).toHaveLength(1);
  });

  test('an Editor sees who wrote and published each post, and what waits for review', async () => {
    const waiting = postFixture({
      _id: 'p3',
      title: 'Please look',
      writtenBy: 'ann',
      publishedBy: null,
      submittedForReviewAt: '2026-11-28T10:00:00.000Z',
    });
    server.use(http.get(api.posts, () => HttpResponse.json([waiting, live])));
    const { user } = renderAdminAt(adminPaths.blogManagement, 'Editor');
    const list = await screen.findByRole('region', { name: 'All posts' });
    expect(list).toHaveTextContent('Waiting for review');
    expect(list).toHaveTextContent('Written by ann');
    expect(list).toHaveTextContent('Written by admin · Published by eve');
    await user.click(screen.getByRole('button', { name: 'Only those waiting for review' }));
    await waitFor(() =>
      expect(sentRequests('GET', api.posts).at(-1)?.url.search).toBe('?review=waiting'),
    );
  });
});

describe('the Team screen', () => {
  const owner: StaffMember = {
    id: 'u-admin',
    username: 'admin',
    email: 'admin@example.com',
    role: 'SuperAdmin',
    twoFactor: true,
    lastSignInAt: '2026-11-28T09:00:00.000Z',
    invitation: null,
  };
  const ann: StaffMember = {
    id: 'u-ann',
    username: 'ann',
    email: 'ann@example.com',
    role: 'Author',
    twoFactor: false,
    lastSignInAt: null,
    invitation: { sentAt: '2026-11-27T09:00:00.000Z', invitedBy: 'admin' },
  };

  test('lists the staff and invites an Editor by e-mail', async () => {
    server.use(
      http.get(api.team, () => HttpResponse.json([owner, ann])),
      http.post(api.invitations, () =>
        HttpResponse.json(
          { ...ann, id: 'u-eve', username: 'eve', email: 'eve@example.com', role: 'Editor' },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderAdminAt(adminPaths.team);
    const table = await screen.findByRole('table', { name: 'The staff' });
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    expect(first).toHaveTextContent('adminadmin@example.comSuperAdminOn');
    expect(second).toHaveTextContent('not signed in yet');
    expect(within(second!).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    // Nobody changes their own role, nor the SuperAdmin's, here.
    expect(within(first!).queryByRole('combobox')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'eve');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'eve@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Editor');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText(
        'Invitation sent to eve@example.com. eve chooses a password with its link (valid 7 days), then signs in.',
      ),
    ).toBeInTheDocument();
    const [sent] = sentRequests('POST', api.invitations);
    expect(await sent?.json()).toEqual({
      username: 'eve',
      email: 'eve@example.com',
      role: 'Editor',
    });
  });

  test("says the api's reason when a role change is refused", async () => {
    const editor = { ...ann, invitation: null, role: 'Editor' as const };
    server.use(
      http.get(api.team, () => HttpResponse.json([owner, editor])),
      http.put(api.staffRole, () =>
        HttpResponse.json({ message: 'You cannot change your own role.' }, { status: 403 }),
      ),
    );
    const { user } = renderAdminAt(adminPaths.team);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of ann' }),
      'Author',
    );
    expect(await screen.findByText('You cannot change your own role.')).toBeInTheDocument();
    const [sent] = sentRequests('PUT', api.staffRole);
    expect(await sent?.json()).toEqual({ role: 'Author' });
  });
});
