// Async boundary: Module Federation negotiates shared singletons before bootstrap runs.
import { recordEarlyClicks } from './early-clicks';
import { addAfterPaintTags, afterFirstPaint } from './first-paint';
import { nextTask } from './next-task';
import { SSR_STATE_ELEMENT_ID } from './ssr-state';

// A server-rendered page is painted before any more script is fetched: the shell's chunks and
// the remote's files (preloaded together) follow the first paint, so no script download or
// evaluation ever stands between the visitor and the page's content; a button pressed before
// hydration is pressed again once it works. Without server HTML (the development server) there
// is nothing to paint first.
if (document.getElementById(SSR_STATE_ELEMENT_ID)) {
  recordEarlyClicks();
  void afterFirstPaint().then(async () => {
    addAfterPaintTags();
    // The page's modules run in three tasks, the browser free between them: React DOM, then
    // shared-state (the router and the store), then the shell. Run together they were one task
    // long enough to hold up a tap on a slow phone (Lighthouse's total blocking time).
    await nextTask();
    await import('react-dom/client');
    await nextTask();
    await import('shared-state');
    await nextTask();
    return import('./bootstrap');
  });
} else {
  void import('./bootstrap');
}
