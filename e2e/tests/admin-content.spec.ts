// The admin-content remote on the composed site against the real api: a SuperAdmin writes a
// post in CKEditor with a heading, bold text and an uploaded image, and takes it through draft,
// published, unpublished and deleted while a visitor looks at the blog; CKEditor and the remote
// itself never reach a visitor's browser.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminLogin, api, createVerifiedUser, signIn, withPublishedPost } from '../support/api';
import { admin, apiOrigin, remoteOrigin, tenantId } from '../support/env';
import { editPost, focusPostBody, typeHeading, uploadPng } from '../support/editor';
import { gradientPng } from '../support/png';
import { recordRequests, visitEveryPublicRoute } from '../support/visits';

const blogManagement = '/superadmin/content-library/blog-management';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs the SuperAdmin in on Blog Management and opens the post called `title` in the editor. */
async function openInEditor(page: Page, title: string) {
  await signIn(page, admin, blogManagement);
  await editPost(page, title);
}

interface PostInEditor {
  token: string;
  id: string;
  slug: string;
  title: string;
  /** The share card the api drew when the post was created. */
  shareImageUrl: string;
}

/**
 * A published post of one test's own, open in the editor; deleted afterwards, whatever the
 * test's outcome.
 */
async function withPostInEditor(
  page: Page,
  name: string,
  content: string,
  run: (post: PostInEditor) => Promise<void>,
) {
  const { token } = await adminLogin();
  const title = `${name} ${unique()}`;
  await withPublishedPost(token, { title, content }, async (post) => {
    const created = await api<{ shareImage: { url: string } }>(
      'GET',
      `/posts/${tenantId}/${post._id}`,
      { token },
    );
    await openInEditor(page, title);
    const shareImageUrl = created.body.shareImage.url;
    await run({ token, id: post._id, slug: post.slug, title, shareImageUrl });
  });
}

/** CKEditor 5 announces itself on window when its code runs. */
const ckeditorLoaded = (page: Page) => page.evaluate(() => 'CKEDITOR_VERSION' in window);

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The blog list as a visitor sees it, loaded fresh. */
async function openBlogList(page: Page) {
  await page.goto('/tech&tranquility');
  const articles = page.getByRole('main');
  await expect(articles.getByRole('heading').first()).toBeVisible();
  return articles;
}

/** Opens the list until `title` is (or is no longer) on it: the server may send a page it
 * rendered a few seconds ago (its per-URL page cache), which the browser then refreshes. */
async function openBlogListUntil(page: Page, title: string, count: 0 | 1) {
  let articles = page.getByRole('main');
  await expect(async () => {
    articles = await openBlogList(page);
    await expect(articles.getByRole('heading', { name: title })).toHaveCount(count, {
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  return articles;
}

test.describe('blog management', () => {
  test('a post goes from draft to published to unpublished to deleted, and the blog follows', async ({
    page,
    browser,
  }) => {
    const title = `Brake season checklist ${unique()}`;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await signIn(page, admin, blogManagement);
    await expect(page.getByRole('heading', { name: 'Blog Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All posts' })).toBeVisible();

    // Write: a heading, bold text and an uploaded image.
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await expect(page.getByRole('heading', { name: 'Create or Edit a Blog Post' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create New Post' })).toHaveText('+');
    await expect(page.getByRole('heading', { name: 'All posts' })).toBeHidden();
    await page.getByLabel('Post Title').fill(title);
    await expect(page.getByLabel('Post Status')).toHaveValue('Draft');
    const body = await focusPostBody(page);
    await typeHeading(page, 'Why pads wear out');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Check them ');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type('every oil change');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.press('Enter');
    await uploadPng(page, body, 'pads.png', gradientPng());
    await expect(page.getByText('Uploading...')).toBeHidden();

    // Preview shows the title and the body.
    await page.getByRole('button', { name: 'Preview Post' }).click();
    const preview = page.getByRole('article', { name: 'Post preview' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      preview.getByRole('heading', { name: 'Why pads wear out', level: 2 }),
    ).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('every oil change');
    await page.getByRole('button', { name: 'Edit Post' }).click();

    // Save as a draft: the list shows it, the api holds the HTML, a visitor sees nothing.
    await page.getByRole('button', { name: 'Save Post' }).click();
    await expect(page.getByText('The post was saved.')).toBeVisible();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.getByText('Draft', { exact: true })).toBeVisible();

    const { token } = await adminLogin();
    const all = await api<
      { _id: string; slug: string; title: string; content: string; publishStatus: string }[]
    >('GET', `/posts/${tenantId}`, { token });
    const saved = all.body.find((post) => post.title === title);
    expect(saved?.publishStatus).toBe('Draft');
    expect(saved?.content).toContain('<h2>Why pads wear out</h2>');
    expect(saved?.content).toContain('<strong>every oil change</strong>');
    expect(saved?.content).toMatch(
      new RegExp(`<figure class="image"><img [^>]*src="${apiOrigin}/media/[\\w-]+\\.png"`),
    );

    const visitor = await visitorPage(browser);
    await openBlogList(visitor);
    await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);

    // Publish: the visitor sees the post, with its image.
    await item.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(item.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();
    await expect(item.getByText('Published', { exact: true })).toBeVisible();

    const articles = await openBlogListUntil(visitor, title, 1);
    await articles.getByRole('link', { name: title }).first().click();
    await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Why pads wear out' })).toBeVisible();
    const image = visitor.locator(`main img[src^="${apiOrigin}/media/"]`);
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(48);

    // The admin's own blog pages follow at once (shared cache tags), without a reload.
    await item.getByRole('link', { name: /View on the blog/ }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'All posts' })).toBeVisible();

    // Unpublish: gone for the visitor.
    await item.getByRole('button', { name: `Unpublish ${title}` }).click();
    await expect(item.getByRole('button', { name: `Publish ${title}` })).toBeVisible();
    await openBlogListUntil(visitor, title, 0);

    // Delete, after the spec's question.
    await item.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(item).toHaveCount(0);
    expect(dialogs).toEqual(['Are you sure you want to delete this post?']);
    expect((await api('GET', `/posts/${tenantId}/${saved?._id}`, { token })).status).toBe(404);
    await visitor.context().close();
  });

  test('the editor shows the post’s own share card and search snippet, with lengths where they cut', async ({
    page,
  }) => {
    await withPostInEditor(
      page,
      'Share preview',
      '<p>Alignment before the winter potholes.</p>',
      async ({ title, shareImageUrl }) => {
        const card = page.getByRole('region', { name: 'When shared' });
        const image = card.getByRole('img');
        await expect(image).toHaveAttribute('src', shareImageUrl);
        // The card loads lazily, when the owner scrolls to it (History sits above it now).
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBe(1200);
        const search = page.getByRole('region', { name: 'In search results' });
        await expect(search).toContainText('Alignment before the winter potholes.');

        await page
          .getByLabel('Meta Title')
          .fill('Why every independent shop needs wheel alignment checks');
        await expect(search.getByText(/^Title:/)).toContainText('Google cuts after about 60');
        await expect(page.getByLabel('Meta Title')).toHaveAccessibleDescription(
          /Google cuts after about 60/,
        );
        await page.getByLabel('Post Title').fill(`${title} (edited)`);
        await expect(card).toContainText('a new one is drawn with this title when you save');
        if (process.env.ADMIN_SHOTS)
          await page
            .getByRole('group', { name: 'Preview' })
            .screenshot({ path: `${process.env.ADMIN_SHOTS}/share-preview.png` });
      },
    );
  });

  test('a feature image chosen in the editor shows on the blog’s card and page and in the post’s share card', async ({
    page,
    browser,
  }) => {
    await withPostInEditor(
      page,
      'Feature image',
      '<p>Rotors warp when they overheat.</p>',
      async ({ token, id, slug, title, shareImageUrl }) => {
        const group = page.getByRole('group', { name: 'Feature image' });
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          group.getByRole('button', { name: 'Choose an image' }).click(),
        ]);
        await chooser.setFiles({
          name: 'rotor.png',
          mimeType: 'image/png',
          buffer: gradientPng(640, 360),
        });
        await group.getByLabel('Image description').fill('A glowing brake rotor');
        await page.getByRole('button', { name: 'Save Post' }).click();
        await expect(page.getByText('The post was saved.')).toBeVisible();

        const saved = await api<{
          featureImage: { url: string; alt: string } | null;
          shareImage: { url: string };
        }>('GET', `/posts/${tenantId}/${id}`, { token });
        expect(saved.body.featureImage).toEqual({
          url: expect.stringMatching(new RegExp(`^${apiOrigin}/media/[\\w-]+\\.png$`)),
          alt: 'A glowing brake rotor',
        });
        const featureUrl = saved.body.featureImage!.url;
        // The card now shows the picture, under a new name.
        expect(saved.body.shareImage.url).not.toBe(shareImageUrl);

        const visitor = await visitorPage(browser);
        await visitor.goto(`/tech&tranquility/${slug}`);
        const picture = visitor.getByRole('img', { name: 'A glowing brake rotor' });
        await expect(picture).toHaveAttribute('src', featureUrl);
        await expect
          .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBe(640);
        const ogImage = await visitor.locator('meta[property="og:image"]').getAttribute('content');
        expect(ogImage).toBe(saved.body.shareImage.url);
        const card = await fetch(ogImage!);
        expect(card.status).toBe(200);
        expect(card.headers.get('content-type')).toBe('image/png');

        await openBlogListUntil(visitor, title, 1);
        await expect(
          visitor.locator(`main article img[src="${featureUrl}"]`).first(),
        ).toBeVisible();
        await visitor.context().close();
      },
    );
  });

  test('CKEditor downloads only when the editor opens', async ({ page }) => {
    await signIn(page, admin, '/superadmin/content-library');
    await expect(page.getByRole('tablist', { name: 'Kinds of content' })).toBeVisible();
    await page.getByRole('link', { name: 'Manage Blogs' }).click();
    await expect(page.getByRole('heading', { name: 'All posts' })).toBeVisible();
    expect(await ckeditorLoaded(page)).toBe(false);

    await page.getByRole('button', { name: 'Create New Post' }).click();
    await expect(page.getByRole('textbox', { name: /Post Content/ })).toBeVisible();
    expect(await ckeditorLoaded(page)).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'All posts' })).toBeVisible();
  });
});

test.describe('who downloads the admin remote', () => {
  test("a visitor's visit of every public route downloads nothing of this remote or of CKEditor", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await visitEveryPublicRoute(page, async (path) => {
      expect(await ckeditorLoaded(page), path).toBe(false);
    });
    await page.goto('/superadmin/content-library');
    await expect(page).toHaveURL(/\/account$/);
    const urls = requests.map((request) => request.url());
    expect(urls.filter((url) => url.startsWith(remoteOrigin('admin_content')))).toEqual([]);
    expect(urls.filter((url) => /ckeditor/i.test(url))).toEqual([]);
  });

  test('an ordinary user sent to /user/profile never downloads it either', async ({ page }) => {
    const user = await createVerifiedUser('admincontent');
    const requests = recordRequests(page);
    await signIn(page, user, '/superadmin/content-library/blog-management');
    await expect(page).toHaveURL(/\/user\/profile$/);
    expect(
      requests
        .map((request) => request.url())
        .filter((url) => url.startsWith(remoteOrigin('admin_content'))),
    ).toEqual([]);
    expect(await ckeditorLoaded(page)).toBe(false);
  });
});
