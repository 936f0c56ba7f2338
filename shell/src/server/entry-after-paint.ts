import { createHash } from 'node:crypto';

/** The shell's entry as the built index.html loads it (html-webpack-plugin: `defer`, quoted or
 * not once minified). */
const DEFERRED_ENTRY = /<script defer(?:="defer")? src="?([^"\s>]+)"?\s*><\/script>/;

/**
 * Starts the page's entry once its content is painted. Stands alone (it is inlined): the
 * first-contentful-paint entry, or at once for a hidden tab or a browser without paint timing,
 * with a bound for a paint that never reports.
 */
function loadAfterPaint(src: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
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
  /** The template's head with the entry fetched at once (a preload) but run after the paint. */
  head: string;
  /** The inline loader, for the end of the page's head. */
  script: string;
  /** Its hash for the page's Content-Security-Policy (`script-src`). */
  hash: string;
}

/**
 * A deferred script runs as soon as the document is parsed, which is before the browser has
 * painted it: on a slow phone, the entry's evaluation (the federation runtime) held the first
 * paint of the server's HTML back. A server-rendered page instead preloads the entry and runs it
 * once its content is painted; what the visitor does meanwhile is kept (docs/early-input.md).
 * A template without a deferred entry is left as it is.
 */
export function entryAfterPaint(head: string): EntryAfterPaint | null {
  const match = DEFERRED_ENTRY.exec(head);
  if (!match) return null;
  const src = match[1]!;
  const source = `(${loadAfterPaint.toString()})(${JSON.stringify(src)})`;
  return {
    head: head.replace(match[0], `<link rel="preload" as="script" href="${src}">`),
    script: `<script>${source}</script>`,
    hash: `sha256-${createHash('sha256').update(source).digest('base64')}`,
  };
}
