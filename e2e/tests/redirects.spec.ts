// Old links keep working: a post renamed twice answers a 301 from both earlier addresses to the
// current one in one hop, a redirect added by the owner works on two render servers within a
// second, and the Redirects screen refuses a loop with the api's message.
import { expect, test } from '@playwright/test';
import { admin, siteUrl, tenantId } from '../support/env';
import { writerShots } from '../support/shots';
import { adminLogin, api, signIn, withPublishedPost } from '../support/api';
import { twoRenderServers } from '../support/app-servers';
import { BLOG } from '../support/deploy';

const shells = twoRenderServers();

/** The status and Location of one request, without following it. */
async function hop(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

test('a post renamed twice answers a 301 from both old addresses to the new one, in one hop', async () => {
  const { token } = await adminLogin();
  const suffix = Date.now().toString(36);
  await withPublishedPost(
    token,
    { title: `Renamed ${suffix}`, content: '<p>Moved.</p>' },
    async (post) => {
      const rename = (slug: string) =>
        api('PUT', `/posts/${tenantId}/${post._id}`, { token, body: { slug } });
      expect((await rename(`second-${suffix}`)).status).toBe(200);
      expect((await rename(`third-${suffix}`)).status).toBe(200);
      const current = `${BLOG}/third-${suffix}`;

      for (const old of [post.slug, `second-${suffix}`]) {
        const since = Date.now();
        let answer = await hop(`${siteUrl}${BLOG}/${old}`);
        while (answer.status !== 301 && Date.now() - since < 2000)
          answer = await hop(`${siteUrl}${BLOG}/${old}`);
        expect(answer).toEqual({ status: 301, location: current });
      }
      expect((await hop(`${siteUrl}${current}`)).status).toBe(200);
    },
  );
});

test('a redirect added by the owner works on both render servers within a second', async () => {
  const { token } = await adminLogin();
  const from = `/offer-${Date.now().toString(36)}`;
  // Both render servers answer the path (not found) before the redirect exists.
  for (const shell of shells) expect((await hop(`${shell}${from}`)).status).toBe(404);
  const since = Date.now();
  const added = await api<{ id: string }>('POST', `/redirects/${tenantId}`, {
    token,
    body: { from, to: '/contact', status: 302 },
  });
  expect(added.status).toBe(201);
  try {
    const pending = new Set(shells);
    while (pending.size && Date.now() - since < 5000) {
      for (const shell of [...pending])
        if ((await hop(`${shell}${from}`)).status === 302) pending.delete(shell);
    }
    expect([...pending]).toEqual([]);
    expect(Date.now() - since).toBeLessThan(1000);
    expect(await hop(`${shells[1]}${from}`)).toEqual({ status: 302, location: '/contact' });
  } finally {
    await api('DELETE', `/redirects/${tenantId}/${added.body.id}`, { token });
  }
});

test('the Redirects screen refuses a loop with the api’s message', async ({ page }) => {
  const { token } = await adminLogin();
  const suffix = Date.now().toString(36);
  const added = await api<{ id: string }>('POST', `/redirects/${tenantId}`, {
    token,
    body: { from: `/b-${suffix}`, to: `/c-${suffix}` },
  });
  try {
    await signIn(page, admin, '/superadmin/content-library/redirects');
    await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
    await page.getByRole('textbox', { name: 'From' }).fill(`/c-${suffix}`);
    await page.getByRole('textbox', { name: 'To' }).fill(`/b-${suffix}`);
    await page.getByRole('button', { name: 'Add redirect' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `/b-${suffix} already redirects to /c-${suffix}: /c-${suffix} -> /b-${suffix} would make a loop.`,
    );
    await writerShots(page, 'redirects');
  } finally {
    await api('DELETE', `/redirects/${tenantId}/${added.body.id}`, { token });
  }
});
