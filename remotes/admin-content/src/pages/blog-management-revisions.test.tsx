import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sentRequests, server } from '@agency/testing';
import type { PostRevisionSummary, RevisionDiff } from '@agency/contract';
import { revisionTexts } from '../content/revisions';
import { adminPaths } from '../paths';
import { signInAsAdmin, renderAdminAt, postFixture } from '../test/admin-pages';
import { api } from '../test/api-routes';

jest.mock('@ckeditor/ckeditor5-react', () => jest.requireActual('../test/ckeditor-react-stub'));

const STALE =
  'Someone saved this post after you opened it. Compare their version with yours, then keep one of them.';

const mine = postFixture({ version: 3 });
const theirs = postFixture({
  version: 4,
  title: 'Winter tire checklist (dana)',
  content: '<p>Dana rewrote the tread check.</p>',
});

const renderPage = () => renderAdminAt(adminPaths.blogManagement);

async function openEditor() {
  const rendered = renderPage();
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Edit Winter tire checklist' }),
  );
  return rendered;
}

signInAsAdmin();
beforeEach(() => {
  server.use(http.get(api.posts, () => HttpResponse.json([mine])));
});

describe('a save over a newer version', () => {
  beforeEach(() => {
    let saves = 0;
    server.use(
      http.put(api.post, () => {
        saves += 1;
        return saves === 1
          ? HttpResponse.json(
              { statusCode: 409, error: 'Conflict', message: STALE, current: theirs },
              { status: 409 },
            )
          : HttpResponse.json({ ...mine, version: 5 });
      }),
    );
  });

  test('names the version it started from, then shows both versions side by side', async () => {
    const { user } = await openEditor();
    const body = await screen.findByRole('textbox', { name: 'Post Content' });
    await user.clear(body);
    await user.type(body, '<p>My own words.</p>');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));

    const conflict = await screen.findByRole('region', { name: revisionTexts.conflictHeading });
    expect(sentRequests('PUT', api.post)[0]?.headers.get('if-match')).toBe('"3"');
    expect(within(conflict).getByRole('alert')).toHaveTextContent(STALE);
    const theirSide = within(conflict).getByRole('region', { name: revisionTexts.theirs });
    expect(theirSide).toHaveTextContent('Winter tire checklist (dana)');
    expect(theirSide).toHaveTextContent('Dana rewrote the tread check.');
    const mySide = within(conflict).getByRole('region', { name: revisionTexts.mine });
    expect(mySide).toHaveTextContent('Winter tire checklist');
    expect(mySide).toHaveTextContent('My own words.');
    expect(
      within(conflict).getByRole('heading', { name: revisionTexts.conflictHeading }),
    ).toHaveFocus();
  });

  test('Keep mine saves what I typed over their version, naming it', async () => {
    const { user } = await openEditor();
    const body = await screen.findByRole('textbox', { name: 'Post Content' });
    await user.clear(body);
    await user.type(body, '<p>My own words.</p>');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await user.click(await screen.findByRole('button', { name: revisionTexts.keepMine }));

    await waitFor(() => expect(sentRequests('PUT', api.post)).toHaveLength(2));
    const again = sentRequests('PUT', api.post)[1];
    expect(again?.headers.get('if-match')).toBe('"4"');
    expect(await again?.json()).toEqual(
      expect.objectContaining({ title: 'Winter tire checklist', content: '<p>My own words.</p>' }),
    );
    expect(await screen.findByText('The post was saved.')).toBeInTheDocument();
  });

  test('Take theirs loads their version into the editor and keeps mine in view to copy from', async () => {
    const { user } = await openEditor();
    const body = await screen.findByRole('textbox', { name: 'Post Content' });
    await user.clear(body);
    await user.type(body, '<p>My own words.</p>');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await user.click(await screen.findByRole('button', { name: revisionTexts.takeTheirs }));

    expect(screen.getByLabelText('Post Title')).toHaveValue('Winter tire checklist (dana)');
    expect(await screen.findByRole('textbox', { name: 'Post Content' })).toHaveValue(
      '<p>Dana rewrote the tread check.</p>',
    );
    const kept = screen.getByText(revisionTexts.keptAside).closest('details') as HTMLElement;
    expect(kept).toHaveTextContent('My own words.');
    expect(sentRequests('PUT', api.post)).toHaveLength(1);

    // The next save starts from their version.
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('PUT', api.post)).toHaveLength(2));
    expect(sentRequests('PUT', api.post)[1]?.headers.get('if-match')).toBe('"4"');
  });
});

describe('the history', () => {
  const revisions: PostRevisionSummary[] = [
    {
      _id: 'r3',
      version: 3,
      reason: 'update',
      createdAt: '2026-11-28T14:05:00.000Z',
      author: { username: 'admin' },
      title: 'Winter tire checklist',
      publishStatus: 'Draft',
    },
    {
      _id: 'r1',
      version: 1,
      reason: 'create',
      createdAt: '2026-11-27T09:00:00.000Z',
      author: { username: 'dana' },
      title: 'Tire checklist',
      publishStatus: 'Draft',
    },
  ];
  const diff: RevisionDiff = {
    from: 1,
    to: 3,
    fields: [{ field: 'title', before: 'Tire checklist', after: 'Winter tire checklist' }],
    body: [
      { change: 'same', text: 'Check the ' },
      { change: 'removed', text: 'tyres.' },
      { change: 'added', text: 'tread.' },
    ],
  };

  test('lists the versions with who and when, shows the changes of one and restores it', async () => {
    const restored = postFixture({
      version: 4,
      title: 'Tire checklist',
      content: '<p>Check the tyres.</p>',
    });
    server.use(
      http.get(api.revisions, () => HttpResponse.json(revisions)),
      http.get(api.revisionDiff, () => HttpResponse.json(diff)),
      http.post(api.restoreRevision, () => HttpResponse.json(restored)),
    );
    const { user } = await openEditor();
    const show = screen.getByRole('button', { name: revisionTexts.showHistory });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);

    const list = await screen.findByRole('list', { name: 'Saved versions' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 3: Saved by admin, .+ \(Draft\)$/),
      expect.stringMatching(/^Version 1: Created by dana, .+ \(Draft\)$/),
    ]);

    await user.click(items[1]!);
    expect(items[1]).toHaveAttribute('aria-pressed', 'true');
    const changes = await screen.findByRole('region', { name: 'Changes from version 1 to now' });
    await within(changes).findByLabelText('Body');
    expect(sentRequests('GET', api.revisionDiff)[0]?.url.pathname).toBe(
      '/api/v1/posts/revline/p1/revisions/r1/diff',
    );
    expect(changes.querySelector('dd del')).toHaveTextContent('Tire checklist');
    expect(changes.querySelector('dd ins')).toHaveTextContent('Winter tire checklist');
    const body = within(changes).getByLabelText('Body');
    expect(body.querySelector('del')).toHaveTextContent('tyres.');
    expect(body.querySelector('ins')).toHaveTextContent('tread.');

    await user.click(within(changes).getByRole('button', { name: revisionTexts.restore }));
    expect(await screen.findByText('Version 1 was restored as version 4.')).toBeInTheDocument();
    expect(sentRequests('POST', api.restoreRevision)[0]?.url.pathname).toBe(
      '/api/v1/posts/revline/p1/revisions/r1/restore',
    );
    expect(screen.getByLabelText('Post Title')).toHaveValue('Tire checklist');
    expect(await screen.findByRole('textbox', { name: 'Post Content' })).toHaveValue(
      '<p>Check the tyres.</p>',
    );
  });

  test('waits with a restore while there are unsaved changes, and says why', async () => {
    server.use(
      http.get(api.revisions, () => HttpResponse.json(revisions)),
      http.get(api.revisionDiff, () => HttpResponse.json(diff)),
    );
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Post Title'), ' draft');
    await user.click(screen.getByRole('button', { name: revisionTexts.showHistory }));
    await user.click(await screen.findByRole('button', { name: /^Version 1:/ }));
    const restore = await screen.findByRole('button', { name: revisionTexts.restore });
    expect(restore).toBeDisabled();
    expect(restore).toHaveAccessibleDescription(revisionTexts.restoreWaits);
    expect(sentRequests('POST', api.restoreRevision)).toHaveLength(0);
  });

  test('says when the history cannot be loaded, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(api.revisions, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json(revisions);
      }),
    );
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: revisionTexts.showHistory }));
    expect(await screen.findByText(revisionTexts.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Saved versions' })).toBeInTheDocument();
  });
});
