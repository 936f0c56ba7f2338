/** Where the render server puts the tags the browser adds once the page is painted: preloads of
 * the remote's scripts, which would otherwise be fetched before the first paint. */
export const AFTER_PAINT_ELEMENT_ID = 'after-paint';

/** A bound on waiting for a paint a visible page should always report. */
const SAFETY_MS = 5000;

/**
 * Resolves once the browser has painted the page's content (its first-contentful-paint entry). Script work
 * started after it cannot delay the first paint of the server's HTML. A hidden page (a tab opened
 * in the background) paints nothing until it is shown, and a browser without paint timing
 * reports nothing, so neither waits.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const reportsPaint =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    if (!reportsPaint || document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    // The first paint may hold no content yet (the background alone): wait for the one that does.
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, SAFETY_MS);
    document.addEventListener('visibilitychange', done);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('visibilitychange', done);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Moves the render server's after-paint tags into the head, where the browser fetches them. */
export function addAfterPaintTags(): void {
  const template = document.getElementById(AFTER_PAINT_ELEMENT_ID);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}
