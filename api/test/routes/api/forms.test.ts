import { TENANT, adminToken, allMail, call, createUser, latestMail, suiteApp } from '../../helper';
import { multipart } from '../../multipart';
import { FILES } from '../../samples';

const t = suiteApp({ env: { UPLOAD_RESUME_MAX_MB: '0.01' } });

describe('POST /email/{tenantId}/contact', () => {
  const url = `/api/v1/email/${TENANT}/contact`;

  it('stores the message and mails the agency inbox with the visitor as reply-to', async () => {
    const body = {
      name: 'Dana <b>Shop</b>',
      email: 'dana@shop.example',
      message: 'We need a new website.\nCall me.',
    };
    const res = await call(t.app, 'POST', url, { body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Thank you for reaching out! We'll get back to you soon.",
    });

    const mail = await latestMail(t, 'hello@revline.example');
    expect(mail?.subject).toContain('Dana');
    expect(mail?.text).toContain('We need a new website.');
    // Visitor text is escaped in the HTML version of the mail.
    expect(mail?.html).toContain('Dana &lt;b&gt;Shop&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Shop</b>');

    const admin = await adminToken(t);
    const stored = await call(t.app, 'GET', url, { token: admin });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual([
      { id: expect.any(String), ...body, createdAt: expect.any(String) },
    ]);
  });

  it.each([
    [{ email: 'a@b.example', message: 'hi' }, 'name is required.'],
    [{ name: 'A', message: 'hi' }, 'email is required.'],
    [{ name: 'A', email: 'a@b.example' }, 'message is required.'],
    [{ name: 'A', email: 'not an email', message: 'hi' }, 'email must be a valid email address.'],
    [
      { name: 'A', email: 'a@b.example', message: 'm'.repeat(5001) },
      'message must be at most 5000 characters.',
    ],
    [{ name: ['A'], email: 'a@b.example', message: 'hi' }, 'name must be a string.'],
    [{ name: ' ', email: 'a@b.example', message: 'hi' }, 'name must not be blank.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await call(t.app, 'POST', url, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('lists stored messages for the SuperAdmin only', async () => {
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    const user = await createUser(t, 'nosy');
    expect((await call(t.app, 'GET', url, { token: user.token })).statusCode).toBe(403);
  });
});

describe('POST /newsletters/{tenantId}/subscribe', () => {
  const url = `/api/v1/newsletters/${TENANT}/subscribe`;

  it('subscribes once; a second time is still 200', async () => {
    const first = await call(t.app, 'POST', url, { body: { email: 'Reader@Example.com' } });
    const second = await call(t.app, 'POST', url, { body: { email: 'reader@example.com' } });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
    });
    expect(
      await t.app.db.selectFrom('leads').where('kind', '=', 'newsletter').selectAll().execute(),
    ).toHaveLength(1);
  });

  it.each([
    [{}, 'email is required.'],
    [{ email: 'nope' }, 'email must be a valid email address.'],
    [{ email: `${'a'.repeat(250)}@x.example` }, 'email must be at most 254 characters.'],
    [{ email: 5 }, 'email must be a string.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await call(t.app, 'POST', url, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('POST /careers/{tenantId}/applications', () => {
  const url = `/api/v1/careers/${TENANT}/applications`;
  const fields = {
    name: 'Sam Lee',
    email: 'sam@example.com',
    phone: '+1 (555) 010-2030',
    job: 'ux-ui-designer',
    coverLetter: 'I love cars.',
  };

  function apply(
    formFields: Record<string, string>,
    resume?: { data: Buffer; filename: string; contentType?: string },
  ) {
    const form = multipart(
      formFields,
      resume
        ? [
            {
              name: 'resume',
              filename: resume.filename,
              contentType: resume.contentType ?? 'application/pdf',
              data: resume.data,
            },
          ]
        : [],
    );
    return call(t.app, 'POST', url, { payload: form.payload, headers: form.headers });
  }

  it.each([
    ['PDF', FILES.pdf, 'application/pdf'],
    ['DOC', FILES.doc, 'application/msword'],
    ['DOCX', FILES.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('stores an application with a %s résumé and mails the agency', async (_kind, data, mime) => {
    const res = await apply(fields, { data, filename: 'cv.bin' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message:
        'Thank you for your application! We will review your resume and get back to you soon.',
    });

    const mail = await latestMail(t, 'hello@revline.example');
    expect(mail?.subject).toBe('New application for ux-ui-designer from Sam Lee');
    expect(mail?.attachments[0]?.contentType).toBe(mime);

    const admin = await adminToken(t);
    const list = await call(t.app, 'GET', url, { token: admin });
    expect(list.json()).toEqual([
      expect.objectContaining({
        ...fields,
        resume: expect.objectContaining({
          contentType: mime,
          originalName: 'cv.bin',
          size: data.length,
        }),
      }),
    ]);
  });

  it('accepts an application without a cover letter', async () => {
    const { coverLetter: _omit, ...rest } = fields;
    const res = await apply(rest, { data: FILES.pdf, filename: 'cv.pdf' });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['an HTML file named .pdf', FILES.html, 415],
    ['an image', FILES.png, 415],
    ['a plain ZIP named .docx', FILES.zip, 415],
    ['a file over the résumé limit', Buffer.concat([FILES.pdf, Buffer.alloc(11 * 1024)]), 413],
  ])('refuses %s', async (_case, data, status) => {
    const res = await apply(fields, { data, filename: 'cv.pdf' });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
    expect(allMail(t)).toHaveLength(0);
  });

  it.each([
    ['name', 'Name is required.'],
    ['email', 'Email is required.'],
    ['phone', 'Phone number is required.'],
    ['job', 'Job is required.'],
  ])('refuses a missing %s with 400', async (field, message) => {
    const res = await apply({ ...fields, [field]: '' }, { data: FILES.pdf, filename: 'cv.pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a missing résumé, an unknown job, a bad email and a too long field', async () => {
    expect((await apply(fields)).json()).toEqual({ message: 'Resume is required.' });
    expect(
      (await apply({ ...fields, job: 'ceo' }, { data: FILES.pdf, filename: 'cv.pdf' })).json()
        .message,
    ).toMatch(/^Job must be one of/);
    expect(
      (await apply({ ...fields, email: 'x' }, { data: FILES.pdf, filename: 'cv.pdf' })).json(),
    ).toEqual({ message: 'Email must be a valid email address.' });
    expect(
      (
        await apply({ ...fields, name: 'n'.repeat(101) }, { data: FILES.pdf, filename: 'cv.pdf' })
      ).json(),
    ).toEqual({ message: 'Name must be at most 100 characters.' });
  });

  it('drops unknown fields', async () => {
    const res = await apply({ ...fields, admin: 'true' }, { data: FILES.pdf, filename: 'cv.pdf' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a JSON body with 415', async () => {
    const res = await call(t.app, 'POST', url, { body: fields });
    expect(res.statusCode).toBe(415);
  });
});
