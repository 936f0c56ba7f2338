import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useDismiss, type DismissCause } from './use-dismiss';

function Menu({ open, onDismiss }: { open: boolean; onDismiss: (cause: DismissCause) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, onDismiss);
  return (
    <>
      <div ref={ref}>
        <button type="button">Inside</button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

it('says a press outside the element closed it, and ignores presses inside', async () => {
  const onDismiss = jest.fn();
  render(<Menu open onDismiss={onDismiss} />);
  await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
  expect(onDismiss).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
  expect(onDismiss).toHaveBeenCalledWith('outside');
});

it('says Escape closed it', async () => {
  const onDismiss = jest.fn();
  render(<Menu open onDismiss={onDismiss} />);
  await userEvent.keyboard('{Escape}');
  expect(onDismiss).toHaveBeenCalledWith('escape');
});

it('listens only while active', async () => {
  const onDismiss = jest.fn();
  render(<Menu open={false} onDismiss={onDismiss} />);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
  expect(onDismiss).not.toHaveBeenCalled();
});
