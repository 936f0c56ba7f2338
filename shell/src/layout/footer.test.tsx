import { screen, within } from '@testing-library/react';
import { createApiMock, type ApiMock } from 'shared-state/test-utils';
import { getSiteConfig } from 'shared-state';
import { renderShell } from '../test/render-shell';

describe('footer', () => {
  let api: ApiMock;
  beforeEach(() => {
    api = createApiMock();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => api.restore());

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
    expect(within(footer).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      '/careers',
    );
    expect(within(footer).getByRole('link', { name: 'Disclaimer' })).toHaveAttribute(
      'href',
      '/documents/disclaimer',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/documents/terms-of-service',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/documents/privacy-policy',
    );
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
    api.on('POST', '/newsletters/:tenant/subscribe', { body: { message: 'Subscribed' } });
    const footer = await subscribe();
    expect(await within(footer).findByText(/Thank you for subscribing!/)).toBeInTheDocument();
    expect(within(footer).queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    const [call] = api.calls('POST', '/newsletters/:tenant/subscribe');
    expect(call?.params.tenant).toBe(getSiteConfig().tenantId);
    expect(call?.body).toEqual({ email: 'owner@shop.com' });
  });

  it("shows 'Failed to subscribe. Please try again.' on a non-200 and keeps the address", async () => {
    api.on('POST', '/newsletters/:tenant/subscribe', { status: 500, body: { message: 'nope' } });
    const footer = await subscribe();
    expect(await within(footer).findByRole('alert')).toHaveTextContent(
      'Failed to subscribe. Please try again.',
    );
    expect(within(footer).getByLabelText('Email address')).toHaveValue('owner@shop.com');
  });

  it("shows 'An error occurred. Please try again later.' when the request fails", async () => {
    api.on('POST', '/newsletters/:tenant/subscribe', { networkError: true });
    const footer = await subscribe();
    expect(await within(footer).findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
  });
});
