// npm run bench:hydration [-- BASE_URL] [--runs N] [--lighthouse VERSION] [--no-lighthouse]
//                         [--no-input] [--serve] [ROUTE …]
//
// What starting the framework costs a phone, measured against the page's own server HTML with
// every script removed ("static copy"), in the same run, so the machine's speed and load cancel
// out. Needs a running site (`npm start`, default http://localhost:8080).
//
// 1. Static copies: each route's HTML is fetched from the render server, every <script> and
//    script preload taken out, and served brotli-compressed from a loopback server that passes
//    every other request (stylesheets, fonts, images) through to the render server, so both
//    copies load the same bytes from the same place.
// 2. Lighthouse with its mobile defaults, as an outside run uses it: version 12.8 unless
//    `--lighthouse VERSION` says otherwise (npx fetches it on first use), simulated throttling
//    (4x CPU, 150 ms RTT), a phone's screen, a fresh Chromium profile per run: performance, LCP
//    and simulated total blocking time of the site beside its static copy.
// 3. Real blocking at 4x CPU: a fresh Debian's Chromium per page with the CPU throttled 4x
//    through the DevTools protocol, the main thread's tasks read from a Chromium trace from
//    navigation to network idle + 2 s (as Lighthouse and DevTools count them; a `longtask`
//    observer in the page misses the tasks before its first script and, often, the copy's first
//    layout): the blocking time (each task's time past 50 ms), the number of long tasks and the
//    longest, with how much of it was script: a longest task with little script in it is the
//    browser's own work (committing the navigation, the first layout), which the static copy
//    has too. Then the longest task that ran any script at all, the one the site's code can
//    shorten.
// 4. Early input at 4x CPU: a tap on the mobile More button, a press of the theme
//    toggle (desktop header) and a key typed into the footer's email field at 0.5, 1, 2 and 4 s
//    after navigation; the longest Event Timing duration of each (an INP-like figure: input to
//    the next paint), worst of the twelve; the same presses on the static copy beside it (nothing
//    answers them there, so the figure is what the page's own parsing and layout make them wait).
//
// Three runs unless `--runs N` says otherwise (about 4 minutes a run with Lighthouse and the
// presses); prints one table per run, then the median and the worst of the runs (never the
// best) per route, site beside static copy, with the machine's load average before the first
// run and after the last. The site is not warmed beyond the one request per route that makes
// its static copy.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import {
  blockingOf,
  launchChromium,
  measureArgs,
  PHONE,
  PRESSES,
  pressDuringStart,
  START_ROUTES,
  throttledPage,
  TIMELINE_CATEGORIES,
  traceTasks,
} from './measuring.mjs';

const execFileAsync = promisify(execFile);

const { flag, option, base, routes: chosen } = measureArgs();
const runs = Number(option('--runs', '3'));
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, 1 or more');
// The outside run this bench is held against used Lighthouse 12.8 (issue 48).
const lighthouseVersion = option('--lighthouse', '12.8');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const routes = chosen.length ? chosen : START_ROUTES;
// Issue 48's taps: at 0.5, 1, 2 and 4 s after navigation starts.
const DELAYS_MS = [500, 1000, 2000, 4000];

/** The page's HTML as the render server sends it, without anything that runs or fetches script. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<template id="after-paint">[\s\S]*?<\/template>/i, '');
}

/** Headers of the site's answer a copy does not repeat: they describe that one transfer. */
const HOP_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'traceparent',
  'transfer-encoding',
  'vary',
]);

async function startStaticCopies() {
  const copies = new Map();
  for (const route of routes) {
    const reply = await fetch(`${base}${encodeURI(route)}`);
    if (!reply.ok) throw new Error(`${route}: the render server answered ${reply.status}`);
    const html = Buffer.from(withoutScripts(await reply.text()));
    // The page's own headers too (its security policy and opener policy: the latter puts the
    // page in a browsing context group of its own, which changes how Chromium navigates to it).
    const headers = Object.fromEntries(
      [...reply.headers].filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())),
    );
    copies.set(encodeURI(route), {
      headers,
      br: zlib.brotliCompressSync(html),
      gzip: zlib.gzipSync(html),
      identity: html,
    });
  }
  const target = new URL(base);
  const server = http.createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    const copy = copies.get(pathname);
    if (copy && request.method === 'GET') {
      // As the render server does: brotli where the browser takes it (not on plain http to an
      // address Chromium does not count as localhost), else gzip.
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : 'identity';
      response.writeHead(200, {
        ...copy.headers,
        'content-type': 'text/html; charset=utf-8',
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        vary: 'Accept-Encoding',
        'cache-control': 'no-store',
      });
      response.end(copy[encoding]);
      return;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://localhost:${server.address().port}` };
}

async function lighthouse(url, dir) {
  const output = path.join(dir, 'report.json');
  const args = [
    '--yes',
    `lighthouse@${lighthouseVersion}`,
    url,
    '--quiet',
    '--only-categories=performance',
    // Lighthouse's mobile defaults, written out so that a change of its defaults shows here.
    '--form-factor=mobile',
    '--throttling-method=simulate',
    '--screenEmulation.mobile',
    '--output=json',
    `--output-path=${output}`,
    '--chrome-flags=--headless=new --no-sandbox',
  ];
  const options = {
    // A run that loses its page can wait for it for ever: a try gets three minutes.
    timeout: 180_000,
    env: { ...process.env, CHROME_PATH: chromePath },
  };
  // Chromium now and then fails to record the trace (NO_NAVSTART) or loses its page: up to
  // three tries, then the cell says it could not be measured rather than the run dying.
  let measured = false;
  for (let attempt = 0; attempt < 3 && !measured; attempt += 1) {
    try {
      // Asynchronous: the static copies are served from this process, which must stay free.
      await execFileAsync('npx', args, options);
      measured = true;
    } catch (error) {
      const said = String(error.stderr ?? error.message).match(/Runtime error encountered: .*/);
      console.error(`${url}: Lighthouse try ${attempt + 1} failed: ${said?.[0] ?? error.message}`);
      measured = false;
    }
  }
  if (!measured) return { score: NaN, lcp: NaN, tbt: NaN };
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    score: Math.round((report.categories.performance?.score ?? 0) * 100),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

/** An observer from the first script of the page: the input events' Event Timing. */
function observe() {
  const w = window;
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        w.__events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Real blocking at 4x CPU from a trace of the page's start, in a Chromium of its own (no
 * process, cache or compiled code left from another page). */
async function realBlocking(url) {
  const browser = await launchChromium();
  try {
    const { page } = await throttledPage(browser, PHONE);
    await browser.startTracing(page, { categories: TIMELINE_CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return blockingOf(traceTasks(trace.traceEvents ?? trace).tasks);
  } finally {
    await browser.close();
  }
}

/** The longest input-to-paint of one press made `delay` ms after navigation starts. */
async function earlyInput(browser, url, action, delay) {
  const { context, page } = await throttledPage(browser, PRESSES[action].device, observe);
  try {
    await pressDuringStart(page, url, delay, PRESSES[action].act);
    const events = await page.evaluate(() => window.__events);
    return events.reduce((most, event) => Math.max(most, event.duration), 0);
  } finally {
    await context.close();
  }
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value) => `${Math.round(value)}`;
const s = (value) => (value / 1000).toFixed(2);

/** The median of some figures (the mean of the middle two of an even count). */
function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The worst of some figures: the lowest where higher is better, else the highest. */
function worstOf(values, higherIsBetter = false) {
  const known = values.filter((value) => !Number.isNaN(value));
  if (!known.length) return NaN;
  return higherIsBetter ? Math.min(...known) : Math.max(...known);
}

/** One route's figures of one run, site and copy side by side. */
async function measureRoute(route, lh, browser) {
  const site = `${base}${encodeURI(route)}`;
  const copy = `${origin}${encodeURI(route)}`;
  console.error(`${route}: real blocking and early input`);
  const real = { site: await realBlocking(site), copy: await realBlocking(copy) };
  let input = null;
  if (!flag('--no-input')) {
    // The same presses on the static copy: what the page's own parsing, style and layout
    // make an input wait, with no script at all.
    const figures = { site: [], copy: [] };
    for (const action of Object.keys(PRESSES))
      for (const delay of DELAYS_MS)
        for (const [side, url] of [
          ['site', site],
          ['copy', copy],
        ])
          figures[side].push({ action, delay, ms: await earlyInput(browser, url, action, delay) });
    const worstPress = (list) =>
      list.reduce((most, figure) => (figure.ms > most.ms ? figure : most));
    input = { site: worstPress(figures.site), copy: worstPress(figures.copy) };
  }
  return { route, lh, real, input };
}

/** A row of one run's table. */
function runRow({ route, lh, real, input }) {
  return [
    route,
    lh ? `${lh.site.score} / ${lh.copy.score}` : '–',
    lh ? `${s(lh.site.lcp)} / ${s(lh.copy.lcp)} s` : '–',
    lh ? `${ms(lh.site.tbt)} / ${ms(lh.copy.tbt)} ms` : '–',
    `${ms(real.site.blocking)} / ${ms(real.copy.blocking)} ms (${real.site.count} / ${real.copy.count})`,
    `${ms(real.site.longest)} (script ${ms(real.site.longestScript)}) / ${ms(real.copy.longest)} ms`,
    `${ms(real.site.longestWithScript)} / ${ms(real.copy.longestWithScript)} ms`,
    input
      ? `${ms(input.site.ms)} ms (${input.site.action} at ${input.site.delay / 1000} s) / ${ms(input.copy.ms)} ms (${input.copy.action} at ${input.copy.delay / 1000} s)`
      : '–',
  ].join(' | ');
}

/** A route's row of the summary: each figure's median and worst over the runs. */
function summaryRow(route, results) {
  const cell = (pick, format, higherIsBetter = false) =>
    ['site', 'copy']
      .map((side) => {
        const values = results.map((result) => pick(result, side) ?? NaN);
        return `${format(median(values))} · ${format(worstOf(values, higherIsBetter))}`;
      })
      .join(' / ');
  const whole = (value) => (Number.isNaN(value) ? '–' : `${Math.round(value)}`);
  const seconds = (value) => (Number.isNaN(value) ? '–' : s(value));
  return [
    route,
    cell((r, side) => r.lh?.[side].score, whole, true),
    cell((r, side) => r.lh?.[side].lcp, seconds),
    cell((r, side) => r.lh?.[side].tbt, whole),
    cell((r, side) => r.real[side].blocking, whole),
    cell((r, side) => r.real[side].longest, whole),
    cell((r, side) => r.real[side].longestWithScript, whole),
    cell((r, side) => r.input?.[side].ms, whole),
  ].join(' | ');
}

const { server, origin } = await startStaticCopies();
if (flag('--serve')) {
  // Only the static copies, for looking at them or running a tool against them by hand.
  console.log(`Static copies of ${routes.join(', ')} at ${origin} (Ctrl+C stops)`);
  await new Promise(() => {});
}
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-hydration-'));
const loadAtStart = load();
const byRoute = new Map(routes.map((route) => [route, []]));
try {
  for (let run = 1; run <= runs; run += 1) {
    const loadBefore = load();
    const rows = [];
    // Lighthouse first, for every route, with no other browser open: with another Chromium
    // running beside it, Lighthouse's lost its page now and then (Target closed, NO_NAVSTART).
    const lhByRoute = new Map();
    if (!flag('--no-lighthouse'))
      for (const route of routes) {
        console.error(`${route}: Lighthouse ${lighthouseVersion}`);
        lhByRoute.set(route, {
          site: await lighthouse(`${base}${encodeURI(route)}`, dir),
          copy: await lighthouse(`${origin}${encodeURI(route)}`, dir),
        });
      }
    const browser = await launchChromium();
    try {
      for (const route of routes) {
        const result = await measureRoute(route, lhByRoute.get(route), browser);
        byRoute.get(route).push(result);
        rows.push(runRow(result));
      }
    } finally {
      await browser.close();
    }
    console.log(
      `\nRun ${run} of ${runs}: ${base} beside its static copy; load average before ${loadBefore}, after ${load()} (${os.cpus().length} CPUs)\n`,
    );
    console.log(
      '| route | Lighthouse perf, site / static | LCP site / static | simulated TBT site / static | real blocking at 4x CPU site / static (long tasks) | longest task site (of it script) / static | longest task with script, site / static | worst early input site / static (Event Timing) |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row} |`);
  }
  console.log(
    `\nMedian · worst of ${runs} run(s), site / static copy (Lighthouse ${lighthouseVersion} mobile defaults; real blocking, longest tasks and early input at 4x CPU, ms); load average before the first run ${loadAtStart}, after the last ${load()} (${os.cpus().length} CPUs)\n`,
  );
  console.log(
    '| route | Lighthouse perf | LCP s | simulated TBT ms | real blocking at 4x ms | longest task ms | longest task with script ms | worst early input ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [route, results] of byRoute) console.log(`| ${summaryRow(route, results)} |`);
} finally {
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
