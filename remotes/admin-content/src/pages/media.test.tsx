import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { blogPostPath } from '@agency/shared-state';
import { sentRequests, server } from '@agency/testing';
import type { MediaItem } from '@agency/contract';
import { adminPaths } from '../paths';
import { nextXhr, withFakeXhr } from '../test/fake-network';
import { signInAsAdmin, renderAdminAt, failsOnce } from '../test/admin-pages';
import { api } from '../test/api-routes';

function item(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    name: 'aaaaaaaa-1111-4000-8000-000000000001.png',
    url: 'http://localhost:4000/media/aaaaaaaa-1111-4000-8000-000000000001.png',
    contentType: 'image/png',
    kind: 'image',
    size: 54_300,
    uploadedAt: '2026-11-20T09:00:00.000Z',
    usedBy: [],
    ...overrides,
  };
}

const used = item({
  usedBy: [
    { id: 'p1', title: 'Brake pads explained', slug: 'brake-pads', publishStatus: 'Published' },
    { id: 'p2', title: 'Winter checklist', slug: 'winter', publishStatus: 'Scheduled' },
  ],
});
const video = item({
  name: 'bbbbbbbb-2222-4000-8000-000000000002.mp4',
  url: 'http://localhost:4000/media/bbbbbbbb-2222-4000-8000-000000000002.mp4',
  contentType: 'video/mp4',
  kind: 'video',
  size: 3_250_000,
});

signInAsAdmin();
withFakeXhr();

const renderPage = () => renderAdminAt(adminPaths.media);

test('lists each upload with its preview, type, size, date and the posts that use it', async () => {
  server.use(http.get(api.media, () => HttpResponse.json([used, video])));
  renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Media library' }),
  ).toBeInTheDocument();
  const rows = within(await screen.findByRole('list', { name: 'Uploaded files' })).getAllByRole(
    'listitem',
  );
  const image = rows[0]!;
  expect(within(image).getByRole('heading', { name: 'Image aaaaaaaa' })).toBeInTheDocument();
  expect(image.querySelector('img')).toHaveAttribute('src', used.url);
  expect(image).toHaveTextContent('image/png');
  expect(image).toHaveTextContent('53 KB');
  expect(within(image).getByRole('link', { name: 'Brake pads explained' })).toHaveAttribute(
    'href',
    blogPostPath('brake-pads'),
  );
  expect(image).toHaveTextContent('Winter checklist (scheduled)');
  expect(within(image).getByText(/2026/)).toHaveAttribute('dateTime', used.uploadedAt);

  const clip = screen.getByRole('heading', { name: 'Video bbbbbbbb' }).closest('li')!;
  expect(clip.querySelector('video')).toHaveAttribute('src', video.url);
  expect(clip).toHaveTextContent('3.1 MB');
  expect(clip).toHaveTextContent('No post');
});

test('an empty library says how to fill it', async () => {
  server.use(http.get(api.media, () => HttpResponse.json([])));
  renderPage();
  expect(
    await screen.findByText('No images or videos yet. Upload one here, or from the blog editor.'),
  ).toBeInTheDocument();
});

test('a library that cannot be read says so and tries again', async () => {
  server.use(
    http.get(
      api.media,
      failsOnce(() => HttpResponse.json([video])),
    ),
  );
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The media library could not be loaded.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Video bbbbbbbb' })).toBeInTheDocument();
});

test('deleting a file posts use shows the api’s refusal naming them, and keeps it listed', async () => {
  const refusal =
    'This file is used by “Brake pads explained” and “Winter checklist”. Remove it from those posts first.';
  server.use(
    http.get(api.media, () => HttpResponse.json([used])),
    http.delete(api.mediaFile, () => HttpResponse.json({ message: refusal }, { status: 409 })),
  );
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Delete Image aaaaaaaa' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(window.confirm).toHaveBeenCalledWith('Delete Image aaaaaaaa? This cannot be undone.');
  expect(sentRequests('DELETE', api.mediaFile).map((request) => request.params.name)).toEqual([
    used.name,
  ]);
  expect(screen.getByRole('heading', { name: 'Image aaaaaaaa' })).toBeInTheDocument();
});

test('deleting an unused file removes it from the list; a No at the question sends nothing', async () => {
  let items = [video];
  server.use(
    http.get(api.media, () => HttpResponse.json(items)),
    http.delete(api.mediaFile, () => {
      items = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
  const user = userEvent.setup();
  renderPage();
  const button = await screen.findByRole('button', { name: 'Delete Video bbbbbbbb' });
  await user.click(button);
  expect(sentRequests('DELETE', api.mediaFile)).toHaveLength(0);
  await user.click(button);
  expect(await screen.findByText('Video bbbbbbbb is deleted.')).toBeInTheDocument();
  expect(await screen.findByText(/No images or videos yet/)).toBeInTheDocument();
  expect(confirm).toHaveBeenCalledTimes(2);
});

test('pages with Load more files', async () => {
  const second = item({
    name: 'cccccccc-3333-4000-8000-000000000003.gif',
    contentType: 'image/gif',
  });
  server.use(
    http.get(api.media, ({ request }) =>
      new URL(request.url).searchParams.get('cursor') === 'page-2'
        ? HttpResponse.json([second])
        : HttpResponse.json([used], { headers: { 'x-next-cursor': 'page-2' } }),
    ),
  );
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Load more files' }));
  expect(await screen.findByRole('heading', { name: 'Image cccccccc' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Image aaaaaaaa' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more files' })).not.toBeInTheDocument();
});

test('uploads from the library with progress, then lists the new file', async () => {
  let items: MediaItem[] = [];
  server.use(http.get(api.media, () => HttpResponse.json(items)));
  const user = userEvent.setup();
  const { container } = renderPage();
  await screen.findByText(/No images or videos yet/);
  await user.upload(
    container.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bay.png', { type: 'image/png' }),
  );
  const xhr = await nextXhr(0);
  expect(xhr.url).toBe('http://localhost:4000/api/v1/media/revline/upload');
  act(() => xhr.progress(40, 100));
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
    'value',
    '40',
  );
  items = [item()];
  act(() => xhr.respond(201, { url: item().url }));
  expect(await screen.findByText('bay.png is uploaded.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Image aaaaaaaa' })).toBeInTheDocument();
});

test('a failed upload says so', async () => {
  server.use(http.get(api.media, () => HttpResponse.json([])));
  const user = userEvent.setup();
  const { container } = renderPage();
  await screen.findByText(/No images or videos yet/);
  await user.upload(
    container.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File(['x'], 'notes.png', { type: 'image/png' }),
  );
  act(() => void nextXhr(0).then((xhr) => xhr.respond(415, { message: 'no' })));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload the image.'),
  );
});
