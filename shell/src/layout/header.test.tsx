import { act, screen, waitFor, within } from '@testing-library/react';
import { RequireAuth } from '@agency/shared-state';
import { http, HttpResponse } from 'msw';
import { apiRoute, loggedInState, sentRequests, server, storeSession } from '@agency/testing';
import { registerRemoteManifests } from '../remotes/remote-loader';
import { remoteModules } from '../test/mf-runtime-mock';
import { renderShell } from '../test/render-shell';

const LOGOUT = apiRoute('/users/:tenant/logout');
const loggedOut = http.post(LOGOUT, () => new HttpResponse(null, { status: 204 }));

describe('header', () => {
  beforeEach(() => localStorage.clear());

  it('shows the main navigation links and an Account link when logged out', async () => {
    await renderShell('/nowhere');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of [
      'Home',
      'About',
      'Services',
      'Portfolio',
      'Contact',
      'Tech & Tranquility',
      'Account',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('button', { name: /profile/i })).not.toBeInTheDocument();
  });

  it('opens the Profile dropdown and closes it on an outside click and on Escape', async () => {
    storeSession();
    const { user } = await renderShell('/nowhere', loggedInState());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const toggle = within(nav).getByRole('button', { name: /profile/i });
    expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(within(nav).queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(within(nav).queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('offers an Author the Content Library from the Profile menu', async () => {
    const author = { username: 'ann', email: 'ann@example.com', role: 'Author' as const };
    storeSession(author);
    const { user } = await renderShell('/nowhere', loggedInState(author));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /profile/i }));
    expect(within(nav).getByRole('link', { name: 'Content Library' })).toHaveAttribute(
      'href',
      '/superadmin/content-library',
    );
  });

  it("a User's Profile menu has no Content Library", async () => {
    storeSession();
    const { user } = await renderShell('/nowhere', loggedInState());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /profile/i }));
    expect(within(nav).getByRole('link', { name: 'View Profile' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Content Library' })).not.toBeInTheDocument();
  });

  it('Logout revokes the token, clears the session and returns home', async () => {
    server.use(loggedOut);
    storeSession(undefined, 'tok-9');
    const { user, router, store } = await renderShell('/nowhere', loggedInState());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /profile/i }));
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await within(nav).findByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(sentRequests('POST', LOGOUT)[0]?.headers.get('authorization')).toBe('Bearer tok-9');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('the theme toggle starts light and flips data-theme on <html>', async () => {
    const { user } = await renderShell('/nowhere');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.click(within(nav).getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(within(nav).getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('the mobile More overlay lists About, Portfolio, Tech & Tranquility, Account, theme and Close', async () => {
    const { user } = await renderShell('/nowhere');
    const bar = await screen.findByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Services', 'Contact'])
      expect(within(bar).getByRole('link', { name })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    const dialog = screen.getByRole('dialog', { name: 'More' });
    for (const name of ['About', 'Portfolio', 'Tech & Tranquility', 'Account']) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: /dark theme/i }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the More overlay offers Profile when logged in', async () => {
    storeSession();
    const { user } = await renderShell('/nowhere', loggedInState());
    const bar = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    const dialog = screen.getByRole('dialog', { name: 'More' });
    expect(within(dialog).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
    expect(within(dialog).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('the mobile More dialog', () => {
    async function openMore() {
      const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
      const { user } = await renderShell('/nowhere');
      const bar = await screen.findByRole('navigation', { name: 'Mobile' });
      const more = within(bar).getByRole('button', { name: 'More' });
      await user.click(more);
      const dialog = screen.getByRole('dialog', { name: 'More' });
      return { user, more, dialog, showModal };
    }

    it('opens modal (showModal) with focus on its first link', async () => {
      const { more, dialog, showModal } = await openMore();
      expect(dialog.tagName).toBe('DIALOG');
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(showModal.mock.contexts[0]).toBe(dialog);
      expect(dialog).toHaveAttribute('open');
      expect(within(dialog).getByRole('link', { name: 'About' })).toHaveFocus();
      expect(more).toHaveAttribute('aria-controls', dialog.id);
    });

    it('is in the page closed, and More and Close name it with invoker commands, so the browser answers them before the page is live', async () => {
      await renderShell('/nowhere');
      const bar = await screen.findByRole('navigation', { name: 'Mobile' });
      const more = within(bar).getByRole('button', { name: 'More' });
      const dialog = document.getElementById(more.getAttribute('aria-controls')!)!;
      expect(dialog.tagName).toBe('DIALOG');
      expect(dialog).not.toHaveAttribute('open');
      expect(more).toHaveAttribute('commandfor', dialog.id);
      expect(more).toHaveAttribute('command', 'show-modal');
      expect(dialog).toHaveAttribute('closedby', 'any');
      const close = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Close');
      expect(close).toHaveAttribute('commandfor', dialog.id);
      expect(close).toHaveAttribute('command', 'close');
    });

    it('follows a dialog the browser opened itself: focus moves to its first link, Escape closes it and focus returns to More', async () => {
      const { user } = await renderShell('/nowhere');
      const bar = await screen.findByRole('navigation', { name: 'Mobile' });
      const more = within(bar).getByRole('button', { name: 'More' });
      const dialog = document.getElementById(
        more.getAttribute('aria-controls')!,
      ) as HTMLDialogElement;
      // What a browser does for `command="show-modal"`, with no click handler of ours involved.
      act(() => dialog.showModal());
      expect(within(dialog).getByRole('link', { name: 'About' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(dialog).not.toHaveAttribute('open');
      expect(more).toHaveFocus();
    });

    it('Escape closes it and focus returns to More', async () => {
      const { user, more, dialog } = await openMore();
      await user.keyboard('{Escape}');
      expect(dialog).not.toHaveAttribute('open');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(more).toHaveFocus();
    });

    it('Close and a click on the backdrop close it and return focus to More', async () => {
      const first = await openMore();
      await first.user.click(within(first.dialog).getByRole('button', { name: 'Close' }));
      expect(first.dialog).not.toHaveAttribute('open');
      expect(first.more).toHaveFocus();

      await first.user.click(first.more);
      const dialog = screen.getByRole('dialog', { name: 'More' });
      // A click inside the panel keeps it open; the backdrop is the dialog element itself.
      await first.user.click(within(dialog).getByRole('list'));
      expect(dialog).toHaveAttribute('open');
      await first.user.click(dialog);
      expect(dialog).not.toHaveAttribute('open');
      expect(first.more).toHaveFocus();
    });

    it('a link followed from it closes it and leaves the focus to the page it opened', async () => {
      const { user, more, dialog } = await openMore();
      await user.click(within(dialog).getByRole('link', { name: 'About' }));
      await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
      expect(more).not.toHaveFocus();
    });
  });
});

describe('logout from a protected page', () => {
  beforeEach(() => {
    localStorage.clear();
    server.use(loggedOut);
  });

  it('goes home, not to /account', async () => {
    registerRemoteManifests({
      account: 'http://a.test/mf-manifest.json',
      marketing: 'http://m.test/mf-manifest.json',
    });
    remoteModules.set('account/routes', async () => ({
      default: [
        {
          element: <RequireAuth />,
          children: [{ path: '/user/profile', element: <h1>Your profile</h1> }],
        },
      ],
    }));
    remoteModules.set('marketing/routes', async () => ({
      default: [{ path: '/', element: <h1>Home page</h1> }],
    }));
    storeSession();
    const { user, router } = await renderShell('/user/profile', loggedInState());
    await screen.findByRole('heading', { name: 'Your profile' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: /profile/i }));
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The session is cleared once home has rendered, after the api has revoked the token.
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});
