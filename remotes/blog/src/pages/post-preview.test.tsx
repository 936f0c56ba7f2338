import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PREVIEW_LINK_GONE } from '@agency/contract';
import { apiRoute, renderWithProviders, sentRequests, server } from '@agency/testing';
import routes from '../routes';
import { listFixture, makePost } from '../test-fixtures';

const PREVIEW = apiRoute('/previews/:tenant/:token');
const LIST = apiRoute('/posts/:tenant');
const COMMENTS = apiRoute('/posts/:tenant/:postId/comments');

const draft = makePost({
  _id: 'd-1',
  slug: 'kessler-case-study',
  title: 'Case study: Kessler Auto',
  content: '<p>Forty new bookings a month.</p>',
  publishStatus: 'Draft',
  publishedAt: null,
  tags: ['Marketing'],
});
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const renderPreview = (token = TOKEN) =>
  renderWithProviders(null, { routes, route: `/tech&tranquility/preview/${token}` });

const head = (selector: string) => document.head.querySelector(selector);

describe('a draft preview page', () => {
  beforeEach(() => {
    server.use(
      http.get(PREVIEW, () =>
        HttpResponse.json({ post: draft, expiresAt: '2026-12-05T10:00:00.000Z' }),
      ),
      http.get(LIST, () => HttpResponse.json(listFixture)),
      http.get(COMMENTS, () => HttpResponse.json([])),
    );
  });

  it('shows the draft as its page will look, under a notice, with no comment form, votes or share card', async () => {
    renderPreview();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Case study: Kessler Auto' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Forty new bookings a month.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Draft preview: this post is not published yet. Shared until December 5, 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marketing' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(screen.queryByText('Please log in to comment.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /like/i })).not.toBeInTheDocument();
    expect(sentRequests('GET', COMMENTS)).toHaveLength(0);
    // The token went to the preview read, with no session.
    const [request] = sentRequests('GET', PREVIEW);
    expect(new URL(request!.url).pathname).toBe(`/api/v1/previews/revline/${TOKEN}`);
    expect(request!.headers.get('authorization')).toBeNull();

    await waitFor(() => expect(document.title).toBe('Case study: Kessler Auto | Revline Digital'));
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(head('meta[property^="og:"]')).toBeNull();
    expect(head('meta[name^="twitter:"]')).toBeNull();
    expect(head('script[type="application/ld+json"]')).toBeNull();
  });

  it('says the link no longer works when the api answers 404', async () => {
    server.use(
      http.get(PREVIEW, () => HttpResponse.json({ message: PREVIEW_LINK_GONE }, { status: 404 })),
    );
    renderPreview('revoked-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preview not available' }),
    ).toBeInTheDocument();
    expect(screen.getByText(PREVIEW_LINK_GONE)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Browse all articles on Tech & Tranquility' }),
    ).toHaveAttribute('href', '/tech&tranquility');
    await waitFor(() => expect(document.title).toBe('Preview not available | Revline Digital'));
    expect(head('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('offers to try again when the preview cannot be read', async () => {
    server.use(http.get(PREVIEW, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderPreview();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the preview.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
