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

/** Where the browser's version overlay asks the render server which version of each remote
 * this browser's pages get (shell/src/server/mf-info.ts). */
export const MF_INFO_PATH = '/_mf-info';

/** The attribute of the preview bar's button that shows and hides the version overlay. */
export const MF_INFO_TOGGLE = 'data-mf-info-toggle';

/** Where a build stands on its target: the one everyone gets, the one a rollout gives to a share
 * of visitors, or neither (staged, or older: reachable only through a preview). */
export type BuildState = 'live' | 'rollout' | 'staged';

/** One remote's version as the render server answers it on `/_mf-info` (the SuperAdmin's, or a
 * previewing browser's), with what its deploy recorded. */
export interface RemoteVersionInfo extends RemoteVersion {
  state: BuildState;
  /** The share of visitors a rollout gives it. */
  percent?: number;
  /** When the build was uploaded, and the commit it was made from (its deploy.json). */
  uploadedAt?: string;
  commit?: string;
}

export interface MfInfo {
  remotes: Partial<Record<RemoteName, RemoteVersionInfo>>;
}
