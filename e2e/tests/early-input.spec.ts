// Nothing a visitor does while a page starts is lost (docs/early-input.md): with every script
// held back until the test lets it through, so the page stays server HTML as long as the test
// needs, presses of buttons (More, the theme toggle, submits), text, choices and a chosen file
// all count once the page is live, each press exactly once, and a form sent early reaches the
// api once. `EARLY_INPUT_MEASURE=1` also measures how soon real early taps are answered.
import { execSync } from 'node:child_process';
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import {
  adminLogin,
  createPost,
  createVerifiedUser,
  deletePost,
  login,
  storeSession,
} from '../support/api';
import { apiOrigin } from '../support/env';
import { chooseResume } from '../support/forms';

/** Holds every script request (the shell's entry, its chunks, each remote's entry) until
 * `release()`: the page is the server's HTML with only its inline head script running. (The
 * entry is deferred, so DOMContentLoaded waits too: navigate with `waitUntil: 'commit'`.) */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    release: async () => {
      open();
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
    },
  };
}

/** The page's POSTs to the api whose path contains `part`. */
function apiPosts(page: Page, part: string): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      request.url().startsWith(apiOrigin) &&
      request.url().includes(part)
    )
      posts.push(request);
  });
  return posts;
}

/** Opens `path` with every script held (`holdScripts`): the server's HTML, not yet live. */
async function openHeld(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return scripts;
}

async function expectNotLive(page: Page) {
  expect(await page.locator('html[data-hydrated]').count(), 'the page is still server HTML').toBe(
    0,
  );
}

/** A press kept for when the page is live: its button is shown busy, the page is still server
 * HTML. */
async function expectPressKept(page: Page, button: Locator) {
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expectNotLive(page);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('on a phone, before the page is live', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const path of ['/', '/services/web-development', '/tech&tranquility']) {
    test(`${path}: More tapped opens the menu at once, before the page is live, and the live page follows it`, async ({
      page,
    }) => {
      const scripts = await openHeld(page, path);
      const more = page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('button', { name: 'More' });
      await expect(more).toBeEnabled();
      await more.tap();
      // The browser answers it (an invoker command): nothing to keep, no script needed.
      const dialog = page.getByRole('dialog', { name: 'More' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'About' })).toBeFocused();
      await expect(more).not.toHaveAttribute('aria-busy');
      await expectNotLive(page);
      await scripts.release();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'About' })).toBeFocused();
      // Opened once: Close closes it and nothing opens it again.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(more).toBeFocused();
      await page.waitForTimeout(300);
      await expect(dialog).toBeHidden();
    });
  }

  test('/: Close in the menu works before the page is live, and More opens it again once live', async ({
    page,
  }) => {
    const scripts = await openHeld(page, '/');
    const more = page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'More' });
    const dialog = page.getByRole('dialog', { name: 'More' });
    await more.tap();
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
    await expectNotLive(page);
    await scripts.release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(dialog).toBeHidden();
    await more.tap();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'About' })).toBeFocused();
  });
});

test.describe('on a desktop, before the page is live', () => {
  for (const path of ['/', '/services/web-development', '/tech&tranquility']) {
    test(`${path}: the theme toggle pressed once switches the theme once`, async ({ page }) => {
      const scripts = await openHeld(page, path);
      const toggle = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Switch to dark theme' });
      await toggle.click();
      await expectPressKept(page, toggle);
      await scripts.release();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.waitForTimeout(300);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Switch to light theme' }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
  }

  test('/: an email typed into the footer and Subscribe pressed twice subscribes once', async ({
    page,
  }) => {
    const posts = apiPosts(page, '/newsletters/');
    const scripts = await openHeld(page, '/');
    const footer = page.getByRole('contentinfo');
    const address = `early-${unique()}@shop.test`;
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await email.waitFor();
    const shown = Date.now();
    await email.fill(address);
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await subscribe.click();
    await expectPressKept(page, subscribe);
    // Nothing left the page natively: still the same address, nothing in the query.
    expect(new URL(page.url()).search).toBe('');
    await page.waitForTimeout(1000);
    const released = Date.now();
    await scripts.release();
    await expect(footer.getByText('Thank you for subscribing!', { exact: false })).toBeVisible();
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    const sent = posts[0]!.postDataJSON() as { email: string; fillMs: number };
    expect(sent.email).toBe(address);
    // The spam guard's fill time counts from the page's arrival, not from hydration: an early
    // sender is a person who took their time, not a bot.
    expect(sent.fillMs).toBeGreaterThanOrEqual(released - shown);
  });

  test('/tech&tranquility: a search typed before the page is live filters the list once live', async ({
    page,
  }) => {
    const scripts = await openHeld(page, '/tech&tranquility');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('zzzz-no-such-article');
    await expectNotLive(page);
    await scripts.release();
    await expect(page.getByText('No articles match your search.', { exact: false })).toBeVisible();
    await expect(search).toHaveValue('zzzz-no-such-article');
  });

  test('/contact: a message typed and sent before the page is live is sent once, as typed', async ({
    page,
  }) => {
    const posts = apiPosts(page, '/contact');
    const scripts = await openHeld(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const message = {
      name: `Dana Ortiz ${unique()}`,
      email: `dana-${unique()}@shop.test`,
      message: 'Typed while the page was starting.',
    };
    await form.getByLabel('Name').fill(message.name);
    await form.getByLabel('Email').fill(message.email);
    await form.getByLabel('Message').fill(message.message);
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    await send.click();
    await expectPressKept(page, send);
    await scripts.release();
    await expect(
      page.getByText("Thank you for reaching out! We'll get back to you soon."),
    ).toBeVisible();
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toMatchObject(message);
  });

  test('/careers/resume-portal: fields, a job and a résumé chosen and sent before the page is live are sent once, file included', async ({
    page,
  }) => {
    const posts = apiPosts(page, '/applications');
    const scripts = await openHeld(page, '/careers/resume-portal');
    const form = page.getByRole('form', { name: 'Job application form' });
    const id = unique();
    await form.getByLabel('Full name').fill(`Sam Lee ${id}`);
    await form.getByLabel('Email').fill(`sam-${id}@example.test`);
    await form.getByLabel('Phone number').fill('555-010-2030');
    await form.getByLabel('Position').selectOption('ux-ui-designer');
    await chooseResume(form, `sam-lee-${id}.pdf`);
    const submit = form.getByRole('button', { name: 'Submit Application' });
    await submit.click();
    await expectPressKept(page, submit);
    await scripts.release();
    await expect(page.getByRole('status')).toHaveText(
      'Thank you for your application! We will review your resume and get back to you soon.',
    );
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    const body = posts[0]!.postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toContain(`Sam Lee ${id}`);
    expect(body).toContain('ux-ui-designer');
    expect(body).toContain(`filename="sam-lee-${id}.pdf"`);
    await expect(page.getByText('Resume is required')).toHaveCount(0);
  });

  test('/careers/resume-portal: a résumé chosen before the page is live is in the form once live', async ({
    page,
  }) => {
    const posts = apiPosts(page, '/applications');
    const scripts = await openHeld(page, '/careers/resume-portal?position=frontend-developer');
    const form = page.getByRole('form', { name: 'Job application form' });
    const id = unique();
    await chooseResume(form, `early-${id}.pdf`);
    await scripts.release();
    await form.getByLabel('Full name').fill(`Ari Park ${id}`);
    await form.getByLabel('Email').fill(`ari-${id}@example.test`);
    await form.getByLabel('Phone number').fill('555-010-2031');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Thank you for your application! We will review your resume and get back to you soon.',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataBuffer()?.toString('latin1')).toContain(`filename="early-${id}.pdf"`);
  });

  test('a post: a signed-in reader who presses Like before the page is live likes it once', async ({
    page,
  }) => {
    const { token } = await adminLogin();
    const post = await createPost(token, {
      title: `Early like ${unique()}`,
      content: '<p>A post liked before its page is live.</p>',
      status: 'Published',
    });
    try {
      const reader = await createVerifiedUser('early-liker');
      await page.goto('/nowhere-blank-for-sign-in');
      await storeSession(page, await login(reader));
      const likes = apiPosts(page, `/${post._id}/like`);
      const scripts = await openHeld(page, `/tech&tranquility/${post.slug}`);
      const like = page.getByRole('button', { name: /^Like/ });
      await expect(like).toHaveAccessibleName('Like 0');
      await like.click();
      await expectPressKept(page, like);
      const serverButton = await like.elementHandle();
      await scripts.release();
      // Answered as the reader it is, not with "Please log in", and once.
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toHaveAccessibleName('Like 1');
      await page.waitForTimeout(500);
      expect(likes).toHaveLength(1);
      // The server's article stayed on screen: hydrated, never blanked and drawn again.
      expect(await serverButton!.evaluate((button) => button.isConnected)).toBe(true);
      await expect(page.getByText('Please log in to like or dislike posts.')).toHaveCount(0);
    } finally {
      await deletePost(token, post._id);
    }
  });
});

/** Median and worst of a list of milliseconds. */
function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted.length
    ? sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2
    : NaN;
  return { median: Math.round(median), worst: sorted.at(-1) ?? NaN };
}

/** A phone's first visit: a fresh context (empty cache), 4x slower CPU, 150 ms per request. */
async function slowPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return { context, page };
}

test.describe('measured (EARLY_INPUT_MEASURE=1): early taps on a slow phone', () => {
  test.skip(!process.env.EARLY_INPUT_MEASURE, 'set EARLY_INPUT_MEASURE=1 to measure');
  test.setTimeout(30 * 60_000);

  test('taps on More at 0.5, 1, 2 and 4 s after navigation, and the résumé race', async ({
    browser,
  }) => {
    const tries = Number(process.env.EARLY_INPUT_TRIES ?? 3);
    const { token } = await adminLogin();
    const post = await createPost(token, {
      title: `Early taps ${unique()}`,
      content: '<p>A post to tap on while it starts.</p>',
      status: 'Published',
    });
    const routes = [
      '/',
      '/services/web-development',
      '/tech&tranquility',
      `/tech&tranquility/${post.slug}`,
    ];
    const lines: string[] = [`load before: ${execSync('uptime').toString().trim()}`];
    for (const path of routes) {
      for (const delay of [500, 1000, 2000, 4000]) {
        const times: number[] = [];
        const shown: number[] = [];
        let answered = 0;
        for (let i = 0; i < tries; i += 1) {
          const { context, page } = await slowPhone(browser);
          const start = Date.now();
          await page.goto(path, { waitUntil: 'commit' });
          const more = page
            .getByRole('navigation', { name: 'Mobile' })
            .getByRole('button', { name: 'More' });
          await more.waitFor();
          await page.waitForTimeout(Math.max(0, start + delay - Date.now()));
          const tapped = Date.now();
          await more.tap();
          // The first visible response: the busy mark of a kept press, or the menu itself.
          await page
            .locator('[data-early-press], dialog[open]')
            .first()
            .waitFor({ timeout: 20_000 });
          shown.push(Date.now() - tapped);
          const opened = await page
            .locator('dialog[open]')
            .waitFor({ timeout: 20_000 })
            .then(() => true)
            .catch(() => false);
          if (opened) {
            answered += 1;
            times.push(Date.now() - tapped);
          }
          await context.close();
        }
        const { median, worst } = figures(times);
        const first = figures(shown);
        lines.push(
          `${path} tap at ${delay} ms: answered ${answered}/${tries}; first visible response median ${first.median} ms, worst ${first.worst} ms; menu open median ${median} ms, worst ${worst} ms`,
        );
      }
    }

    // The résumé race: a file chosen at 0.3 s to 3.15 s after navigation, across the start;
    // then Submit with the other fields empty shows their errors, never 'Resume is required'.
    const races = Number(process.env.EARLY_INPUT_RACES ?? 20);
    let kept = 0;
    for (let i = 0; i < races; i += 1) {
      const { context, page } = await slowPhone(browser);
      const start = Date.now();
      await page.goto('/careers/resume-portal', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Job application form' });
      await form.getByLabel('Resume').waitFor({ state: 'attached' });
      await page.waitForTimeout(Math.max(0, start + 300 + i * 150 - Date.now()));
      await chooseResume(form, `race-${i}.pdf`);
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 30_000 });
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.getByText('Name is required')).toBeVisible();
      if ((await form.getByText('Resume is required').count()) === 0) kept += 1;
      await context.close();
    }
    lines.push(`résumé race: file kept in the form's state ${kept}/${races}`);
    lines.push(`load after: ${execSync('uptime').toString().trim()}`);
    await deletePost(token, post._id);
    console.log(`\nEarly input, 4x CPU, 150 ms latency, ${tries} tries each:\n${lines.join('\n')}`);
  });
});
