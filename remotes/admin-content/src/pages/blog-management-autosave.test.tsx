import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adminUserFixture, sentRequests, server } from '@agency/testing';
import type { Autosave } from '@agency/contract';
import { autosaveTexts } from '../content/autosave';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_WAIT_MS } from '@agency/contract/autosave';
import { autosaveCalls } from '../api';
import { RETRY_FIRST_MS } from '../hooks/use-autosave';
import { localCopyKey, type LocalCopy } from '../lib/autosave-store';
import { adminPaths } from '../paths';
import { signInAsAdmin, renderAdminAt, postFixture } from '../test/admin-pages';
import { api } from '../test/api-routes';

jest.mock('@ckeditor/ckeditor5-react', () => jest.requireActual('../test/ckeditor-react-stub'));

const saved = postFixture({ version: 3, updatedAt: '2026-11-20T13:00:00.000Z' });
const postKey = localCopyKey('revline', saved._id, adminUserFixture.id);
const newKey = localCopyKey('revline', null, adminUserFixture.id);

/** The editor's fields of the saved post, with some changed. */
const fieldsOf = (overrides: Partial<LocalCopy['draft']> = {}): LocalCopy['draft'] => ({
  title: saved.title,
  content: saved.content,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  status: 'Draft',
  publishAt: null,
  unpublishAt: null,
  tags: [],
  featureImage: null,
  ...overrides,
});

const slot: Autosave = {
  ...fieldsOf({ title: 'Winter tire checklist, longer', content: '<p>Check the tread depth.</p>' }),
  baseVersion: 2,
  savedAt: '2026-11-20T14:05:00.000Z',
};

const stored = (key: string) => {
  const kept = localStorage.getItem(key);
  return kept ? (JSON.parse(kept) as LocalCopy) : null;
};

signInAsAdmin();
beforeEach(() => {
  server.use(http.get(api.posts, () => HttpResponse.json([saved])));
});
afterEach(() => jest.useRealTimers());

/** Opens the saved post's editor; `ready` is what shows once it is open (by default the
 * editor itself, no earlier writing offered). */
async function openPost(ready = () => screen.findByRole('textbox', { name: 'Post Content' })) {
  const rendered = renderAdminAt(adminPaths.blogManagement);
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Edit Winter tire checklist' }),
  );
  await ready();
  return rendered;
}

const offerShown = () => screen.findByRole('button', { name: autosaveTexts.restore });

describe('autosave while typing', () => {
  test('keeps every change in the browser at once and sends one autosave 2 s after the last keystroke', async () => {
    await openPost();
    jest.useFakeTimers({ now: Date.parse('2026-11-20T14:00:00.000Z') });
    const title = screen.getByLabelText('Post Title');

    fireEvent.change(title, { target: { value: 'Winter tire' } });
    act(() => jest.advanceTimersByTime(1_500));
    fireEvent.change(title, { target: { value: 'Winter tire list' } });
    expect(stored(postKey)?.draft.title).toBe('Winter tire list');
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    expect(sentRequests('PUT', api.autosave)).toHaveLength(0);

    act(() => jest.advanceTimersByTime(1));
    // The request has left; the mock server answers on the real clock.
    jest.useRealTimers();
    await waitFor(() => expect(sentRequests('PUT', api.autosave)).toHaveLength(1));
    const puts = sentRequests('PUT', api.autosave);
    expect(await puts[0]!.json()).toEqual({
      ...fieldsOf({ title: 'Winter tire list' }),
      baseVersion: 3,
      tabId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(await screen.findByText(/^Autosaved at \d\d:\d\d$/)).toBeInTheDocument();
    expect(stored(postKey)).toBeNull();
  });

  test('typing that never pauses is still sent, every 10 s', async () => {
    const { unmount } = await openPost();
    // Counted, never sent: a request left waiting would be answered in a later test.
    const save = jest.spyOn(autosaveCalls, 'save').mockReturnValue(new Promise(() => {}));
    jest.useFakeTimers();
    const title = screen.getByLabelText('Post Title');
    for (let typed = 1; typed * 500 <= AUTOSAVE_MAX_WAIT_MS + 1_500; typed += 1) {
      fireEvent.change(title, { target: { value: `Title ${typed}` } });
      act(() => jest.advanceTimersByTime(500));
    }
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toMatchObject({
      title: `Title ${AUTOSAVE_MAX_WAIT_MS / 500}`,
    });
    jest.useRealTimers();
    // Closing sends what is pending: still to the spy, not to a later test's server.
    unmount();
    save.mockRestore();
  });

  test('keeps the browser’s copy while the api fails, says so, retries, and drops it once the api has it', async () => {
    let puts = 0;
    server.use(
      http.put(api.autosave, () => {
        puts += 1;
        return puts === 1
          ? HttpResponse.json({ message: 'Down.' }, { status: 503 })
          : HttpResponse.json({ savedAt: new Date().toISOString(), others: [] });
      }),
    );
    await openPost();
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Post Title'), { target: { value: 'Kept title' } });
    act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    jest.useRealTimers();
    expect(await screen.findByText(autosaveTexts.notSaved)).toBeInTheDocument();
    expect(stored(postKey)?.draft.title).toBe('Kept title');

    // The retry, RETRY_FIRST_MS later on the real clock.
    await waitFor(() => expect(stored(postKey)).toBeNull(), { timeout: RETRY_FIRST_MS + 2_000 });
    expect(puts).toBe(2);
    expect(screen.getByText(/^Autosaved at /)).toBeInTheDocument();
  });

  test('sends at once when the page is hidden, without waiting for the pause', async () => {
    await openPost();
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Post Title'), { target: { value: 'Hidden tab' } });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    jest.useRealTimers();
    await waitFor(() => expect(sentRequests('PUT', api.autosave)).toHaveLength(1));
    expect(await sentRequests('PUT', api.autosave)[0]!.json()).toMatchObject({
      title: 'Hidden tab',
    });
    visibility.mockRestore();
  });

  test('a real save drops the browser’s copy', async () => {
    server.use(http.put(api.post, () => HttpResponse.json({ ...saved, version: 4 })));
    const { user } = await openPost();
    fireEvent.change(screen.getByLabelText('Post Title'), { target: { value: 'Saved title' } });
    expect(stored(postKey)?.draft.title).toBe('Saved title');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByText('The post was saved.')).toBeInTheDocument();
    expect(stored(postKey)).toBeNull();
  });

  test('says who else has the post open, and the same person’s other tab', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    server.use(
      http.post(api.presence, () =>
        HttpResponse.json({
          others: [
            { username: 'dana', you: false, seenAt: minutesAgo(2) },
            { username: 'admin', you: true, seenAt: minutesAgo(1) },
          ],
        }),
      ),
    );
    await openPost();
    expect(
      await screen.findByText('Also open in another tab of yours, 1 min ago.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Also being edited by dana, 2 min ago.')).toBeInTheDocument();
  });
});

describe('opening a post with unsaved writing', () => {
  test('offers the server’s autosave with what changed; Restore puts it in the editor and the save names its version', async () => {
    server.use(
      http.get(api.autosave, () => HttpResponse.json(slot)),
      http.put(api.post, () => HttpResponse.json({ ...saved, version: 4 })),
    );
    const { user } = await openPost(offerShown);
    const offer = screen.getByRole('region', {
      name: autosaveTexts.offerHeading(slot.savedAt),
    });
    expect(offer).toHaveTextContent(/Restore what you were writing at \d\d:\d\d/);
    expect(within(offer).getByText('tread depth.', { selector: 'ins' })).toBeInTheDocument();
    expect(within(offer).getByText(autosaveTexts.offerOlder)).toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: autosaveTexts.restore }));
    expect(screen.getByLabelText('Post Title')).toHaveValue('Winter tire checklist, longer');
    expect(screen.getByRole('textbox', { name: 'Post Content' })).toHaveValue(
      '<p>Check the tread depth.</p>',
    );
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await screen.findByText('The post was saved.');
    expect(sentRequests('PUT', api.post)[0]?.headers.get('if-match')).toBe('"2"');
  });

  test('offers the browser’s copy when it is newer than the server’s', async () => {
    localStorage.setItem(
      postKey,
      JSON.stringify({
        draft: fieldsOf({ content: '<p>Typed offline, word for word.</p>' }),
        baseVersion: 3,
        savedAt: '2026-11-20T14:07:00.000Z',
      } satisfies LocalCopy),
    );
    server.use(http.get(api.autosave, () => HttpResponse.json(slot)));
    const { user } = await openPost(offerShown);
    const offer = screen.getByRole('region', {
      name: autosaveTexts.offerHeading('2026-11-20T14:07:00.000Z'),
    });
    await user.click(within(offer).getByRole('button', { name: autosaveTexts.restore }));
    expect(screen.getByRole('textbox', { name: 'Post Content' })).toHaveValue(
      '<p>Typed offline, word for word.</p>',
    );
  });

  test('a new post never saved is offered from the browser alone', async () => {
    localStorage.setItem(
      newKey,
      JSON.stringify({
        draft: { ...fieldsOf({ title: 'Spring checklist', content: '<p>Wipers.</p>' }) },
        baseVersion: null,
        savedAt: '2026-11-20T14:05:00.000Z',
      } satisfies LocalCopy),
    );
    const { user } = renderAdminAt(adminPaths.blogManagement);
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await user.click(await screen.findByRole('button', { name: autosaveTexts.restore }));
    expect(screen.getByLabelText('Post Title')).toHaveValue('Spring checklist');
    expect(await screen.findByText(autosaveTexts.newPost)).toBeInTheDocument();
    expect(sentRequests('GET', api.autosave)).toHaveLength(0);
  });

  test('Discard empties the server’s slot and the browser’s copy, and shows the saved post', async () => {
    localStorage.setItem(
      postKey,
      JSON.stringify({ draft: fieldsOf({ title: 'Old' }), baseVersion: 3, savedAt: slot.savedAt }),
    );
    server.use(http.get(api.autosave, () => HttpResponse.json(slot)));
    const { user } = await openPost(offerShown);
    await user.click(screen.getByRole('button', { name: autosaveTexts.discard }));
    await waitFor(() => expect(sentRequests('DELETE', api.autosave)).toHaveLength(1));
    expect(await screen.findByLabelText('Post Title')).toHaveValue('Winter tire checklist');
    expect(screen.queryByRole('button', { name: autosaveTexts.restore })).not.toBeInTheDocument();
    expect(stored(postKey)).toBeNull();
  });

  test('a discard that fails keeps both copies and says so', async () => {
    localStorage.setItem(
      postKey,
      JSON.stringify({ draft: fieldsOf({ title: 'Old' }), baseVersion: 3, savedAt: slot.savedAt }),
    );
    server.use(
      http.get(api.autosave, () => HttpResponse.json(slot)),
      http.delete(api.autosave, () => HttpResponse.json({ message: 'Down.' }, { status: 503 })),
    );
    const { user } = await openPost(offerShown);
    await user.click(screen.getByRole('button', { name: autosaveTexts.discard }));
    expect(await screen.findByRole('alert')).toHaveTextContent(autosaveTexts.discardFailed);
    expect(screen.getByRole('button', { name: autosaveTexts.restore })).toBeInTheDocument();
    expect(stored(postKey)?.draft.title).toBe('Old');
  });
});
