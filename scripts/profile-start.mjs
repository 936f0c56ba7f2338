// npm run profile:start [-- BASE_URL] [route …]: where each long task of a page's start comes
// from, on a phone (Debian's Chromium, CPU throttled 4x through the DevTools protocol, 390 px).
// Records a Chromium trace from navigation to network idle + 2 s and prints, for every main-
// thread task over 50 ms, its start, its length and what filled it: script evaluated or called
// (by file and function), style recalculation, layout, parsing, paint. Needs a running site
// (`npm start`, default http://localhost:8080). Pairs with `npm run bench:hydration`.
// With `--functions`, each long task also gets its call tree by source function (V8's samples
// mapped through the build's source maps): which module evaluation, which library call.
import { callTree, CPU_PROFILE_CATEGORY, mainThreadSamples } from './cpu-profile.mjs';
import {
  launchChromium,
  measureArgs,
  PHONE,
  START_ROUTES,
  throttledPage,
  TIMELINE_CATEGORIES,
  traceTasks,
} from './measuring.mjs';

const { base, routes: chosen, flag } = measureArgs();
const functions = flag('--functions');
const routes = chosen.length ? chosen : START_ROUTES;
const LONG_MS = 50;

/** What a trace event did, in a word a reader can act on. */
function describe(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const file = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '');
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${file(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'} ${file(data.url)}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'RunMicrotasks':
    case 'EventDispatch':
    case 'v8.run':
      return `${event.name}${data.type ? ` ${data.type}` : ''}`;
    default:
      return event.name;
  }
}

const browser = await launchChromium();
try {
  for (const route of routes) {
    const { context, page } = await throttledPage(browser, PHONE);
    await browser.startTracing(page, {
      categories: [...TIMELINE_CATEGORIES, ...(functions ? [CPU_PROFILE_CATEGORY] : [])],
    });
    await page.goto(`${base}${encodeURI(route)}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    await context.close();

    const events = trace.traceEvents ?? trace;
    const { tasks: all, onMain, t0 } = traceTasks(events);
    const tasks = all.filter((task) => task.duration > LONG_MS).map((task) => task.event);
    const samples = functions ? mainThreadSamples(events, onMain) : [];
    console.log(`\n${route}: ${tasks.length} long task(s) at 4x CPU`);
    for (const task of tasks) {
      const inside = events.filter(
        (event) =>
          event.ph === 'X' &&
          onMain(event) &&
          event !== task &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= task.ts + task.dur &&
          event.name !== 'RunTask' &&
          (event.dur ?? 0) >= 1000,
      );
      // Top level work only: an event not inside another of the listed ones.
      const outer = inside.filter(
        (event) =>
          !inside.some(
            (other) =>
              other !== event &&
              other.ts <= event.ts &&
              other.ts + other.dur >= event.ts + event.dur &&
              !(
                other.ts === event.ts &&
                other.dur === event.dur &&
                inside.indexOf(other) > inside.indexOf(event)
              ),
          ),
      );
      const byWhat = new Map();
      for (const event of outer)
        byWhat.set(describe(event), (byWhat.get(describe(event)) ?? 0) + event.dur);
      const parts = [...byWhat]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([what, dur]) => `${what} ${Math.round(dur / 1000)} ms`);
      console.log(
        `  at ${((task.ts - t0) / 1e6).toFixed(2)} s, ${Math.round(task.dur / 1000)} ms: ${parts.join('; ') || '(unattributed)'}`,
      );
      if (functions)
        for (const line of callTree(samples, task.ts, task.ts + task.dur)) console.log(line);
    }
  }
} finally {
  await browser.close();
}
