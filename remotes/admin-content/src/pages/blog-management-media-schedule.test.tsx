import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MediaItem, Post } from 'site-contract';
import {
  adminUserFixture,
  apiRoute,
  loggedInState,
  renderWithProviders,
  sentRequests,
  server,
  storeSession,
} from 'site-testing';
import routes from '../routes';
import { formatScheduled } from '../content/schedule';
import { adminPaths } from '../paths';

jest.mock('@ckeditor/ckeditor5-react', () => jest.requireActual('../test/ckeditor-react-stub'));

function post(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'p1',
    slug: 'first-post',
    title: 'Winter tire checklist',
    excerpt: '',
    content: '<p>Check the tread.</p>',
    tags: [],
    publishStatus: 'Draft',
    createdAt: '2025-01-10T09:00:00.000Z',
    updatedAt: '2025-01-11T09:00:00.000Z',
    likes: [],
    dislikes: [],
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    publishedAt: null,
    publishAt: null,
    readingMinutes: 1,
    featureImage: null,
    shareImage: { url: 'http://localhost:4000/media/card-1.png', width: 1200, height: 630 },
    ...overrides,
  };
}

const photo: MediaItem = {
  name: 'aaaaaaaa-1111-4000-8000-000000000001.png',
  url: 'http://localhost:4000/media/aaaaaaaa-1111-4000-8000-000000000001.png',
  contentType: 'image/png',
  kind: 'image',
  size: 2048,
  uploadedAt: '2026-11-20T09:00:00.000Z',
  usedBy: [],
};

const POSTS = apiRoute('/posts/:tenant');
const POST = apiRoute('/posts/:tenant/:id');
const UNPUBLISH = apiRoute('/posts/:tenant/:id/unpublish');
const MEDIA = apiRoute('/media/:tenant');

beforeEach(() => {
  storeSession(adminUserFixture, 'admin-token');
});
afterEach(() => localStorage.clear());

function renderPage() {
  return renderWithProviders(null, {
    routes,
    route: adminPaths.blogManagement,
    preloadedState: loggedInState(adminUserFixture),
  });
}

describe('scheduling', () => {
  test('a post is scheduled for a local date and time, checked, and sent in UTC', async () => {
    server.use(
      http.get(POSTS, () => HttpResponse.json([])),
      http.post(POSTS, () =>
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
    expect(sentRequests('POST', POSTS)).toHaveLength(0);

    fireEvent.change(when, { target: { value: '2099-01-15T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('POST', POSTS)).toHaveLength(1));
    expect(await sentRequests('POST', POSTS)[0]?.json()).toMatchObject({
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
      http.get(POSTS, () => HttpResponse.json([scheduled])),
      http.post(UNPUBLISH, () => HttpResponse.json(post())),
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
    await waitFor(() => expect(sentRequests('POST', UNPUBLISH)).toHaveLength(1));
    expect(
      await screen.findByText('“Winter tire checklist” is back to draft.'),
    ).toBeInTheDocument();
  });
});

describe('the media library picker', () => {
  test('inserts an uploaded image into the body and sets the feature image', async () => {
    server.use(
      http.get(POSTS, () => HttpResponse.json([post()])),
      http.get(MEDIA, () => HttpResponse.json([photo])),
      http.put(POST, () => HttpResponse.json(post())),
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
    await waitFor(() => expect(sentRequests('PUT', POST)).toHaveLength(1));
    const sent = (await sentRequests('PUT', POST)[0]?.json()) as Record<string, unknown>;
    expect(sent.content).toContain(`<img src="${photo.url}">`);
    expect(sent.featureImage).toEqual({ url: photo.url, alt: '' });
  });

  test('Escape closes it and gives the focus back to its button; an empty library says so', async () => {
    server.use(
      http.get(POSTS, () => HttpResponse.json([])),
      http.get(MEDIA, () => HttpResponse.json([])),
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
