import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiRoute, sentRequests, server } from '@agency/testing';
import { renderRoute } from '../test-helpers';

const CONFIRM = apiRoute('/newsletters/:tenantId/confirm');
const UNSUBSCRIBE = apiRoute('/newsletters/:tenantId/unsubscribe');

describe('/newsletter/confirm', () => {
  it('confirms the token of the link and says so', async () => {
    server.use(
      http.post(CONFIRM, () =>
        HttpResponse.json({ outcome: 'confirmed', message: 'Your subscription is confirmed.' }),
      ),
    );
    await renderRoute('/newsletter/confirm?token=abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are subscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your subscription is confirmed. Our next newsletter will come to your inbox.',
    );
    const [request] = sentRequests('POST', CONFIRM);
    expect(await request!.json()).toEqual({ token: 'abc' });
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });

  it.each([
    ['already-confirmed', 'You are already subscribed', false],
    ['expired', 'This link has expired', true],
    ['invalid', 'This link is not valid', true],
  ])(
    'shows %s, with the form to sign up again when it did not work',
    async (outcome, title, form) => {
      server.use(http.post(CONFIRM, () => HttpResponse.json({ outcome, message: '' })));
      await renderRoute('/newsletter/confirm?token=abc');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(!!screen.queryByRole('textbox', { name: 'Email address' })).toBe(form);
    },
  );

  it('calls nothing for a link without a token', async () => {
    await renderRoute('/newsletter/confirm');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeInTheDocument();
    expect(sentRequests('POST', CONFIRM)).toHaveLength(0);
  });
});

describe('/newsletter/unsubscribe', () => {
  it('changes nothing on opening; the button posts the token and says it is done', async () => {
    server.use(
      http.post(UNSUBSCRIBE, () => HttpResponse.json({ outcome: 'unsubscribed', message: '' })),
    );
    const { user, heading } = await renderRoute('/newsletter/unsubscribe?token=tok');
    expect(heading).toHaveTextContent('Unsubscribe from our newsletter');
    expect(sentRequests()).toHaveLength(0);
    // Without script the same button posts a plain form to the one-click address.
    const form = screen.getByRole('button', { name: 'Unsubscribe' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.getAttribute('action')).toMatch(/\/api\/v1\/newsletters\/one-click\/[^/]+\/tok$/);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    const [request] = sentRequests('POST', UNSUBSCRIBE);
    expect(await request!.json()).toEqual({ token: 'tok' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  });

  it('shows the outcome the api sent a script-less browser back with', async () => {
    await renderRoute('/newsletter/unsubscribe?outcome=already-unsubscribed');
    expect(
      screen.getByRole('heading', { level: 1, name: 'You are already unsubscribed' }),
    ).toBeInTheDocument();
  });

  it('keeps the button when the request fails', async () => {
    server.use(http.post(UNSUBSCRIBE, () => HttpResponse.error()));
    const { user } = await renderRoute('/newsletter/unsubscribe?token=tok');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your request could not be sent. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
