import { act, screen } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { RequireSuperAdmin, type SessionUser } from '@agency/shared-state';
import { registered, remoteModules } from './test/mf-runtime-mock';
import { registerRemoteManifests } from './remotes/remote-loader';
import { renderShell } from './test/render-shell';

function Where() {
  return <h1>Blog list at {useLocation().pathname}</h1>;
}

const blogRoutes = { default: [{ path: '/tech&tranquility', element: <Where /> }] };

describe('runtime composition', () => {
  beforeAll(() => {
    registerRemoteManifests(
      {
        marketing: 'http://m.test/mf-manifest.json',
        blog: 'http://b.test/mf-manifest.json',
        account: 'http://a.test/mf-manifest.json',
        admin_content: 'http://ac.test/mf-manifest.json',
      },
      // Tries again at once: the backoff has its own tests (remotes/remote-retry.test.tsx).
      { retryDelaysMs: [0, 0, 0] },
    );
  });
  beforeEach(() => {
    remoteModules.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("loads a remote's routes when the URL enters its prefix and renders them in the layout", async () => {
    remoteModules.set('marketing/routes', async () => ({
      default: [{ path: '/about', element: <h1>About us</h1> }],
    }));
    await renderShell('/about');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the unavailable message when a remote cannot load, and Try again loads that remote alone, keeping the page', async () => {
    const { user } = await renderShell('/tech&tranquility');
    expect(
      await screen.findByRole('heading', { name: 'The blog is temporarily unavailable' }),
    ).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const blogTries = () =>
      registered.filter((entry) => entry.name === 'blog' && entry.force).length;
    // The first load and its three further tries, each registering the container anew.
    expect(blogTries()).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'The blog is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(blogTries()).toBe(4);

    remoteModules.set('blog/routes', async () => blogRoutes);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Blog list at /tech&tranquility' }),
    ).toBeInTheDocument();
    expect(registered.some((entry) => entry.name === 'blog' && entry.force)).toBe(true);
    // The layout was never unmounted: the rest of the page kept its state.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBe(navigation);
  });

  it('a remote that throws while rendering shows the unavailable message inside the layout', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    remoteModules.set('account/routes', async () => ({
      default: [{ path: '/account', element: <Broken /> }],
    }));
    await renderShell('/account');
    expect(
      await screen.findByRole('heading', { name: 'Accounts is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  describe.each([
    ['a logged-out visitor', null, '/account'],
    ['a User', { username: 'u', email: 'u@x.io', role: 'User' }, '/user/profile'],
  ] as const)('the admin remote for %s', (_label, who, landsOn) => {
    it(`is never fetched; the visitor lands on ${landsOn}`, async () => {
      const load = jest.fn(async () => ({ default: [] }));
      remoteModules.set('admin_content/routes', load);
      remoteModules.set('account/routes', async () => ({
        default: [{ path: '*', element: <Where /> }],
      }));
      const preloaded = who
        ? { session: { user: who as SessionUser, isLoggedIn: true } }
        : undefined;
      const { router } = await renderShell('/superadmin/content-library', preloaded);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(router.state.location.pathname).toBe(landsOn);
      expect(load).not.toHaveBeenCalled();
    });
  });

  it('the admin remote loads for a SuperAdmin', async () => {
    remoteModules.set('admin_content/routes', async () => ({
      default: [
        {
          element: <RequireSuperAdmin />,
          children: [{ path: '/superadmin/content-library', element: <h1>Hub</h1> }],
        },
      ],
    }));
    await renderShell('/superadmin/content-library', {
      session: { user: { username: 'a', email: 'a@x.io', role: 'SuperAdmin' }, isLoggedIn: true },
    });
    expect(await screen.findByRole('heading', { name: 'Hub' })).toBeInTheDocument();
  });
});

// Keeps Outlet imported for route objects defined inline above.
void Outlet;
