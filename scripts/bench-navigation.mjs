// npm run bench:navigation [-- BASE_URL] [--runs 5] [--think 300]
//
// From a blog page into another remote's page (/services, the marketing remote), on a phone's
// CPU (4x slower, through the DevTools protocol) and network (150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up: Lighthouse's mobile defaults), each run in a fresh browser context:
//
// - with intent: the pointer rests on the link and the visitor clicks `--think` ms later (300 by
//   default); the shell preloads the marketing remote on the hover (shell/src/remotes/
//   preload-intent.ts). Printed: hover to the new page's heading, and click to heading.
// - without: the same click, with nothing of the marketing remote fetched before it (requests
//   to its origin are held off until the click, so neither the hover nor the idle-time hint
//   helps), which is what every cross-remote click cost before the preload.
//
// Times are taken inside the page (performance.now() at the pointer's arrival, at the click,
// and when the new page's heading is in the document). Prints each run, the median and the
// worst, with the load average before and after. Against `npm start` unless BASE_URL is given.
import { loadavg } from 'node:os';
import { DESKTOP, launchChromium, measureArgs, throttledPage } from './measuring.mjs';

const args = measureArgs();
const runs = Number(args.option('--runs', '5'));
const think = Number(args.option('--think', '300'));
const FROM = '/tech&tranquility';
const TO = '/services';

/** Lighthouse's mobile network: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** In the page: when the pointer reached a link to TO, when it was clicked, and when the new
 * page's heading was in the document. */
function stopwatch(to) {
  const marks = {};
  const onLink = (event) =>
    event.target instanceof Element && event.target.closest(`a[href="${to}"]`);
  document.addEventListener(
    'pointerover',
    (event) => {
      if (marks.hover === undefined && onLink(event)) marks.hover = performance.now();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (!onLink(event)) return;
      marks.click = performance.now();
      const seen = () => {
        if (location.pathname !== to || !document.querySelector('main h1')) return false;
        marks.content = performance.now();
        return true;
      };
      new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, {
        childList: true,
        subtree: true,
      });
    },
    true,
  );
  window.__navigationMarks = marks;
}

async function once(browser, intent) {
  const { context, page } = await throttledPage(
    browser,
    DESKTOP,
    `(${stopwatch})(${JSON.stringify(TO)})`,
  );
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    // Without intent, nothing is fetched from the marketing remote's origin before the click
    // (the idle-time hint is refused too).
    if (!intent)
      await context.route(`${marketingOrigin}/**`, (route) => void route.abort('blockedbyclient'));
    await page.goto(args.base + FROM, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('html[data-hydrated]').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1500);
    const link = page.locator(`a[href="${TO}"]`).first();
    await link.scrollIntoViewIfNeeded();
    if (intent) {
      await link.hover();
      await page.waitForTimeout(think);
    } else {
      await context.unroute(`${marketingOrigin}/**`);
    }
    await link.click();
    await page.waitForFunction(() => window.__navigationMarks.content !== undefined, null, {
      timeout: 120_000,
    });
    const marks = await page.evaluate(() => window.__navigationMarks);
    return {
      fromHover: intent ? marks.content - marks.hover : undefined,
      fromClick: marks.content - marks.click,
    };
  } finally {
    await context.close();
  }
}

let marketingOrigin = '';
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === undefined ? '–' : `${Math.round(value)}`);

const runtime = await (await fetch(`${args.base}/mf-remotes.json`)).json().catch(() => null);
marketingOrigin = new URL(runtime?.remotes?.marketing ?? 'http://localhost:8081/').origin;
const before = loadavg()[0].toFixed(2);
const browser = await launchChromium();
const results = { intent: [], plain: [] };
try {
  for (let run = 1; run <= runs; run += 1) {
    // Alternating, so a slow stretch of the machine falls on both.
    results.intent.push(await once(browser, true));
    results.plain.push(await once(browser, false));
    const [a, b] = [results.intent.at(-1), results.plain.at(-1)];
    console.log(
      `run ${run}: with intent hover→content ${ms(a.fromHover)} ms, click→content ${ms(a.fromClick)} ms; without, click→content ${ms(b.fromClick)} ms`,
    );
  }
} finally {
  await browser.close();
}
const after = loadavg()[0].toFixed(2);
const summary = (list, key) => {
  const values = list.map((result) => result[key]);
  return `median ${ms(median(values))} ms, worst ${ms(Math.max(...values))} ms`;
};
console.log(`\n${FROM} → ${TO}, 4x CPU, 150 ms RTT, ${runs} runs, think time ${think} ms`);
console.log(`with intent, hover → content:  ${summary(results.intent, 'fromHover')}`);
console.log(`with intent, click → content:  ${summary(results.intent, 'fromClick')}`);
console.log(`without (no preload), click → content: ${summary(results.plain, 'fromClick')}`);
console.log(`load average ${before} before, ${after} after`);
