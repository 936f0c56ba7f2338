import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute, sentRequests, server } from '@agency/testing';
import { getSiteConfig } from '@agency/shared-state';
import { renderShell } from '../test/render-shell';

const SUBSCRIBE = apiRoute('/newsletters/:tenant/subscribe');

describe('footer', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  async function subscribe(email = 'owner@shop.com') {
    const view = await renderShell('/nowhere');
    const footer = await screen.findByRole('contentinfo');
    await view.user.type(within(footer).getByLabelText('Email address'), email);
    await view.user.click(within(footer).getByRole('button', { name: 'Subscribe' }));
    return footer;
  }

  it('has Careers, the three legal links and the 2025 copyright', async () => {
    await renderShell('/nowhere');
    const footer = await screen.findByRole('contentinfo');
    for (const [name, href] of [
      ['Careers', '/careers'],
      ['Disclaimer', '/documents/disclaimer'],
      ['Terms of Service', '/documents/terms-of-service'],
      ['Privacy Policy', '/documents/privacy-policy'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument();
  });

  it('gives the configured email, phone and hours', async () => {
    const { contactEmail, contactPhone, contactHours } = getSiteConfig();
    await renderShell('/nowhere');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: contactEmail })).toHaveAttribute(
      'href',
      `mailto:${contactEmail}`,
    );
    expect(within(footer).getByRole('link', { name: contactPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    expect(within(footer).getByText(contactHours)).toBeInTheDocument();
  });

  it('subscribes and replaces the form with a thank-you', async () => {
    server.use(http.post(SUBSCRIBE, () => HttpResponse.json({ message: 'Subscribed' })));
    const footer = await subscribe();
    expect(await within(footer).findByText(/Thank you for subscribing!/)).toBeInTheDocument();
    expect(within(footer).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    const [call] = sentRequests('POST', SUBSCRIBE);
    expect(call?.url.pathname).toBe(`/api/v1/newsletters/${getSiteConfig().tenantId}/subscribe`);
    // With the spam guard's signals: the hidden field left empty, the time the form was shown.
    expect(await call?.json()).toEqual({
      email: 'owner@shop.com',
      referenceCode: '',
      fillMs: expect.any(Number),
    });
  });

  it("shows 'Failed to subscribe. Please try again.' on a non-200 and keeps the address", async () => {
    server.use(http.post(SUBSCRIBE, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const footer = await subscribe();
    expect(await within(footer).findByRole('alert')).toHaveTextContent(
      'Failed to subscribe. Please try again.',
    );
    expect(within(footer).getByLabelText('Email address')).toHaveValue('owner@shop.com');
  });

  it("shows 'An error occurred. Please try again later.' when the request fails", async () => {
    server.use(http.post(SUBSCRIBE, () => HttpResponse.error()));
    const footer = await subscribe();
    expect(await within(footer).findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
  });
});
