import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from './submit-button';

function Form({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SubmitButton busy={busy} busyLabel="Sending..." className="primary">
        Send
      </SubmitButton>
    </form>
  );
}

it('sends its form while idle, under its own name', async () => {
  const onSubmit = jest.fn();
  render(<Form busy={false} onSubmit={onSubmit} />);
  const button = screen.getByRole('button', { name: 'Send' });
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute('type', 'submit');
  expect(button).toHaveClass('primary');
  await userEvent.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('says it is busy and takes no second press while its form is sent', async () => {
  const onSubmit = jest.fn();
  render(<Form busy onSubmit={onSubmit} />);
  const button = screen.getByRole('button', { name: 'Sending...' });
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(onSubmit).not.toHaveBeenCalled();
});

it('is enabled on the server, before the page is live, so an early press is kept', async () => {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(<Form busy={false} onSubmit={jest.fn()} />);
  expect(html).toContain('type="submit"');
  expect(html).not.toContain('disabled');
});
