// The site's public forms filled as a visitor fills them.
import type { Locator, Page } from '@playwright/test';
import type { TestUser } from './api';

/** A small but real PDF: the api opens résumés with a PDF parser and wants at least a page. */
export const resumePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Chooses `resumePdf`, named `fileName`, as the application form's résumé. */
export async function chooseResume(form: Locator, fileName: string) {
  await form
    .getByLabel('Resume')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: resumePdf });
}

/** Fills the job application form as Sam Lee `id`, with `resumePdf` as sam-lee-`id`.pdf. */
export async function fillApplication(form: Locator, id: string, coverLetter: string) {
  await form.getByLabel('Full name').fill(`Sam Lee ${id}`);
  await form.getByLabel('Email').fill(`sam-${id}@example.test`);
  await form.getByLabel('Phone number').fill('555-010-2030');
  await chooseResume(form, `sam-lee-${id}.pdf`);
  await form.getByLabel('Cover letter (optional)').fill(coverLetter);
}

/**
 * Logs in through the account page's Login form. `typed`: key by key, as a person types while
 * the page may still be loading (otherwise each field is filled at once).
 */
export async function logInThroughTheForm(
  page: Page,
  user: Pick<TestUser, 'username' | 'password'>,
  { typed = false } = {},
) {
  const form = page.getByRole('form', { name: 'Login' });
  const enter = (field: Locator, text: string) =>
    typed ? field.pressSequentially(text) : field.fill(text);
  await enter(form.getByLabel('Username'), user.username);
  await enter(form.getByLabel('Password', { exact: true }), user.password);
  await form.getByRole('button', { name: 'Log in' }).click();
}
