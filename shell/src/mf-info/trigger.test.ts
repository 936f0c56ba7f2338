// The overlay's code is loaded only when asked for: a visitor without ?mf-info never downloads it.
import { readToken } from '@agency/shared-state';
import { remoteForPath } from '../remotes/remote-registry';
import { watchMfInfo } from './trigger';

afterEach(() => window.history.replaceState(null, '', '/'));

it('loads nothing on a plain page, nor for another query', async () => {
  const load = jest.fn();
  watchMfInfo(load);
  window.history.replaceState(null, '', '/tech&tranquility?q=mf-info');
  watchMfInfo(load);
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();
});

it('loads and shows the overlay when the URL has ?mf-info', async () => {
  window.history.replaceState(null, '', '/tech&tranquility?mf-info');
  const overlay = { showMfInfo: jest.fn(async () => true) };
  watchMfInfo(async () => overlay as never);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(overlay.showMfInfo).toHaveBeenCalledTimes(1);
  // With the session's token and the remote table, handed in from the first-visit bundle.
  expect(overlay.showMfInfo).toHaveBeenCalledWith({ token: readToken, remoteFor: remoteForPath });
});
