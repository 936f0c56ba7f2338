// A remote fetched on intent (its routes and the linked page's code) is what the click then
// shows: the router takes the loaded routes instead of fetching them again.
import { act, screen } from '@testing-library/react';
import { remoteModules } from '../test/mf-runtime-mock';
import { renderShell } from '../test/render-shell';
import { preloadRemotePage } from './preload-intent';
import { registerRemoteManifests } from './remote-loader';

beforeAll(() => {
  registerRemoteManifests({
    marketing: 'http://m.test/mf-manifest.json',
    account: 'http://a.test/mf-manifest.json',
    blog: 'http://b.test/mf-manifest.json',
  });
});

it("a remote fetched before the click (its routes and the page's code) renders on the click without loading again", async () => {
  const routes = jest.fn(async () => ({
    default: [{ path: '/account', lazy: page }],
  }));
  const page = jest.fn(async () => ({ Component: () => <h1>Your account</h1> }));
  remoteModules.set('account/routes', routes);
  remoteModules.set('marketing/routes', async () => ({
    default: [{ path: '/about', element: <h1>About us</h1> }],
  }));
  const { router } = await renderShell('/about');
  await screen.findByRole('heading', { name: 'About us' });

  await preloadRemotePage('account', '/account');
  expect(routes).toHaveBeenCalledTimes(1);
  expect(page).toHaveBeenCalledTimes(1);
  await act(() => router.navigate('/account'));
  expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
  expect(routes).toHaveBeenCalledTimes(1);
});

it("runs the page's loader too: a static page's loader is what fetches its code", async () => {
  const loader = jest.fn(async () => null);
  remoteModules.set('blog/routes', async () => ({
    default: [{ path: '/tech&tranquility/:slug', loader, element: <h1>Post</h1> }],
  }));
  await preloadRemotePage('blog', '/tech&tranquility/what-is-seo');
  expect(loader).toHaveBeenCalledTimes(1);
  expect(loader.mock.calls[0]).toEqual([
    expect.objectContaining({ params: { slug: 'what-is-seo' } }),
  ]);
});
