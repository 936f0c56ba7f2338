import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { apiRoute, sentRequests, server } from '@agency/testing';

import { renderRoute } from '../test-helpers';
import { marketingPaths, resumePortalPath } from '../paths';

const APPLICATIONS = apiRoute('/careers/:tenant/applications');
const THANKS =
  'Thank you for your application! We will review your resume and get back to you soon.';
// Reads the upload before answering, as the api does (MSW cancels a body left unread).
const received = async ({ request }: { request: Request }) => {
  await request.arrayBuffer();
  return HttpResponse.json({ message: 'ok' }, { status: 201 });
};

function pdf(name = 'dana-ortiz-resume.pdf', size?: number): File {
  const content = size === undefined ? '%PDF-1.4\n% test resume\n' : new Uint8Array(size);
  return new File([content], name, { type: 'application/pdf' });
}

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User, options: { job?: string; coverLetter?: string } = {}) {
  await user.type(screen.getByLabelText('Full name'), 'Dana Ortiz');
  await user.type(screen.getByLabelText('Email'), 'dana@example.com');
  await user.type(screen.getByLabelText('Phone number'), '555-010-2030');
  if (options.job) await user.selectOptions(screen.getByLabelText('Position'), options.job);
  await user.upload(screen.getByLabelText('Resume'), pdf());
  if (options.coverLetter)
    await user.type(screen.getByLabelText('Cover letter (optional)'), options.coverLetter);
}

describe('job application form', () => {
  it('offers the three openings and accepts PDF, DOC and DOCX résumés', async () => {
    await renderRoute(marketingPaths.resumePortal);
    const select = screen.getByLabelText('Position');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Select a job'],
      ['frontend-developer', 'Front-End Developer'],
      ['ux-ui-designer', 'UX/UI Designer'],
      ['marketing-specialist', 'Marketing Specialist'],
    ]);
    expect(screen.getByLabelText('Resume')).toHaveAttribute(
      'accept',
      expect.stringContaining('.pdf,.doc,.docx'),
    );
  });

  it('shows the message of every missing field, focuses the first and sends nothing', async () => {
    const { user } = await renderRoute(marketingPaths.resumePortal);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Please select a job',
      'Resume is required',
    ]);
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByLabelText('Position')).toHaveAccessibleDescription('Please select a job');
    expect(screen.getByLabelText('Resume')).toHaveAccessibleDescription(/^Resume is required/);
    expect(screen.getByLabelText('Cover letter (optional)')).not.toHaveAttribute('aria-invalid');
    expect(sentRequests()).toHaveLength(0);
  });

  it('says "Email is invalid" for an address without a domain', async () => {
    const { user } = await renderRoute(resumePortalPath('frontend-developer'));
    await fillValid(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'dana.example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(sentRequests()).toHaveLength(0);
  });

  it('refuses other file types and résumés over 5 MB before sending', async () => {
    const { heading } = await renderRoute(resumePortalPath('frontend-developer'));
    expect(heading).toBeInTheDocument();
    // The file picker's accept filter is off here, as when a visitor drops any file on it.
    const user = userEvent.setup({ applyAccept: false });
    const resume = screen.getByLabelText('Resume');
    await user.upload(resume, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(resume).toHaveAccessibleDescription(/^Resume must be a PDF, DOC or DOCX file/);
    await user.upload(resume, pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(resume).toHaveAccessibleDescription(/^Resume must be 5 MB or smaller/);
    await user.upload(resume, pdf('ok.docx'));
    expect(resume).not.toHaveAttribute('aria-invalid');
  });

  it('sends a multipart application to /careers/{tenantId}/applications and thanks the applicant', async () => {
    server.use(
      http.post(APPLICATIONS, async () => {
        await delay(30);
        return HttpResponse.json({ message: 'Application received' }, { status: 201 });
      }),
    );
    const { user } = await renderRoute(marketingPaths.resumePortal);
    await fillValid(user, { job: 'marketing-specialist', coverLetter: 'I love cars.' });
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);

    const [request] = sentRequests('POST', APPLICATIONS);
    expect(request?.url.pathname).toBe('/api/v1/careers/revline/applications');
    expect(request?.headers.get('x-tenant-id')).toBe('revline');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = await request?.formData();
    expect(body?.get('name')).toBe('Dana Ortiz');
    expect(body?.get('email')).toBe('dana@example.com');
    expect(body?.get('phone')).toBe('555-010-2030');
    expect(body?.get('job')).toBe('marketing-specialist');
    expect(body?.get('coverLetter')).toBe('I love cars.');
    // The spam guard: the hidden field left empty, and how long the form was on screen.
    expect(body?.get('referenceCode')).toBe('');
    expect(Number(body?.get('fillMs'))).toBeGreaterThanOrEqual(0);
    const resume = body?.get('resume') as File;
    expect(resume.name).toBe('dana-ortiz-resume.pdf');
    expect(await resume.text()).toContain('%PDF-1.4');
  });

  it('leaves the optional cover letter out when it is empty', async () => {
    server.use(http.post(APPLICATIONS, received));
    const { user } = await renderRoute(resumePortalPath('ux-ui-designer'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('status');
    const body = await sentRequests('POST', APPLICATIONS)[0]?.formData();
    expect(body?.get('job')).toBe('ux-ui-designer');
    expect(body?.has('coverLetter')).toBe(false);
  });

  it.each([
    [413, 'Resume must be 5 MB or smaller', 'resume'],
    [
      415,
      'The résumé PDF contains macros, scripts or embedded files. Please send a plain PDF.',
      'resume',
    ],
    [
      429,
      'Too many applications have been sent from this connection. Please try again later.',
      null,
    ],
    [500, 'An error occurred. Please try again.', null],
  ])('a %i reply says "%s" and keeps what was typed', async (status, message, field) => {
    // A 415 shows the api's own reason; other errors the form's sentence.
    const reason = status === 415 ? message : 'refused';
    server.use(http.post(APPLICATIONS, () => HttpResponse.json({ message: reason }, { status })));
    const { user } = await renderRoute(resumePortalPath('frontend-developer'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    if (field === 'resume')
      expect(screen.getByLabelText('Resume')).toHaveAccessibleDescription(
        new RegExp(`^${message}`),
      );
    expect(screen.getByLabelText('Full name')).toHaveValue('Dana Ortiz');
    expect(screen.getByLabelText('Phone number')).toHaveValue('555-010-2030');
    expect(screen.getByLabelText('Position')).toHaveValue('frontend-developer');
  });

  it('a network failure asks to check the connection, and a retry sends the same résumé', async () => {
    server.use(
      http.post(APPLICATIONS, () => HttpResponse.error(), { once: true }),
      http.post(APPLICATIONS, received),
    );
    const { user } = await renderRoute(resumePortalPath('frontend-developer'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send your application. Please check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    const [, retry] = sentRequests('POST', APPLICATIONS);
    expect((await retry?.formData())?.get('resume')).toBeInstanceOf(File);
  });
});

describe('opening the form with a job chosen', () => {
  it.each([
    [resumePortalPath('ux-ui-designer'), 'ux-ui-designer'],
    [`${marketingPaths.resumePortalAlias}?position=marketing-specialist`, 'marketing-specialist'],
    [`${marketingPaths.resumePortalAlias}?position=frontend-developer`, 'frontend-developer'],
    [marketingPaths.resumePortalAlias, ''],
    [`${marketingPaths.resumePortal}?position=astronaut`, ''],
  ])('%s selects "%s"', async (route, job) => {
    const { heading } = await renderRoute(route);
    expect(heading).toHaveTextContent('Apply for a Position');
    expect(screen.getByLabelText('Position')).toHaveValue(job);
  });
});
