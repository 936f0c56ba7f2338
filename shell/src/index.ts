// Async boundary: Module Federation negotiates shared singletons before bootstrap runs.
import { recordEarlyPresses } from './boot/early-input/presses';
import { addAfterPaintTags, afterFirstPaint } from './boot/first-paint';
import { nextTask } from './boot/next-task';
import { SSR_STATE_ELEMENT_ID } from './boot/ssr-state';

// A server-rendered page is painted before any more script is fetched: the shell's chunks and
// the remote's files (preloaded together) follow the first paint, so no script download or
// evaluation ever stands between the visitor and the page's content. What the visitor presses
// before hydration is recorded from the page's head (the server inlines the recorder; this call
// only starts it where it did not run) and answered once it works (docs/early-input.md).
// Without server HTML (the development server) there is nothing to paint first.
if (document.getElementById(SSR_STATE_ELEMENT_ID)) {
  recordEarlyPresses();
  void afterFirstPaint().then(async () => {
    addAfterPaintTags();
    // The page's modules run in three tasks, the browser free between them: React DOM, then
    // @agency/shared-state (the router and the store), then the shell. Run together they were one task
    // long enough to hold up a tap on a slow phone (Lighthouse's total blocking time).
    await nextTask();
    await import('react-dom/client');
    await nextTask();
    await import('@agency/shared-state');
    await nextTask();
    return import('./boot/bootstrap');
  });
} else {
  void import('./boot/bootstrap');
}
