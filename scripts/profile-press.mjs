// npm run profile:press [-- BASE_URL] [route] [--at MS] [--runs N] [--press more|theme|key]: what
// an early tap on the mobile More button (or another of the bench's presses: the desktop header's
// theme toggle, a key in the footer's email field) waits for. At 4x CPU (Debian's Chromium,
// throttled through the DevTools protocol; 390 px, or 1280 for the theme toggle), the press is
// made MS after navigation (default 500); printed per run:
// the tap's Event Timing split into input delay (waiting for the main thread), processing (the
// handlers) and presentation (until the next paint), and every long animation frame of the load
// with the scripts that filled it (Long Animation Frames API). Needs a running site (`npm start`,
// default http://localhost:8080); pass a static copy's address (`npm run bench:hydration --
// --serve`) to see the same tap without scripts. Pairs with `npm run profile:start`.
import {
  launchChromium,
  measureArgs,
  PRESSES,
  pressDuringStart,
  throttledPage,
} from './measuring.mjs';

const { option, base, routes } = measureArgs();
const route = routes[0] ?? '/services/web-development';
const delay = Number(option('--at', '500'));
const runs = Number(option('--runs', '3'));
const pressName = option('--press', 'more');
const press = PRESSES[pressName];
if (!press) throw new Error(`--press takes one of ${Object.keys(PRESSES).join(', ')}`);

/** Observers from the first script of the page: the tap's events. */
function observe() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__events.push(entry.toJSON());
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The page's long animation frames and first contentful paint, as plain data. */
function frames() {
  const file = (url) => (url || '').replace(/^https?:\/\/[^/]+/, '');
  return {
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    frames: performance.getEntriesByType('long-animation-frame').map((frame) => ({
      start: frame.startTime,
      duration: frame.duration,
      blocking: frame.blockingDuration,
      scripts: frame.scripts.map(
        (script) =>
          `${script.invokerType} ${script.invoker} ${file(script.sourceURL)} ${Math.round(script.duration)} ms`,
      ),
    })),
  };
}

const ms = (value) => `${Math.round(value)} ms`;
const browser = await launchChromium();
try {
  for (let run = 1; run <= runs; run += 1) {
    const { context, page } = await throttledPage(browser, press.device, observe);
    await pressDuringStart(page, `${base}${encodeURI(route)}`, delay, press.act);
    const events = await page.evaluate(() => window.__events);
    const load = await page.evaluate(frames);
    console.log(`\n${route}, run ${run}: first contentful paint at ${ms(load.fcp)}`);
    // The tap or click, or the key's keydown.
    for (const event of events.filter((entry) => ['click', 'keydown'].includes(entry.name)))
      console.log(
        `  ${pressName} at ${ms(event.startTime)}: ${ms(event.duration)} = input delay ${ms(event.processingStart - event.startTime)} + processing ${ms(event.processingEnd - event.processingStart)} + presentation ${ms(event.startTime + event.duration - event.processingEnd)}`,
      );
    for (const frame of load.frames)
      console.log(
        `  frame at ${ms(frame.start)}, ${ms(frame.duration)} (blocking ${ms(frame.blocking)}): ${frame.scripts.join('; ') || 'no script'}`,
      );
    await context.close();
  }
} finally {
  await browser.close();
}
