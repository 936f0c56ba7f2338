// The marketing remote on the composed site against the real api: the contact form and a job
// application reach the api and are stored; every marketing route passes axe in both themes at
// desktop and phone widths.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminLogin, api } from '../support/api';
import { tenantId } from '../support/env';
import { fillApplication, resumePdf } from '../support/forms';
import { publicRoutes } from '../support/routes';

interface StoredContact {
  name: string;
  email: string;
  message: string;
}

interface StoredApplication {
  name: string;
  email: string;
  phone: string;
  job: string;
  coverLetter: string | null;
  resume: { originalName: string; contentType: string; size: number };
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('contact form', () => {
  test('shows the spec’s validation messages and sends nothing while fields are missing', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/contact'))
        posts.push(request.url());
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Name is required',
      'Email is required',
      'Message is required',
    ]);
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Email').fill('not-an-address');
    await expect(form.getByText('Email is invalid')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('a message is sent, thanked and stored by the api', async ({ page }) => {
    const id = unique();
    const message = {
      name: `Dana Ortiz ${id}`,
      email: `dana-${id}@ortizauto.test`,
      message: `We need a new website (${id}).`,
    };

    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill(message.name);
    await form.getByLabel('Email').fill(message.email);
    await form.getByLabel('Message').fill(message.message);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status')).toHaveText(
      "Thank you for reaching out! We'll get back to you soon.",
    );
    await expect(page.getByRole('form', { name: 'Contact form' })).toHaveCount(0);

    const { token } = await adminLogin();
    const stored = await api<StoredContact[]>('GET', `/email/${tenantId}/contact`, { token });
    expect(stored.status).toBe(200);
    expect(stored.body).toContainEqual(expect.objectContaining(message));
  });

  test('/consultation is the contact form with a consultation heading', async ({ page }) => {
    await page.goto('/consultation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Consultation');
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
  });
});

test.describe('job application', () => {
  test('an apply link opens the form with the job chosen; the application is thanked and stored with its résumé', async ({
    page,
  }) => {
    const id = unique();
    await page.goto('/careers/ux-ui-designer');
    await page.getByRole('link', { name: 'Apply for this position' }).click();
    await expect(page).toHaveURL(/\/careers\/resume-portal\?position=ux-ui-designer$/);

    const form = page.getByRole('form', { name: 'Job application form' });
    await expect(form.getByLabel('Position')).toHaveValue('ux-ui-designer');
    await fillApplication(form, id, 'I design for people who fix cars.');
    await form.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('status')).toHaveText(
      'Thank you for your application! We will review your resume and get back to you soon.',
    );

    const { token } = await adminLogin();
    const stored = await api<StoredApplication[]>('GET', `/careers/${tenantId}/applications`, {
      token,
    });
    expect(stored.status).toBe(200);
    const application = stored.body.find((entry) => entry.email === `sam-${id}@example.test`);
    expect(application).toMatchObject({
      name: `Sam Lee ${id}`,
      phone: '555-010-2030',
      job: 'ux-ui-designer',
      coverLetter: 'I design for people who fix cars.',
      resume: {
        originalName: `sam-lee-${id}.pdf`,
        contentType: 'application/pdf',
        size: resumePdf.length,
      },
    });
  });

  test('/resume-portal?position={slug} opens the form with that job, and the job is required', async ({
    page,
  }) => {
    await page.goto('/resume-portal?position=marketing-specialist');
    const form = page.getByRole('form', { name: 'Job application form' });
    await expect(form.getByLabel('Position')).toHaveValue('marketing-specialist');
    await form.getByLabel('Position').selectOption('');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByText('Please select a job')).toBeVisible();
    await expect(form.getByText('Resume is required')).toBeVisible();
  });
});

test.describe('dead links lead to real pages', () => {
  for (const path of ['/projects/project2', '/projects/project3', '/projects/some-product']) {
    test(`${path} shows the case studies, not the 404`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'That project is not in our portfolio',
      );
      await expect(page.getByRole('link', { name: /View case study/ })).toHaveCount(3);
    });
  }
});

const axeRoutes = [
  ...publicRoutes.marketing,
  '/consultation',
  '/resume-portal?position=frontend-developer',
  '/projects/project2',
];

async function setTheme(page: Page, theme: 'light' | 'dark', width: number) {
  if (theme === 'light') return;
  // The server's HTML is visible before its script runs: switch once the page is live.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Blocks below the first screen (`content-visibility: auto`) are styled only near the screen:
  // there a transition the switch started stops ticking, and the style axe reads stays a frame
  // of it, which the visitor, scrolling down, never sees. Laid out as on screen, they switch as
  // the rest of the page does.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
  if (width >= 768) {
    // The shell's own toggle, as a visitor switches the theme.
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
  } else {
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The colours change in the press, and buttons ease theirs in (0.15 s transitions): axe reads
  // the page once they have settled, as a visitor sees it, not a frame in between.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

test.describe('accessibility (axe)', () => {
  for (const width of [1280, 360]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`every marketing route at ${width}px in the ${theme} theme has no axe violations`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        await page.setViewportSize({ width, height: 900 });
        const failures: string[] = [];
        for (const path of axeRoutes) {
          await page.goto(path);
          await expect(page.locator('main h1')).toBeVisible();
          await setTheme(page, theme, width);
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .analyze();
          for (const violation of results.violations) {
            failures.push(
              `${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
            );
          }
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
