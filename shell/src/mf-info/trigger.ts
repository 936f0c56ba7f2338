import { MF_INFO_TOGGLE } from '../remotes/request-versions';

import type * as OverlayModule from './overlay';

type Overlay = typeof OverlayModule;

/**
 * Loads the version overlay only when asked for: `?mf-info` in the page's URL, or a press on the
 * preview bar's toggle. A visitor who does neither downloads none of it.
 */
export function watchMfInfo(
  load: () => Promise<Overlay> = () => import(/* webpackChunkName: "mf-info" */ './overlay'),
): void {
  const toggle = document.querySelector<HTMLElement>(`[${MF_INFO_TOGGLE}]`);
  if (new URLSearchParams(window.location.search).has('mf-info'))
    void load().then((overlay) => overlay.showMfInfo(toggle));
  toggle?.addEventListener(
    'click',
    () => void load().then((overlay) => overlay.toggleMfInfo(toggle)),
  );
}
