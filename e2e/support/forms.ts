// The site's public forms filled as a visitor fills them.
import type { Locator } from '@playwright/test';

/** A small but real PDF: the api opens résumés with a PDF parser and wants at least a page. */
export const resumePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Fills the job application form as Sam Lee `id`, with `resumePdf` as sam-lee-`id`.pdf. */
export async function fillApplication(form: Locator, id: string, coverLetter: string) {
  await form.getByLabel('Full name').fill(`Sam Lee ${id}`);
  await form.getByLabel('Email').fill(`sam-${id}@example.test`);
  await form.getByLabel('Phone number').fill('555-010-2030');
  await form
    .getByLabel('Resume')
    .setInputFiles({ name: `sam-lee-${id}.pdf`, mimeType: 'application/pdf', buffer: resumePdf });
  await form.getByLabel('Cover letter (optional)').fill(coverLetter);
}
