import { matchRoutes } from 'react-router';
import { getRemoteStatus, loadRemoteRoutes, registeredEntry } from './remote-loader';
import { remoteForPath, remoteNeedsSuperAdmin, type RemoteName } from './remote-registry';

/** How long the pointer rests on a link before its remote is fetched: a pass across the page
 * fetches nothing, a move towards a click (≥ 65 ms) almost always ends in one. */
export const HOVER_INTENT_MS = 65;

/** Loads a remote's routes and the code of the page at `pathname`, so a click on a link to it
 * renders at once: each matched route's lazy parts, then its loader (a static marketing page's
 * loader is what fetches its code; a data loader warms the api cache the click then reads).
 * Nothing is shown when it fails: the click loads it again. */
export async function preloadRemotePage(name: RemoteName, pathname: string): Promise<void> {
  try {
    const routes = await loadRemoteRoutes(name);
    const matches = matchRoutes(routes, pathname) ?? [];
    const url = new URL(pathname, location.href);
    const request = new Request(url);
    await Promise.all(
      matches.map(async ({ route, params }) => {
        const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
        const loader = 'loader' in loaded ? loaded.loader : route.loader;
        if (typeof loader !== 'function') return;
        await loader({ request, url, params, pattern: route.path ?? '', context: undefined });
      }),
    );
  } catch {
    // The loader recorded it; the navigation tries again.
  }
}

export interface LinkIntentOptions {
  /** Whether the session is the SuperAdmin's: only then is the admin remote fetched. */
  isSuperAdmin: () => boolean;
  /** Fetches a remote's entry and page; preloadRemotePage unless given (tests). */
  preload?: (name: RemoteName, pathname: string) => unknown;
  /** Hints the browser to fetch a remote's entry when idle, without running it. */
  prefetchEntry?: (name: RemoteName) => void;
}

interface Connection {
  saveData?: boolean;
}

/** The idle-time hint: the remote's container fetched at the lowest priority into the HTTP
 * cache, not run (no main-thread work, no script the first visit waits for). */
function prefetchEntryHint(name: RemoteName): void {
  const entry = registeredEntry(name);
  if (!entry) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = entry;
  document.head.append(link);
}

/**
 * Fetches another remote's code before the click, from one set of listeners on the document:
 * a pointer resting 65 ms on a link into it, the link's focus or a touch on it; on a device
 * without hover, the link coming into view (not when the visitor asked to save data). Each
 * remote at most once; the admin remote only for the SuperAdmin. When the browser is idle, the
 * remote most of the page's links lead to is hinted for the HTTP cache. `rescan()` looks at the
 * page's links again (after a navigation); `take(event)` handles an event seen before; `stop()`
 * removes everything.
 */
export function watchLinkIntent({
  isSuperAdmin,
  preload = preloadRemotePage,
  prefetchEntry = prefetchEntryHint,
}: LinkIntentOptions): { rescan: () => void; take: (event: Event) => void; stop: () => void } {
  const fetched = new Set<RemoteName>();
  const hinted = new Set<RemoteName>();
  const saveData = () =>
    (navigator as Navigator & { connection?: Connection }).connection?.saveData === true;

  /** The remote a link leads into, when its code may be fetched for this visitor now. */
  function remoteOf(link: HTMLAnchorElement): RemoteName | null {
    if (link.target && link.target !== '_self') return null;
    if (link.hasAttribute('download') || link.origin !== location.origin) return null;
    const name = remoteForPath(link.pathname);
    if (!name || fetched.has(name) || name === remoteForPath(location.pathname)) return null;
    if (getRemoteStatus(name).state === 'loaded') return null;
    if (remoteNeedsSuperAdmin(name) && !isSuperAdmin()) return null;
    return name;
  }

  function fetchFor(link: HTMLAnchorElement): void {
    const name = remoteOf(link);
    if (!name) return;
    fetched.add(name);
    void preload(name, link.pathname);
  }

  const linkIn = (target: EventTarget | null): HTMLAnchorElement | null =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

  let hovered: HTMLAnchorElement | null = null;
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  function onPointerOver(event: PointerEvent) {
    if (event.pointerType === 'touch') return;
    const link = linkIn(event.target);
    if (link === hovered) return;
    clearTimeout(hoverTimer);
    hovered = link;
    if (link) hoverTimer = setTimeout(() => fetchFor(link), HOVER_INTENT_MS);
  }
  function onPointerOut(event: PointerEvent) {
    if (!hovered || hovered.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(hoverTimer);
    hovered = null;
  }
  const onNow = (event: Event) => {
    const link = linkIn(event.target);
    if (link) fetchFor(link);
  };

  const options = { capture: true, passive: true };
  document.addEventListener('pointerover', onPointerOver, options);
  document.addEventListener('pointerout', onPointerOut, options);
  document.addEventListener('focusin', onNow, options);
  document.addEventListener('touchstart', onNow, options);

  // A phone has no hover: a link in view is its best sign of intent.
  const noHover = window.matchMedia?.('(hover: none)').matches === true;
  const observer =
    noHover && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((seen) => {
          if (saveData()) return;
          seen
            .filter((entry) => entry.isIntersecting)
            .forEach((entry) => fetchFor(entry.target as HTMLAnchorElement));
        })
      : null;

  const idle = (task: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 5000 })
      : setTimeout(task, 2000);

  /** The remote most of the page's links lead into (other than this page's). */
  function likeliestRemote(links: HTMLAnchorElement[]): RemoteName | null {
    const counts = new Map<RemoteName, number>();
    for (const link of links) {
      const name = remoteOf(link);
      if (name && !hinted.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    let best: RemoteName | null = null;
    for (const [name, count] of counts) if (!best || count > counts.get(best)!) best = name;
    return best;
  }

  function rescan() {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')];
    if (observer) {
      observer.disconnect();
      links.forEach((link) => remoteOf(link) && observer.observe(link));
    }
    idle(() => {
      if (saveData()) return;
      const name = likeliestRemote(links);
      if (!name) return;
      hinted.add(name);
      prefetchEntry(name);
    });
  }
  rescan();

  return {
    rescan,
    /** Handles an event seen before these listeners existed (the one that loaded this code). */
    take(event) {
      if (event.type === 'pointerover') onPointerOver(event as PointerEvent);
      else if (event.type === 'focusin' || event.type === 'touchstart') onNow(event);
    },
    stop() {
      clearTimeout(hoverTimer);
      observer?.disconnect();
      document.removeEventListener('pointerover', onPointerOver, options);
      document.removeEventListener('pointerout', onPointerOut, options);
      document.removeEventListener('focusin', onNow, options);
      document.removeEventListener('touchstart', onNow, options);
    },
  };
}
