import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { delay, http, HttpResponse } from 'msw';
import { sentRequests, server } from '@agency/testing';
import { adminPaths } from '../paths';
import {
  signInAsAdmin,
  renderAdminAt,
  inboxSummary,
  expectSentAsAdmin,
  catchDownloads,
} from '../test/admin-pages';
import { exportMessages } from '../content/messages';
import { api } from '../test/api-routes';

signInAsAdmin();
beforeEach(() => {
  server.use(http.get(api.summary, () => HttpResponse.json(inboxSummary({ new: 3 }))));
});

const renderHub = () => renderAdminAt(paths.contentLibrary);
const downloads = catchDownloads();

const profileWith = (role: string) => ({ username: 'admin', email: 'admin@example.com', role });
/** The profile read, answering with `role`. */
const profile = (role: string) => http.get(api.profile, () => HttpResponse.json(profileWith(role)));

test('a SuperAdmin profile gives Manage Blogs, leading to blog management', async () => {
  server.use(
    http.get(api.profile, async () => {
      await delay(300);
      return HttpResponse.json(profileWith('SuperAdmin'));
    }),
  );
  renderHub();

  expect(
    await screen.findByRole('heading', { name: 'Content Library', level: 1 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
  const link = await screen.findByRole('link', { name: 'Manage Blogs' });
  expect(link).toHaveAttribute('href', adminPaths.blogManagement);
  expect(screen.queryByRole('link', { name: 'View Blogs' })).not.toBeInTheDocument();

  const request = expectSentAsAdmin('GET', api.profile);
  expect(request?.url.pathname).toBe('/api/v1/users/revline/profile');
  expect(request?.headers.get('x-tenant-id')).toBe('revline');
  expect(document.title).toBe('Content Library | Revline Digital');
});

test('any other role from the profile gives View Blogs, leading to the blog list', async () => {
  server.use(profile('User'));
  renderHub();
  expect(await screen.findByRole('link', { name: 'View Blogs' })).toHaveAttribute(
    'href',
    paths.blog,
  );
  expect(screen.queryByRole('link', { name: 'Manage Blogs' })).not.toBeInTheDocument();
});

test('a failed role fetch is only logged: no error on the page', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.get(api.profile, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  renderHub();
  // The session's SuperAdmin role stands in for the missing profile.
  expect(await screen.findByRole('link', { name: 'Manage Blogs' })).toBeInTheDocument();
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith('Failed to fetch the user role.', expect.anything()),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('five tabs, Blogs first and Templates last; arrows, Home and End move between them', async () => {
  server.use(profile('SuperAdmin'));
  const { user } = renderHub();
  const tablist = await screen.findByRole('tablist', { name: 'Kinds of content' });
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'Blogs',
    'Social Media',
    'Podcasts',
    'Media',
    'Templates',
  ]);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Blogs' })).toBeVisible();

  // From the breadcrumb, Tab enters the tablist on the selected tab.
  act(() => screen.getByRole('link', { name: 'Admin' }).focus());
  await user.tab();
  expect(tabs[0]).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tabs[1]).toHaveFocus();
  expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Social Media' })).toBeVisible();
  await user.keyboard('{End}');
  expect(tabs[4]).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tabs[0]).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(tabs[4]).toHaveFocus();
  await user.keyboard('{Home}');
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is in the Tab order.
  expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]]);
});

test.each([
  ['Social Media', /Social media management is not available yet/],
  ['Podcasts', /Podcast publishing is not available yet/],
  ['Templates', /Templates are not available yet/],
])('%s says plainly that it does not exist yet and links nowhere', async (name, note) => {
  server.use(profile('SuperAdmin'));
  const { user } = renderHub();
  await user.click(await screen.findByRole('tab', { name }));
  const panel = screen.getByRole('tabpanel', { name });
  expect(within(panel).getByRole('heading', { level: 2 })).toBeInTheDocument();
  const button = within(panel).getByRole('button', { name: 'Coming soon' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAccessibleDescription(note);
  expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
});

test('Media leads to the media library', async () => {
  server.use(profile('SuperAdmin'));
  const { user } = renderHub();
  await user.click(await screen.findByRole('tab', { name: 'Media' }));
  const panel = screen.getByRole('tabpanel', { name: 'Media' });
  expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Media library');
  expect(within(panel).queryByRole('button', { name: 'Coming soon' })).not.toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Open the media library' })).toHaveAttribute(
    'href',
    adminPaths.media,
  );
});

test('is for SuperAdmins only', async () => {
  localStorage.clear();
  const { router } = renderAdminAt(paths.contentLibrary, 'User');
  await waitFor(() => expect(router.state.location.pathname).toBe(paths.userProfile));
  expect(sentRequests()).toHaveLength(0);
});

test('the inbox card shows the New count and leads to the inbox', async () => {
  server.use(profile('SuperAdmin'));
  renderHub();
  const card = (await screen.findByRole('heading', { name: 'Inbox 3 new', level: 2 })).closest(
    'section',
  ) as HTMLElement;
  expect(within(card).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute(
    'href',
    adminPaths.inbox,
  );
  expectSentAsAdmin('GET', api.summary);
});

test('the inbox card still leads to the inbox when the count cannot be read', async () => {
  server.use(
    profile('SuperAdmin'),
    http.get(api.summary, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
  );
  renderHub();
  expect(
    await screen.findByText('The number of new leads could not be loaded.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Inbox', level: 2 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the inbox' })).toBeInTheDocument();
});

describe("the export of the site's content", () => {
  test("downloads the api's JSON file with the SuperAdmin's token", async () => {
    server.use(
      profile('SuperAdmin'),
      http.get(api.exportContent, () =>
        HttpResponse.json({ format: 'agency-content-export', version: 1, posts: [] }),
      ),
    );
    const { user } = renderHub();
    await user.click(await screen.findByRole('button', { name: 'Download the export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(JSON.parse(await downloads[0]!.text())).toMatchObject({
      format: 'agency-content-export',
    });
    expectSentAsAdmin('GET', api.exportContent);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('says so when the file does not arrive, and the button works again', async () => {
    server.use(
      profile('SuperAdmin'),
      http.get(api.exportContent, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { user } = renderHub();
    const button = await screen.findByRole('button', { name: 'Download the export' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(exportMessages.failed);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(downloads).toHaveLength(0);
  });
});
