import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sentRequests, server } from '@agency/testing';
import { slugTexts } from '../content/slug';
import { adminPaths } from '../paths';
import { signInAsAdmin, renderAdminAt, postFixture as post } from '../test/admin-pages';
import { api } from '../test/api-routes';

jest.mock('@ckeditor/ckeditor5-react', () => jest.requireActual('../test/ckeditor-react-stub'));

async function editTheOnlyPost() {
  const view = renderAdminAt(adminPaths.blogManagement);
  await view.user.click(await screen.findByRole('button', { name: 'Edit Winter tire checklist' }));
  return view;
}

signInAsAdmin();
describe("a post's web address", () => {
  test('a published post shows its address and what a change does; an unchanged one is not sent', async () => {
    const live = post({ publishStatus: 'Published', publishedAt: '2025-01-11T09:00:00.000Z' });
    server.use(
      http.get(api.posts, () => HttpResponse.json([live])),
      http.put(api.post, () => HttpResponse.json({ ...live, slug: 'winter-tyre-guide' })),
    );
    const { user } = await editTheOnlyPost();
    const address = screen.getByLabelText(slugTexts.label);
    expect(address).toHaveValue('first-post');
    expect(address).toHaveAccessibleDescription(
      slugTexts.publishedHint('/tech&tranquility/first-post'),
    );

    // An unchanged address is not sent: the api keeps it (a draft's follows its title).
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('PUT', api.post)).toHaveLength(1));
    expect(await sentRequests('PUT', api.post)[0]?.json()).not.toHaveProperty('slug');
  });

  test('a new address is sent with the save', async () => {
    const live = post({ publishStatus: 'Published' });
    server.use(
      http.get(api.posts, () => HttpResponse.json([live])),
      http.put(api.post, () => HttpResponse.json({ ...live, slug: 'winter-tyre-guide' })),
    );
    const { user } = await editTheOnlyPost();
    const address = screen.getByLabelText(slugTexts.label);
    await user.clear(address);
    await user.type(address, 'Winter-Tyre-Guide');
    expect(address).toHaveValue('winter-tyre-guide');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    await waitFor(() => expect(sentRequests('PUT', api.post)).toHaveLength(1));
    expect(await sentRequests('PUT', api.post)[0]?.json()).toMatchObject({
      slug: 'winter-tyre-guide',
    });
  });

  test('an address of the wrong form is refused before anything is sent', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([post()])));
    const { user } = await editTheOnlyPost();
    const address = screen.getByLabelText(slugTexts.label);
    expect(address).toHaveAccessibleDescription(
      slugTexts.draftHint('/tech&tranquility/first-post'),
    );
    await user.clear(address);
    await user.type(address, 'winter--tyres!');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByText(slugTexts.invalid)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(sentRequests('PUT', api.post)).toHaveLength(0);
  });

  test("another post's address: the api's sentence under the field, and what was typed stays", async () => {
    const taken = 'Another post already has that address. Please choose another slug.';
    server.use(
      http.get(api.posts, () => HttpResponse.json([post()])),
      http.put(api.post, () => HttpResponse.json({ message: taken }, { status: 409 })),
    );
    const { user } = await editTheOnlyPost();
    const address = screen.getByLabelText(slugTexts.label);
    await user.clear(address);
    await user.type(address, 'oil-change');
    await user.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveValue('oil-change');
    expect(screen.queryByText('Failed to save the blog.')).not.toBeInTheDocument();
  });

  test('a new post has no address field: the api makes it from the title', async () => {
    server.use(http.get(api.posts, () => HttpResponse.json([])));
    const { user } = renderAdminAt(adminPaths.blogManagement);
    await user.click(await screen.findByRole('button', { name: 'Create New Post' }));
    expect(screen.queryByLabelText(slugTexts.label)).not.toBeInTheDocument();
  });
});
