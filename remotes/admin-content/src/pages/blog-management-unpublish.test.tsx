import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sentRequests, server } from '@agency/testing';
import { formatScheduled } from '../content/schedule';
import { adminPaths } from '../paths';
import { signInAsAdmin, renderAdminAt, postFixture as post } from '../test/admin-pages';
import { api } from '../test/api-routes';

jest.mock('@ckeditor/ckeditor5-react', () => jest.requireActual('../test/ckeditor-react-stub'));

const renderPage = () => renderAdminAt(adminPaths.blogManagement);

async function editTheOnlyPost() {
  const view = renderPage();
  await view.user.click(await screen.findByRole('button', { name: 'Edit Winter tire checklist' }));
  return view;
}

signInAsAdmin();
describe('unpublishing at a time', () => {
  test('a published post gets a local time to go down, checked, sent in UTC, and clearable', async () => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([post({ publishStatus: 'Published' })])),
      http.put(api.post, () => HttpResponse.json(post({ publishStatus: 'Published' }))),
    );
    const { user } = await editTheOnlyPost();
    const until = screen.getByLabelText('Unpublish at');
    expect(until).toHaveValue('');
    expect(until).toHaveAccessibleDescription(
      expect.stringMatching(/^Optional, in your time zone \(.+\)\. The post goes back to draft/),
    );
    expect(
      screen.queryByRole('button', { name: 'Clear the unpublish time' }),
    ).not.toBeInTheDocument();

    fireEvent.change(until, { target: { value: '2020-03-01T18:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The unpublish time must be in the future.',
    );
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests('PUT', api.post)).toHaveLength(0);

    fireEvent.change(until, { target: { value: '2099-03-01T18:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('PUT', api.post)).toHaveLength(1));
    expect(await sentRequests('PUT', api.post)[0]?.json()).toMatchObject({
      status: 'Published',
      // 18:00 on the owner's clock, in UTC.
      unpublishAt: new Date(2099, 2, 1, 18, 0).toISOString(),
    });
  });

  test('Clear removes the time the post has, and the save sends null', async () => {
    const unpublishAt = new Date(2099, 2, 1, 18, 0).toISOString();
    server.use(
      http.get(api.posts, () =>
        HttpResponse.json([post({ publishStatus: 'Published', unpublishAt })]),
      ),
      http.put(api.post, () => HttpResponse.json(post({ publishStatus: 'Published' }))),
    );
    const { user } = await editTheOnlyPost();
    const until = screen.getByLabelText('Unpublish at');
    expect(until).toHaveValue('2099-03-01T18:00');
    await user.click(screen.getByRole('button', { name: 'Clear the unpublish time' }));
    expect(until).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('PUT', api.post)).toHaveLength(1));
    expect(await sentRequests('PUT', api.post)[0]?.json()).toMatchObject({ unpublishAt: null });
  });

  test('with a scheduled publication it must come after it; a draft has none', async () => {
    server.use(
      http.get(api.posts, () => HttpResponse.json([])),
      http.post(api.posts, () => HttpResponse.json(post(), { status: 201 })),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    await user.type(screen.getByLabelText('Post Title'), 'Winter tyre special');
    expect(screen.queryByLabelText('Unpublish at')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Post Status'), 'Scheduled');
    fireEvent.change(screen.getByLabelText('Publish on'), {
      target: { value: '2099-01-15T09:30' },
    });
    const until = screen.getByLabelText('Unpublish at');
    fireEvent.change(until, { target: { value: '2099-01-15T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The unpublish time must be after the publication time.',
    );
    expect(sentRequests('POST', api.posts)).toHaveLength(0);

    fireEvent.change(until, { target: { value: '2099-02-28T23:59' } });
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('POST', api.posts)).toHaveLength(1));
    expect(await sentRequests('POST', api.posts)[0]?.json()).toMatchObject({
      status: 'Scheduled',
      publishAt: new Date(2099, 0, 15, 9, 30).toISOString(),
      unpublishAt: new Date(2099, 1, 28, 23, 59).toISOString(),
    });
  });

  test('moving a post back to Draft drops its unpublish time from the save', async () => {
    const unpublishAt = new Date(2099, 2, 1, 18, 0).toISOString();
    server.use(
      http.get(api.posts, () =>
        HttpResponse.json([post({ publishStatus: 'Published', unpublishAt })]),
      ),
      http.put(api.post, () => HttpResponse.json(post())),
    );
    const { user } = await editTheOnlyPost();
    await user.selectOptions(screen.getByLabelText('Post Status'), 'Draft');
    expect(screen.queryByLabelText('Unpublish at')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('PUT', api.post)).toHaveLength(1));
    expect(await sentRequests('PUT', api.post)[0]?.json()).toMatchObject({
      status: 'Draft',
      unpublishAt: null,
    });
  });

  test('the list says when a post goes down, in the owner’s time zone', async () => {
    const unpublishAt = new Date(2099, 2, 1, 18, 0).toISOString();
    server.use(
      http.get(api.posts, () =>
        HttpResponse.json([post({ publishStatus: 'Published', unpublishAt })]),
      ),
    );
    renderPage();
    const row = (
      await screen.findByRole('heading', { name: 'Winter tire checklist', level: 3 })
    ).closest('li')!;
    expect(row).toHaveTextContent(`Goes down ${formatScheduled(unpublishAt)}`);
    expect(within(row).getByText(formatScheduled(unpublishAt))).toHaveAttribute(
      'datetime',
      unpublishAt,
    );
  });
});
