// The overlay's code is loaded only when asked for: a visitor without ?mf-info and without the
// preview bar's toggle never downloads it.
import { watchMfInfo } from './trigger';

const overlay = () => ({
  showMfInfo: jest.fn(async () => true),
  toggleMfInfo: jest.fn(async () => undefined),
});

afterEach(() => window.history.replaceState(null, '', '/'));

it('loads nothing on a plain page', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  const load = jest.fn();
  watchMfInfo(load);
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();
});

it('loads and shows the overlay when the URL has ?mf-info', async () => {
  window.history.replaceState(null, '', '/tech&tranquility?mf-info');
  const loaded = overlay();
  watchMfInfo(async () => loaded as never);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loaded.showMfInfo).toHaveBeenCalledTimes(1);
});

it('loads it on the first press of the preview bar’s toggle, and toggles on each press', async () => {
  document.body.innerHTML =
    '<aside><button type="button" data-mf-info-toggle="" aria-pressed="false">Show versions</button></aside>';
  const loaded = overlay();
  const load = jest.fn(async () => loaded as never);
  watchMfInfo(load);
  expect(load).not.toHaveBeenCalled();
  const button = document.querySelector('button')!;
  button.click();
  button.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loaded.toggleMfInfo).toHaveBeenCalledTimes(2);
  expect(loaded.toggleMfInfo).toHaveBeenCalledWith(button);
});
