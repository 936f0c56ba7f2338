// The version overlay: each remote's part of the page outlined and labelled with the build that
// served it (the render server's /_mf-info answer) and the build the browser runs (the manifest
// it loaded the remote from). Loaded only when asked for (trigger.ts): no visitor downloads it.
import type { RemoteName } from '../remotes/remote-registry';
import {
  MF_INFO_PATH,
  MF_INFO_TOGGLE,
  type MfInfo,
  type RemoteVersionInfo,
} from '../remotes/request-versions';

const OVERLAY_ID = 'mf-info-overlay';
const POINTER_FILE = 'current.json';

export interface OverlayLabel {
  remote: string;
  title: string;
  details: string[];
  warning: string | null;
}

function standing(info: RemoteVersionInfo): string {
  if (info.why === 'rollout')
    return `In a rollout to ${info.percent ?? '?'}% of visitors (this browser's share)`;
  if (info.why === 'preview')
    return info.state === 'live'
      ? 'Previewed: the live build'
      : info.state === 'rollout'
        ? 'Previewed: the build in a rollout'
        : 'Previewed: staged, not live';
  return 'Live for every visitor';
}

/** What one remote's label says: its version, where it stands, when it was deployed, from which
 * commit, the server's and the browser's versions, and a warning when they differ. */
export function describeRemote(
  remote: string,
  server: RemoteVersionInfo | undefined,
  browser: string | null,
): OverlayLabel {
  const serverVersion = server?.version ?? null;
  const details = [
    ...(server ? [standing(server)] : ['The render server named no version for it']),
    ...(server?.uploadedAt ? [`Deployed ${server.uploadedAt}`] : []),
    ...(server?.commit ? [`Commit ${server.commit}`] : []),
    `Server ${serverVersion ?? 'unversioned'} · browser ${browser ?? 'unversioned'}`,
  ];
  const differ = serverVersion !== null && browser !== null && serverVersion !== browser;
  return {
    remote,
    title: `${remote} ${serverVersion ?? browser ?? 'unversioned'}`,
    details,
    warning: differ
      ? `Warning: the server rendered ${remote} ${serverVersion}, but this browser runs ${browser}.`
      : null,
  };
}

/** The build a manifest URL names (versions/<id>/), or, for an origin that follows its pointer
 * itself, the build its pointer names now; null when the origin keeps no versions. */
export async function browserVersion(manifestUrl: string): Promise<string | null> {
  const url = new URL(manifestUrl, window.location.href);
  const named = /\/versions\/([^/]+)\/[^/]*$/.exec(url.pathname);
  if (named) return decodeURIComponent(named[1]!);
  try {
    const response = await fetch(new URL(POINTER_FILE, url), { cache: 'no-store' });
    if (!response.ok) return null;
    const pointer = (await response.json()) as { version?: unknown };
    return typeof pointer.version === 'string' ? pointer.version : null;
  } catch {
    return null;
  }
}

/** The parts of the page remotes render: the layout's content island holds the routes of the
 * remote that owns the URL (one at a time; the header and footer are the shell's). */
export function remoteParts(
  doc: Document,
  remoteFor: (pathname: string) => RemoteName | null,
): { name: RemoteName; element: HTMLElement }[] {
  const name = remoteFor(doc.location.pathname);
  // The layout's island names (layout/layout.tsx), as a literal for the reason ShellParts says.
  const element = doc.querySelector<HTMLElement>('[data-island="content"]');
  return name && element ? [{ name, element }] : [];
}

/** The manifests the shell registered each remote from at start (boot/bootstrap.tsx): the
 * page's runtime in its server state (none for a page rendered in the browser: unversioned).
 * Read here, not through boot/ssr-state.ts, for the reason ShellParts says. */
function pageManifests(): Partial<Record<RemoteName, string>> {
  try {
    const payload = JSON.parse(document.getElementById('ssr-state')?.textContent ?? 'null') as {
      runtime?: { remotes?: Partial<Record<RemoteName, string>> };
    } | null;
    if (payload?.runtime?.remotes) return payload.runtime.remotes;
  } catch {
    // No readable server state: the site's runtime below.
  }
  return {};
}

/** A part's box on the page: the island takes no box of its own (display: contents), so the
 * union of its children's. */
function boxOf(element: Element): { left: number; top: number; width: number; height: number } {
  const rects = [...element.children].map((child) => child.getBoundingClientRect());
  if (rects.length === 0) return { left: 0, top: 0, width: 0, height: 0 };
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  const right = Math.max(...rects.map((rect) => rect.right));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  return {
    left: left + window.scrollX,
    top: top + window.scrollY,
    width: right - left,
    height: bottom - top,
  };
}

const px = (value: number) => `${Math.round(value)}px`;

/** Outlines each remote's part of the page and labels it; replaces an earlier overlay. */
export function drawOverlay(
  doc: Document,
  labels: OverlayLabel[],
  remoteFor: (pathname: string) => RemoteName | null,
): HTMLElement {
  doc.getElementById(OVERLAY_ID)?.remove();
  const overlay = doc.createElement('aside');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('aria-label', 'Versions of this page');
  Object.assign(overlay.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '0',
    height: '0',
    zIndex: '2147483000',
  });
  const parts = remoteParts(doc, remoteFor);
  for (const label of labels) {
    const part = parts.find(({ name }) => name === label.remote);
    if (!part) continue;
    const box = boxOf(part.element);
    const outline = doc.createElement('div');
    Object.assign(outline.style, {
      position: 'absolute',
      left: px(box.left),
      top: px(box.top),
      width: px(box.width),
      height: px(box.height),
      outline: label.warning ? '4px solid #b91c1c' : '3px dashed #c2410c',
      outlineOffset: '-3px',
      pointerEvents: 'none',
    });
    const note = doc.createElement('div');
    note.setAttribute('role', 'note');
    note.dataset.mfInfoRemote = label.remote;
    Object.assign(note.style, {
      position: 'absolute',
      left: px(Math.max(0, box.left)),
      top: px(box.top),
      // Its own width: the overlay it sits in has none, which would wrap every word.
      width: 'max-content',
      maxWidth: 'min(36rem, calc(100vw - 16px))',
      boxSizing: 'border-box',
      padding: '4px 8px',
      background: '#1b1b1f',
      color: '#fff',
      font: '13px/1.4 system-ui, sans-serif',
      overflowWrap: 'anywhere',
    });
    const title = doc.createElement('strong');
    title.textContent = label.title;
    note.append(title);
    for (const detail of label.details) {
      const line = doc.createElement('span');
      line.style.display = 'block';
      line.textContent = detail;
      note.append(line);
    }
    if (label.warning) {
      const warning = doc.createElement('strong');
      Object.assign(warning.style, {
        display: 'block',
        marginTop: '2px',
        padding: '2px 4px',
        background: '#fde68a',
        color: '#1b1b1f',
      });
      warning.textContent = `⚠ ${label.warning}`;
      note.append(warning);
    }
    overlay.append(outline, note);
  }
  doc.body.append(overlay);
  return overlay;
}

/** The render server's answer for this browser: the SuperAdmin's token goes along (a
 * previewing browser needs none: its preview cookie says it). Null when refused. */
export async function fetchMfInfo(token: string | null): Promise<MfInfo | null> {
  try {
    const response = await fetch(new URL(MF_INFO_PATH, window.location.href), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
    return response.ok ? ((await response.json()) as MfInfo) : null;
  } catch {
    return null;
  }
}

let shown: { stop: () => void } | null = null;

/** The preview bar's "Show versions" link, while the overlay is shown: "Hide versions". */
function hideOnToggle(): () => void {
  const toggle = document.querySelector<HTMLAnchorElement>(`[${MF_INFO_TOGGLE}]`);
  if (!toggle) return () => undefined;
  const hide = (event: Event) => {
    event.preventDefault();
    hideMfInfo();
  };
  toggle.textContent = 'Hide versions';
  toggle.addEventListener('click', hide);
  return () => {
    toggle.textContent = 'Show versions';
    toggle.removeEventListener('click', hide);
  };
}

/** What the overlay needs of the shell, handed in by trigger.ts: imported here, they would make
 * the first-visit bundle export them (and map the shared package) for this chunk. */
export interface ShellParts {
  /** The session's token (the SuperAdmin's, checked by the render server with the api). */
  token: () => string | null;
  /** The remote that owns a path (remotes/remote-registry.ts). */
  remoteFor: (pathname: string) => RemoteName | null;
}

/** Draws the overlay for the remotes on the page and keeps it in place as the page changes.
 * Draws nothing for whom the render server refuses (a visitor). */
export async function showMfInfo({ token, remoteFor }: ShellParts): Promise<boolean> {
  const info = await fetchMfInfo(token());
  if (!info) return false;
  const manifests = pageManifests();
  const browser = new Map<string, string | null>();
  const labels = async () => {
    const names = remoteParts(document, remoteFor).map(({ name }) => name);
    for (const name of names)
      if (!browser.has(name))
        browser.set(name, manifests[name] ? await browserVersion(manifests[name]) : null);
    return names.map((name) => describeRemote(name, info.remotes[name], browser.get(name)!));
  };
  let frame = 0;
  const redraw = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(
      () => void labels().then((all) => drawOverlay(document, all, remoteFor)),
    );
  };
  drawOverlay(document, await labels(), remoteFor);
  // A client-side navigation mounts another remote; a resize moves every part.
  const observer = new MutationObserver(redraw);
  const root = document.getElementById('root');
  if (root) observer.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', redraw);
  shown?.stop();
  const restoreToggle = hideOnToggle();
  shown = {
    stop: () => {
      observer.disconnect();
      window.removeEventListener('resize', redraw);
      cancelAnimationFrame(frame);
      restoreToggle();
      document.getElementById(OVERLAY_ID)?.remove();
    },
  };
  return true;
}

export function hideMfInfo(): void {
  shown?.stop();
  shown = null;
}
