import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sentRequests, server } from '@agency/testing';
import type { MediaItem } from '@agency/contract';
import { formatScheduled } from '../content/schedule';
import { adminPaths } from '../paths';
import { signInAsAdmin, renderAdminAt, postFixture } from '../test/admin-pages';
import { api } from '../test/api-routes';

jest.mock('@ckeditor/ckeditor5-react', () => jest.requireActual('../test/ckeditor-react-stub'));

const post = postFixture;

const photo: MediaItem = {
  name: 'aaaaaaaa-1111-4000-8000-000000000001.png',
  url: 'http://localhost:4000/media/aaaaaaaa-1111-4000-8000-000000000001.png',
  contentType: 'image/png',
  kind: 'image',
  size: 2048,
  uploadedAt: '2026-11-20T09:00:00.000Z',
  usedBy: [],
};

const renderPage = () => renderAdminAt(adminPaths.blogManagement);

signInAsAdmin();
describe('scheduling', () => {
  test('a post is scheduled for a local date and time, checked, and sent in UTC', async () => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([])),
      http.post(api.posts, () =>
        HttpResponse.json(post({ publishStatus: 'Scheduled' }), { status: 201 }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await user.type(screen.getByLabelText('Post Title'), 'Spring checklist');
    expect(screen.queryByLabelText('Publish on')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Post Status'), 'Scheduled');
    const when = screen.getByLabelText('Publish on');
    expect(when).toHaveAccessibleDescription(
      expect.stringMatching(/^Your time zone \(.+\)\. The post appears on the blog by itself/),
    );

    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose when the post should be published.',
    );
    fireEvent.change(when, { target: { value: '2020-01-15T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The publication time must be in the future.',
    );
    expect(when).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests('POST', api.posts)).toHaveLength(0);

    fireEvent.change(when, { target: { value: '2099-01-15T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('POST', api.posts)).toHaveLength(1));
    expect(await sentRequests('POST', api.posts)[0]?.json()).toMatchObject({
      title: 'Spring checklist',
      status: 'Scheduled',
      // 09:30 on the owner's clock, in UTC.
      publishAt: new Date(2099, 0, 15, 9, 30).toISOString(),
    });
  });

  test('the list shows Scheduled with its time, the editor shows that time, and Unpublish cancels it', async () => {
    const publishAt = new Date(2099, 5, 1, 8, 15).toISOString();
    const scheduled = post({ publishStatus: 'Scheduled', publishAt });
    server.use(
      http.get(api.posts, () => HttpResponse.json([scheduled])),
      http.post(api.unpublish, () => HttpResponse.json(post())),
    );
    const { user } = renderPage();
    const row = (
      await screen.findByRole('heading', { name: 'Winter tire checklist', level: 3 })
    ).closest('li')!;
    expect(row).toHaveTextContent('Scheduled');
    expect(row).toHaveTextContent(`Goes live ${formatScheduled(publishAt)}`);
    expect(within(row).queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit Winter tire checklist' }));
    expect(screen.getByLabelText('Post Status')).toHaveValue('Scheduled');
    expect(screen.getByLabelText('Publish on')).toHaveValue('2099-06-01T08:15');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(
      await screen.findByRole('button', { name: 'Unpublish Winter tire checklist' }),
    );
    await waitFor(() => expect(sentRequests('POST', api.unpublish)).toHaveLength(1));
    expect(
      await screen.findByText('“Winter tire checklist” is back to draft.'),
    ).toBeInTheDocument();
  });
});

describe('the media library picker', () => {
  test('inserts an uploaded image into the body and sets the feature image', async () => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([post()])),
      http.get(api.media, () => HttpResponse.json([photo])),
      http.put(api.post, () => HttpResponse.json(post())),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Winter tire checklist' }));
    const body = await screen.findByRole('textbox', { name: 'Post Content' });
    const open = screen.getByRole('button', { name: 'Media library' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Media library' });
    await user.click(
      await within(panel).findByRole('button', {
        name: /^Use as feature image\s*: Image aaaaaaaa$/,
      }),
    );
    expect(screen.getByText('Image aaaaaaaa is the feature image.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Insert Image aaaaaaaa' }));
    expect(screen.queryByRole('region', { name: 'Media library' })).not.toBeInTheDocument();
    expect(screen.getByText('Image aaaaaaaa is inserted into the post.')).toBeInTheDocument();
    expect((body as HTMLTextAreaElement).value).toContain(`<img src="${photo.url}">`);

    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('PUT', api.post)).toHaveLength(1));
    const sent = (await sentRequests('PUT', api.post)[0]?.json()) as Record<string, unknown>;
    expect(sent.content).toContain(`<img src="${photo.url}">`);
    expect(sent.featureImage).toEqual({ url: photo.url, alt: '' });
  });

  test('Escape closes it and gives the focus back to its button; an empty library says so', async () => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([])),
      http.get(api.media, () => HttpResponse.json([])),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await user.click(screen.getByRole('button', { name: 'Media library' }));
    expect(await screen.findByText(/No images or videos yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a file' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Media library' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Media library' })).toHaveFocus();
  });
});
