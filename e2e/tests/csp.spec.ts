// The site's security policy: every origin sends a Content-Security-Policy without
// inline scripts and with frame-ancestors 'none', plus Referrer-Policy, Permissions-Policy and
// nosniff; every public route, the account pages and the admin's editor work under it without
// a single `securitypolicyviolation` event; and no other site can frame the pages.
import { expect, test, type Page } from '@playwright/test';
import { adminLogin, api, createVerifiedUser, signIn, withPublishedPost } from '../support/api';
import { admin, apiOrigin, remoteOrigins, siteUrl, tenantId } from '../support/env';
import { focusPostBody, typeHeading, uploadPng } from '../support/editor';
import { logInThroughTheForm } from '../support/forms';
import { gradientPng } from '../support/png';
import { adminRoutes, publicRoutes, userRoutes } from '../support/routes';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Collects every CSP violation of the page (all documents it opens) from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
        page: location.href,
      });
    });
  });
  const reported: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      reported.push({
        directive: 'console',
        blocked: '',
        source: '',
        sample: message.text(),
        page: page.url(),
      });
  });
  const collect = async () => {
    const seen = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    reported.push(...seen);
    await page.evaluate(() => (window.__cspViolations = [])).catch(() => undefined);
    return reported;
  };
  return collect;
}

/** Visits each path (a full load each) and waits for its main heading. */
async function visitAll(page: Page, paths: readonly string[], collect: () => Promise<Violation[]>) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    await collect();
  }
}

test.describe.configure({ mode: 'serial' });

test('every origin sends the policy: no inline script, not frameable, referrer and permissions set', async ({
  request,
}) => {
  for (const origin of [siteUrl, ...Object.values(remoteOrigins)]) {
    const response = await request.get(`${origin}/`);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(csp, origin).toContain("frame-ancestors 'none'");
    expect(csp, origin).toContain("object-src 'none'");
    expect(scriptSrc, origin).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    for (const remote of Object.values(remoteOrigins)) expect(scriptSrc, origin).toContain(remote);
    expect(csp, origin).toMatch(new RegExp(`connect-src [^;]*${apiOrigin}`));
    expect(headers['referrer-policy'], origin).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], origin).toContain('camera=()');
    expect(headers['x-content-type-options'], origin).toBe('nosniff');
  }
});

test('another site cannot frame the account pages', async ({ page }) => {
  await page.setContent(
    `<iframe src="${siteUrl}/account"></iframe><iframe src="${siteUrl}/user/profile"></iframe>`,
  );
  await expect
    .poll(() =>
      page
        .frames()
        .slice(1)
        .map((frame) => frame.url()),
    )
    .toEqual(['chrome-error://chromewebdata/', 'chrome-error://chromewebdata/']);
});

test('a visitor on every public route, and a post with images and styles: no violation', async ({
  page,
}) => {
  const collect = await watchViolations(page);
  const { token } = await adminLogin();
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(gradientPng(2, 2))], { type: 'image/png' }),
    'dot.png',
  );
  const upload = await api<{ url: string }>('POST', `/media/${tenantId}/upload`, { token, form });
  expect(upload.status).toBe(201);
  const styled = {
    title: `Styled post ${Date.now().toString(36)}`,
    content:
      `<h2 style="text-align:center">Centered</h2><p><span style="font-size:22px;font-family:Georgia, serif">Big text</span></p>` +
      `<figure class="image image_resized" style="width:50%"><img src="${upload.body.url}" alt="dot"></figure>`,
  };
  await withPublishedPost(token, styled, async (post) => {
    await visitAll(
      page,
      [...Object.values(publicRoutes).flat(), `/tech&tranquility/${post.slug}`],
      collect,
    );
    await expect(page.locator(`main img[src="${upload.body.url}"]`)).toBeVisible();
    // Client-side navigation between remotes, too.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tech & Tranquility' })
      .click();
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await collect()).toEqual([]);
  });
});

test('a user signing in and using the account pages: no violation', async ({ page }) => {
  const collect = await watchViolations(page);
  const user = await createVerifiedUser('csp');
  await page.goto('/account');
  await logInThroughTheForm(page, user);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Profile/ }),
  ).toBeVisible();
  await collect();
  await signIn(page, user, '/user/profile');
  await visitAll(page, Object.values(userRoutes).flat(), collect);
  expect(await collect()).toEqual([]);
});

test('the SuperAdmin in the content library and CKEditor, uploading an image: no violation', async ({
  page,
}) => {
  const collect = await watchViolations(page);
  await signIn(page, admin, '/superadmin/profile');
  await visitAll(page, Object.values(adminRoutes).flat(), collect);
  await page.goto('/superadmin/content-library/blog-management');
  await page.getByRole('button', { name: 'Create New Post' }).click();
  const body = await focusPostBody(page);
  await typeHeading(page, 'Under the policy');
  await uploadPng(page, body, 'dot.png', gradientPng(2, 2));
  await page.getByRole('button', { name: 'Preview Post' }).click();
  await expect(page.getByRole('article', { name: 'Post preview' })).toBeVisible();
  expect(await collect()).toEqual([]);
});
