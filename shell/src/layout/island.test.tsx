import { waitFor } from '@testing-library/react';
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { recordEarlyPresses, stopRecordingEarlyPresses } from '../boot/early-input/presses';
import { Island } from './island';
import { useKeepEarlyInput } from './keep-early-input';

/** A field whose value lives in React state, shown beside it once React has it. */
function Field({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <label>
      {label}
      <input aria-label={label} value={value} onChange={(e) => setValue(e.target.value)} />
      <output aria-label={`${label} state`}>{value}</output>
    </label>
  );
}

/** A subscription form, as the footer's: it records what it sends. */
function Subscribe({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSent(email);
  };
  return (
    <form onSubmit={send} noValidate>
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit">Subscribe</button>
    </form>
  );
}

/** A page as the layout draws it: content of its own, and two islands around it. */
function Page({ onSent }: { onSent: (email: string) => void }) {
  const islandLive = useKeepEarlyInput(['top', 'bottom']);
  return (
    <>
      <Island name="top" onLive={islandLive}>
        <Field label="Search" />
      </Island>
      <main>
        <Field label="Message" />
      </main>
      <Island name="bottom" onLive={islandLive}>
        <Subscribe onSent={onSent} />
      </Island>
    </>
  );
}

const sent = jest.fn();

/** The server's HTML, typed into (and the subscription sent) before the page's script ran. */
async function typeBeforeHydration({ subscribe }: { subscribe: boolean }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSent={sent} />);
  document.body.replaceChildren(container);
  recordEarlyPresses();
  const field = (label: string) =>
    container.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  field('Search').value = 'brakes';
  field('Message').value = 'Call me';
  field('Email').value = 'owner@example.com';
  if (subscribe) container.querySelector('button')!.click();
  stopRecordingEarlyPresses();
  await act(async () => {
    hydrateRoot(container, <Page onSent={sent} />);
  });
  return (label: string) => container.querySelector(`[aria-label="${label} state"]`)?.textContent;
}

describe('an island of the page', () => {
  afterEach(() => {
    delete window.__earlyInput;
    sent.mockReset();
  });

  it('marks its part by name in the server HTML', () => {
    const html = renderToString(<Page onSent={sent} />);
    expect(html).toContain('data-island="top"');
    expect(html).toContain('data-island="bottom"');
  });

  it('hands what was typed before hydration to the state of fields inside and outside islands', async () => {
    const stateOf = await typeBeforeHydration({ subscribe: false });
    await waitFor(() => expect(stateOf('Search')).toBe('brakes'));
    expect(stateOf('Message')).toBe('Call me');
  });

  it("sends a form in an island that was sent before hydration once, with the island's typed value", async () => {
    await typeBeforeHydration({ subscribe: true });
    await waitFor(() => expect(sent).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.mock.calls).toEqual([['owner@example.com']]);
  });
});
