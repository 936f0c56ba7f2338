// What the measuring scripts (bench:hydration, profile:start, profile:press) share: their
// command line, the phone they measure on, and an early press made during a page's start.
import { chromium } from 'playwright-core';

/** The command line of a measuring script: its flags, its `--name value` options, the site's
 * address (the first http(s) argument, else the local `npm start`) and the routes named. */
export function measureArgs(argv = process.argv.slice(2)) {
  return {
    flag: (name) => argv.includes(name),
    option: (name, fallback) => {
      const at = argv.indexOf(name);
      return at >= 0 ? argv[at + 1] : fallback;
    },
    base: (argv.find((arg) => /^https?:/.test(arg)) ?? 'http://localhost:8080').replace(/\/$/, ''),
    routes: argv.filter((arg) => arg.startsWith('/')),
  };
}

/** The routes a page's start is measured on (issue 48's five), unless a command names others. */
export const START_ROUTES = [
  '/',
  '/services/web-development',
  '/tech&tranquility',
  '/tech&tranquility/what-is-seo',
  '/account',
];

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Debian's Chromium (or CHROME_PATH), as Playwright drives it. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });

/** A page in a new context of `device`, its CPU throttled 4x through the DevTools protocol,
 * with `initScript` (if any) run before the page's own first script. */
export async function throttledPage(browser, device, initScript) {
  const context = await browser.newContext(device);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Opens `url` and makes the press `act` `delay` ms after the navigation started, then waits
 * for the network to go quiet and a second more, so what the press started has painted. */
export async function pressDuringStart(page, url, delay, act) {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  const wait = delay - (Date.now() - started);
  if (wait > 0) await page.waitForTimeout(wait);
  await act(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/** A tap on the mobile bar's More button. */
export const tapMore = (page) =>
  page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'More' }).tap();

/** The early presses the benches make, each on the device it is made on: a tap on the mobile
 * More button, a press of the header's theme toggle (desktop) and a key typed into the
 * footer's email field. */
export const PRESSES = {
  more: { device: PHONE, act: tapMore },
  theme: {
    device: DESKTOP,
    act: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: /^Switch to/ })
        .click(),
  },
  key: {
    device: PHONE,
    act: (page) =>
      page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }).press('a'),
  },
};

/** The trace categories a page's start is read from: tasks, what ran in them, navigation. */
export const TIMELINE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** Trace events that are script: a task's script time is the time these cover. Not
 * `EventDispatch`: the browser dispatches events with no listener too (`pagereveal` on a page
 * without any script); a listener's work shows as the `FunctionCall` inside it. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.run',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
]);

/**
 * The main-thread tasks of a page's start read from a Chromium trace, as Lighthouse and the
 * DevTools performance panel count them: every `RunTask` of the page's renderer main thread
 * from the navigation on, each with how much of it ran script. Unlike a `longtask` observer in
 * the page, this sees the tasks before the page's first script (the navigation's commit, the
 * first parse) and never misses one.
 */
export function traceTasks(traceEvents) {
  const renderers = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // The page's own renderer: the one that started loading the page (an http(s) document in the
  // main frame). Chromium's own pages (chrome://…) have renderer main threads in the same
  // trace, whose script and layout are not the page's.
  const navigation = traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      renderers.has(`${event.pid}:${event.tid}`) &&
      event.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  const main = navigation ? new Set([`${navigation.pid}:${navigation.tid}`]) : renderers;
  const onMain = (event) => main.has(`${event.pid}:${event.tid}`);
  const t0 =
    navigation?.ts ?? Math.min(...traceEvents.filter((event) => event.ts > 0).map((e) => e.ts));
  const scripts = traceEvents
    .filter((event) => event.ph === 'X' && SCRIPT_EVENTS.has(event.name) && onMain(event))
    .sort((a, b) => a.ts - b.ts);
  const tasks = traceEvents
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event))
    .filter((event) => event.ts >= t0)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      // The time covered by script events inside the task (nested ones counted once).
      let script = 0;
      let coveredTo = task.ts;
      for (const event of scripts) {
        if (event.ts >= task.ts + task.dur) break;
        const from = Math.max(event.ts, task.ts, coveredTo);
        const to = Math.min(event.ts + (event.dur ?? 0), task.ts + task.dur);
        if (to > from) {
          script += to - from;
          coveredTo = to;
        }
      }
      return {
        event: task,
        start: (task.ts - t0) / 1000,
        duration: task.dur / 1000,
        script: script / 1000,
      };
    });
  return { tasks, t0, onMain };
}

/** Blocking time (each task's time past 50 ms), long tasks, the longest with its script, and
 * the longest task that ran any script, of a page's tasks (traceTasks). */
export function blockingOf(tasks) {
  const long = tasks.filter((task) => task.duration > 50);
  const longestOf = (list) =>
    list.reduce((most, task) => (task.duration > most.duration ? task : most), {
      duration: 0,
      script: 0,
    });
  const longest = longestOf(long);
  return {
    blocking: long.reduce((sum, task) => sum + task.duration - 50, 0),
    count: long.length,
    longest: longest.duration,
    longestScript: longest.script,
    longestWithScript: longestOf(long.filter((task) => task.script >= 1)).duration,
  };
}
