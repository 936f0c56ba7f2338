// The browser's compatibility gate: a remote whose manifest records a @agency/shared-state range this
// shell does not satisfy is never run; its section shows the unavailable message, the console
// gets one line naming need and have, and the other remotes load as before.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { version as reactVersion } from 'react';
import { server } from '@agency/testing';
import { remoteModules } from '../test/mf-runtime-mock';
import { renderShell } from '../test/render-shell';
import { registerRemoteManifests } from './remote-loader';

declare const __SHARED_STATE_VERSION__: string;
const NEXT_MAJOR = `^${Number(__SHARED_STATE_VERSION__.split('.')[0]) + 1}.0.0`;

beforeAll(() => {
  registerRemoteManifests({
    marketing: 'http://m.test/mf-manifest.json',
    blog: 'http://b.test/mf-manifest.json',
  });
});

it('refuses a blog built against the next @agency/shared-state major and still loads marketing', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get('http://b.test/mf-manifest.json', () =>
      HttpResponse.json({
        shared: [
          { name: 'react', requiredVersion: `^${reactVersion}` },
          { name: '@agency/shared-state', requiredVersion: NEXT_MAJOR },
        ],
      }),
    ),
    http.get('http://m.test/mf-manifest.json', () =>
      HttpResponse.json({
        shared: [{ name: '@agency/shared-state', requiredVersion: `^${__SHARED_STATE_VERSION__}` }],
      }),
    ),
  );
  const blog = jest.fn(async () => ({
    default: [{ path: '/tech&tranquility', element: <h1>Posts</h1> }],
  }));
  remoteModules.set('blog/routes', blog);
  remoteModules.set('marketing/routes', async () => ({
    default: [{ path: '/about', element: <h1>About us</h1> }],
  }));

  const { unmount } = await renderShell('/tech&tranquility');
  expect(
    await screen.findByRole('heading', { name: 'The blog is temporarily unavailable' }),
  ).toBeInTheDocument();
  expect(blog).not.toHaveBeenCalled();
  const line =
    `The blog remote is not loaded: it needs @agency/shared-state ${NEXT_MAJOR}; this shell has ` +
    `@agency/shared-state ${__SHARED_STATE_VERSION__}. Deploy a build of blog made against this shell's versions, or roll it back.`;
  expect(errors.mock.calls.filter(([first]) => first === line)).toHaveLength(1);
  unmount();

  await renderShell('/about');
  expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
});
