// Async boundary: Module Federation negotiates shared singletons before bootstrap runs.
import { recordEarlyClicks } from './early-clicks';
import { addAfterPaintTags, afterFirstPaint } from './first-paint';
import { SSR_STATE_ELEMENT_ID } from './ssr-state';

// A server-rendered page is painted before any more script is fetched: the shell's chunks and
// the remote's files (preloaded together) follow the first paint, so no script download or
// evaluation ever stands between the visitor and the page's content; a button pressed before
// hydration is pressed again once it works. Without server HTML (the development server) there
// is nothing to paint first.
if (document.getElementById(SSR_STATE_ELEMENT_ID)) {
  recordEarlyClicks();
  void afterFirstPaint().then(() => {
    addAfterPaintTags();
    return import('./bootstrap');
  });
} else {
  void import('./bootstrap');
}
