import { screen, waitFor } from '@testing-library/react';
import { registerRemoteManifests } from '../remotes/remote-loader';
import { renderShell } from '../test/render-shell';

it('an unknown path shows the 404 page with a Back to Home link', async () => {
  // Back to Home enters the marketing remote, which this test does not register: its load fails
  // at once, without the loader's waits between tries.
  registerRemoteManifests({}, { retryDelaysMs: [0, 0, 0] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user, router } = await renderShell('/this/does/not/exist');
  expect(
    await screen.findByRole('heading', { level: 1, name: '404 – Page Not Found' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Sorry, the page you are looking for does not exist.'),
  ).toBeInTheDocument();
  expect(document.title).toContain('404 – Page Not Found');
  await user.click(screen.getByRole('link', { name: 'Back to Home' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});
