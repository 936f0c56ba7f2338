import { createHash } from 'node:crypto';
import { AFTER_PAINT_ELEMENT_ID } from '../boot/first-paint';

/** The shell's entry as the built index.html loads it (html-webpack-plugin: `defer`, quoted or
 * not once minified). */
const DEFERRED_ENTRY = /<script defer(?:="defer")? src="?([^"\s>]+)"?\s*><\/script>/;

/**
 * Starts the page's entry once its content is painted, and with it the fetch of the remote's
 * files the render server put aside (`afterPaintId`: a template of preloads), so both downloads
 * run together. Stands alone (it is inlined): the first-contentful-paint entry, or at once for a
 * hidden tab or a browser without paint timing, with a bound for a paint that never reports.
 * (The entry also adds the preloads, for a page whose template came after this script.)
 */
function loadAfterPaint(src: string, afterPaintId: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
    const later = document.getElementById(afterPaintId);
    if (later instanceof HTMLTemplateElement) document.head.appendChild(later.content);
  };
  const types = (typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes) || [''];
  if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) {
    start();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    // A task after the paint's own: the frame is on screen before the entry is evaluated.
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 5000);
  document.addEventListener('visibilitychange', start, { once: true });
}

export interface EntryAfterPaint {
  /** The template's head without the entry (the loader adds it after the paint). */
  head: string;
  /** The inline loader, for the end of the page's head. */
  script: string;
  /** Its hash for the page's Content-Security-Policy (`script-src`). */
  hash: string;
}

/**
 * A deferred script runs as soon as the document is parsed, which is before the browser has
 * painted it: on a slow phone, the entry's evaluation (the federation runtime) held the first
 * paint of the server's HTML back. A server-rendered page instead loads the entry once its
 * content is painted; what the visitor does meanwhile is kept (docs/early-input.md).
 *
 * Nor is the entry fetched before the paint (it was preloaded until then): nothing on the first
 * screen needs it, and on a slow network it took bandwidth from what does (the document, the
 * font). Lighthouse counts every file downloaded before the largest paint into that paint
 * (unless it sees the file evaluated after it), so the preload put the entry's download on the
 * site's simulated LCP: 0.2-0.4 s behind the page without scripts, against even without it
 * (docs/start-performance.md). A template without a deferred entry is left as it is.
 */
export function entryAfterPaint(head: string): EntryAfterPaint | null {
  const match = DEFERRED_ENTRY.exec(head);
  if (!match) return null;
  const src = match[1]!;
  const source = `(${loadAfterPaint.toString()})(${JSON.stringify(src)}, ${JSON.stringify(AFTER_PAINT_ELEMENT_ID)})`;
  return {
    head: head.replace(match[0], ''),
    script: `<script>${source}</script>`,
    hash: `sha256-${createHash('sha256').update(source).digest('base64')}`,
  };
}
