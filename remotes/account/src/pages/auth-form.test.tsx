import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthForm } from './auth-form';

function renderForm(busy: boolean, onSend = jest.fn()) {
  render(
    <AuthForm onSend={onSend} busy={busy} submit="Send" busyLabel="Sending..." post label="Reset">
      <input aria-label="Email" />
    </AuthForm>,
  );
  return onSend;
}

it('sends on submit, as a POST form without browser validation', async () => {
  const onSend = renderForm(false);
  const form = screen.getByRole('form', { name: 'Reset' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('novalidate');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSend).toHaveBeenCalledTimes(1);
});

it('does not send again while a send is under way, and says it is busy', () => {
  const onSend = renderForm(true);
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  // Enter in a field submits even with the button disabled.
  fireEvent.submit(screen.getByRole('form', { name: 'Reset' }));
  expect(onSend).not.toHaveBeenCalled();
});
