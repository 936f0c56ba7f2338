import { readToken } from '@agency/shared-state';
import { remoteForPath } from '../remotes/remote-registry';
import type * as OverlayModule from './overlay';

/**
 * Loads the version overlay only when asked for: `?mf-info` in the page's URL (the preview
 * bar's "Show versions" is a link to it). A visitor who never asks downloads none of it.
 */
export function watchMfInfo(
  load: () => Promise<typeof OverlayModule> = () => import('./overlay'),
): void {
  if (new URLSearchParams(window.location.search).has('mf-info'))
    void load().then((overlay) =>
      overlay.showMfInfo({ token: readToken, remoteFor: remoteForPath }),
    );
}
