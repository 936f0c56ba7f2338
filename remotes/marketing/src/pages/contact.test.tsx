import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { apiRoute, sentRequests, server } from '@agency/testing';
import { configureSite, getSiteConfig, paths, recordLeadSource } from '@agency/shared-state';
import { hrefOf, renderRoute } from '../test-helpers';

const CONTACT = apiRoute('/email/:tenant/contact');
const sent = () => HttpResponse.json({ message: 'ok' });

async function fill(user: UserEvent, values: { name?: string; email?: string; message?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

/** A message from a shop owner, as the tests send it. */
const dana = { name: 'Dana Ortiz', email: 'dana@ortizauto.com', message: 'We need a new website.' };

describe('contact form', () => {
  it('shows every required-field error, ties each to its field, focuses the first and sends nothing', async () => {
    const { user } = await renderRoute(paths.contact);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/^Message is required/);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Message is required',
    ]);
    expect(sentRequests()).toHaveLength(0);
  });

  it('rejects an email that does not look like an address, and clears the error once fixed', async () => {
    const { user } = await renderRoute(paths.contact);
    await fill(user, { name: 'Dana Ortiz', email: 'dana@shop', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Email is invalid');
    expect(sentRequests()).toHaveLength(0);

    await user.type(email, '.com');
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('posts {name, email, message} to /email/{tenant}/contact and replaces the form with the thank-you', async () => {
    server.use(
      http.post(CONTACT, async () => {
        await delay(30);
        return HttpResponse.json({ message: 'Message sent' });
      }),
    );
    const { user } = await renderRoute(paths.contact);
    await fill(user, dana);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent("Thank you for reaching out! We'll get back to you soon.");
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();

    const [request] = sentRequests('POST', CONTACT);
    expect(request?.url.pathname).toBe('/api/v1/email/revline/contact');
    expect(request?.headers.get('x-tenant-id')).toBe('revline');
    expect(request?.headers.get('content-type')).toContain('application/json');
    expect(await request?.json()).toEqual({
      name: 'Dana Ortiz',
      email: 'dana@ortizauto.com',
      message: 'We need a new website.',
      // The spam guard: the hidden field a person leaves empty, and the time the form was shown.
      referenceCode: '',
      fillMs: expect.any(Number),
    });
  });

  it('sends how the visitor found the site, as recorded when the visit landed', async () => {
    window.history.replaceState(null, '', '/?utm_source=google&utm_medium=cpc&gclid=test123');
    recordLeadSource();
    window.history.replaceState(null, '', '/');
    server.use(http.post(CONTACT, sent));
    const { user } = await renderRoute(paths.contact);
    await fill(user, { name: 'Dana Ortiz', email: 'dana@ortizauto.com', message: 'Hello.' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('status');

    const [request] = sentRequests('POST', CONTACT);
    const touch = {
      utmSource: 'google',
      utmMedium: 'cpc',
      gclid: 'test123',
      landingPage: '/',
      at: expect.any(String),
    };
    expect(await request?.json()).toMatchObject({ source: { first: touch, latest: touch } });
    localStorage.clear();
  });

  it.each([
    ['a 500', 500, 'boom'],
    ['a 429', 429, 'Too many requests'],
    ['a 201 (only a 200 is success)', 201, 'created'],
  ])(
    'on %s it says "An error occurred. Please try again." and keeps what was typed',
    async (_label, status, message) => {
      server.use(http.post(CONTACT, () => HttpResponse.json({ message }, { status })));
      const { user } = await renderRoute(paths.contact);
      await fill(user, dana);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'An error occurred. Please try again.',
      );
      expect(screen.getByLabelText('Name')).toHaveValue('Dana Ortiz');
      expect(screen.getByLabelText('Email')).toHaveValue('dana@ortizauto.com');
      expect(screen.getByLabelText('Message')).toHaveValue('We need a new website.');
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    },
  );

  it('on a network failure it says "Failed to send your message. Please try again." and a retry can succeed', async () => {
    // The first handler that matches answers: the one-off failure, then success.
    server.use(
      http.post(CONTACT, () => HttpResponse.error(), { once: true }),
      http.post(CONTACT, sent),
    );
    const { user } = await renderRoute(paths.contact);
    await fill(user, { name: 'Dana Ortiz', email: 'dana@ortizauto.com', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send your message. Please try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thank you for reaching out! We'll get back to you soon.",
    );
    expect(sentRequests('POST', CONTACT)).toHaveLength(2);
  });

  it('a package choice arrives as the start of the message', async () => {
    await renderRoute(`${paths.contact}?interest=${encodeURIComponent('Turbo Boost')}`);
    expect(screen.getByLabelText('Message')).toHaveValue("Hi, I'm interested in Turbo Boost. ");
  });
});

describe('/consultation', () => {
  it('is the contact form introduced as a consultation request', async () => {
    server.use(http.post(CONTACT, sent));
    const { heading, user } = await renderRoute(paths.consultation);
    expect(heading).toHaveTextContent('Book a Consultation');
    expect(document.title).toMatch(/^Book a Consultation \| /);
    const form = screen.getByRole('form', { name: 'Contact form' });
    await user.type(within(form).getByLabelText('Name'), 'Sam Lee');
    await user.type(within(form).getByLabelText('Email'), 'sam@leemotors.com');
    await user.click(within(form).getByRole('button', { name: 'Request Consultation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thank you for reaching out! We'll get back to you soon.",
    );
    await waitFor(() => expect(sentRequests('POST', CONTACT)).toHaveLength(1));
    expect(await sentRequests('POST', CONTACT)[0]?.json()).toEqual({
      name: 'Sam Lee',
      email: 'sam@leemotors.com',
      message: 'I would like to book a free consultation.',
      referenceCode: '',
      fillMs: expect.any(Number),
    });
  });
});

describe('direct contact details', () => {
  const initial = getSiteConfig();
  afterEach(() => configureSite(initial));

  it('shows the configured email, phone and hours as links a visitor can use', async () => {
    configureSite({
      contactEmail: 'shop@acme.test',
      contactPhone: '(555) 010-0199',
      contactHours: 'Weekdays 7 to 5',
    });
    await renderRoute(paths.contact);
    const direct = screen.getByRole('complementary', { name: 'Other ways to reach us' });
    const link = (name: string) => hrefOf(within(direct).getByRole('link', { name }));
    expect(link('shop@acme.test')).toBe('mailto:shop@acme.test');
    expect(link('(555) 010-0199')).toBe('tel:+15550100199');
    expect(within(direct).getByText('Weekdays 7 to 5')).toBeInTheDocument();
  });
});
