import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRetry } from './use-retry';

function Form() {
  const { outcome, setOutcome, retrying, retry } = useRetry<'failed'>();
  return outcome === 'failed' ? (
    <button type="button" onClick={retry}>
      Try again
    </button>
  ) : (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome('failed');
      }}
    >
      <input aria-label="Token" autoFocus={retrying} />
      <button type="submit">Send</button>
    </form>
  );
}

it('shows the form unfocused at first, and focused again after a retry', async () => {
  render(<Form />);
  expect(screen.getByLabelText('Token')).not.toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.queryByLabelText('Token')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByLabelText('Token')).toHaveFocus();
});
