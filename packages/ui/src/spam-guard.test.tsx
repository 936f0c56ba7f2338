import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useSpamGuard, type SpamSignals } from './spam-guard';

function Form({ onSend }: { onSend: (signals: SpamSignals) => void }) {
  const { trap, signals } = useSpamGuard();
  const [name, setName] = useState('');
  return (
    <form
      aria-label="Test form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend(signals());
      }}
    >
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      {trap}
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => jest.restoreAllMocks());

it('is out of reach of people: not in the accessibility tree, skipped by Tab', async () => {
  const user = userEvent.setup();
  render(<Form onSend={() => undefined} />);
  // Only the real field is a textbox a screen reader or a keyboard user meets.
  expect(screen.getAllByRole('textbox')).toEqual([screen.getByRole('textbox', { name: 'Name' })]);
  const trap = document.querySelector<HTMLInputElement>('input[name="referenceCode"]')!;
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
});

it('sends an empty trap and the time the form was on screen', async () => {
  let now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  const onSend = jest.fn();
  const user = userEvent.setup();
  render(<Form onSend={onSend} />);
  now += 7_500;
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSend).toHaveBeenCalledWith({ referenceCode: '', fillMs: 7_500 });
});

it('reports what a bot typed into the trap', async () => {
  const onSend = jest.fn();
  const user = userEvent.setup();
  render(<Form onSend={onSend} />);
  const trap = document.querySelector<HTMLInputElement>('input[name="referenceCode"]')!;
  await user.type(trap, 'http://spam.example');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSend).toHaveBeenCalledWith(
    expect.objectContaining({ referenceCode: 'http://spam.example' }),
  );
});

it('counts a form hydrated from the server page as on screen since the page arrived', async () => {
  const { hydrateRoot } = await import('react-dom/client');
  const { renderToString } = await import('react-dom/server');
  const { act } = await import('react');
  const arrived = Math.round(performance.timeOrigin);
  jest.spyOn(Date, 'now').mockImplementation(() => arrived + 4_000);
  const onSend = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.replaceChildren(container);
  await act(async () => {
    hydrateRoot(container, <Form onSend={onSend} />);
  });
  container.querySelector('form')!.requestSubmit();
  expect(onSend).toHaveBeenCalledWith({ referenceCode: '', fillMs: 4_000 });
});
