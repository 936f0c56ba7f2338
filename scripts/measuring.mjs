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
