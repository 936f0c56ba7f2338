import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterOutcome } from '@agency/shared-state';
import type { SpamSignals } from './spam-guard';
import {
  NEWSLETTER_ERROR,
  NEWSLETTER_FAILED,
  NEWSLETTER_THANKS,
  NewsletterForm,
} from './newsletter-form';

function renderForm(
  onSubscribe: (email: string, guard: SpamSignals) => Promise<NewsletterOutcome>,
) {
  const user = userEvent.setup();
  render(<NewsletterForm heading="Get tips" blurb="Once a month." onSubscribe={onSubscribe} />);
  return user;
}

async function subscribe(user: ReturnType<typeof userEvent.setup>, email = 'owner@shop.com') {
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

it('sends the address and replaces the form with the thank-you', async () => {
  const onSubscribe = jest.fn(async () => 'subscribed' as const);
  const user = renderForm(onSubscribe);
  expect(screen.getByRole('region', { name: 'Get tips' })).toHaveTextContent('Once a month.');
  await subscribe(user);
  expect(onSubscribe).toHaveBeenCalledWith('owner@shop.com', {
    referenceCode: '',
    fillMs: expect.any(Number),
  });
  expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_THANKS);
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('tells the visitor to confirm from their inbox (double opt-in)', async () => {
  const user = renderForm(async () => 'subscribed');
  await subscribe(user);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Thank you for subscribing! Please check your inbox and click the link we sent to confirm your subscription.',
  );
});

it.each([
  ['rejected', NEWSLETTER_FAILED],
  ['unreachable', NEWSLETTER_ERROR],
] as const)('says so when the signup is %s and keeps the address', async (outcome, message) => {
  const user = renderForm(async () => outcome);
  await subscribe(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  const input = screen.getByRole('textbox', { name: 'Email address' });
  expect(input).toHaveValue('owner@shop.com');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input.closest('form')).toHaveAccessibleDescription(message);
});

it('holds the form while the address is on its way', async () => {
  let answer: (outcome: NewsletterOutcome) => void = () => undefined;
  const user = renderForm(() => new Promise((resolve) => (answer = resolve)));
  await subscribe(user);
  expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  answer('rejected');
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
});
