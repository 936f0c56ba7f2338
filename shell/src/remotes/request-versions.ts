import type { RemoteName } from './remote-registry';

/** Why a request gets the version of a remote it gets: the live one, a share of visitors in a
 * rollout, or a preview this browser opened (docs/deploying.md). */
export type VersionReason = 'live' | 'rollout' | 'preview';

export interface RemoteVersion {
  /** The build's id; null when the remote's origin keeps no versions (a plain copy of dist/). */
  version: string | null;
  why: VersionReason;
}

/** Which version of each remote one request is answered with, and why: computed once by the
 * render server, used for the server render, and embedded in a previewed page for the browser. */
export type RequestVersions = Partial<Record<RemoteName, RemoteVersion>>;
