import { cleanup } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

// Server rendering, then hydration, in one test file that runs in Node (`@jest-environment
// node`): the server render sees no `window`, as in the render server, and a jsdom page becomes
// the global `window` and `document` only once the server's HTML is in hand. (In the jsdom
// environment `window` always exists, so code that asks whether it runs on the server would
// never take its server path.)

/** HTML as the render server sends it: React's stream once every Suspense boundary is ready. */
export function renderOnServer(element: ReactElement): Promise<string> {
  if (typeof window !== 'undefined') throw new Error('renderOnServer: close the page first');
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
      final(callback) {
        resolve(html);
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** A browser page whose #root holds `html` (the server's), its window the global one, at `url`
 * (links resolve against it); render into the returned #root, with `hydrate: true` to hydrate
 * it. */
export function openPage(html = '', url = 'http://site.test/'): HTMLElement {
  const { window } = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body>`, {
    url,
  });
  Object.assign(globalThis, { window, document: window.document });
  return window.document.getElementById('root')!;
}

/** Unmounts what was rendered in the page and takes the page away: `afterEach(closePage)`. */
export function closePage(): void {
  cleanup();
  // Closing cancels what jsdom still has queued for the page (finishing its load), which would
  // otherwise read a document Jest has cleared once the file's last test is over.
  if (typeof window !== 'undefined') window.close();
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'document');
}

/** A DOM window with nothing in it, for server code that needs one (the render server hands
 * one to every page it renders, through @agency/shared-state's `ServerWindowContext`). */
export function serverWindow(): Window & typeof globalThis {
  return new JSDOM('<!doctype html><html><body></body></html>').window as unknown as Window &
    typeof globalThis;
}
