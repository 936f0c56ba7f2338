import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { recordEarlyPresses, replayEarlyPresses, stopRecordingEarlyPresses } from './presses';
import { EARLY_PRESS_ATTRIBUTE } from './record';

/** A menu button, a theme-like toggle and a form that counts what it sends. */
function Page({ onReady, onSent }: { onReady?: () => void; onSent?: (data: string) => void }) {
  const [open, setOpen] = useState(false);
  const [dark, setDark] = useState(false);
  const [name, setName] = useState('');
  useEffect(() => onReady?.(), [onReady]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSent?.(name);
  };
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        More
      </button>
      <button type="button" aria-pressed={dark} onClick={() => setDark(!dark)}>
        Theme
      </button>
      <a href="#elsewhere">Elsewhere</a>
      <form aria-label="Contact" onSubmit={send} noValidate>
        <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <button type="submit">Send</button>
      </form>
      <form aria-label="Search" action="/search" onSubmit={(e) => e.preventDefault()}>
        <button type="submit">Search</button>
      </form>
      <p>{`${open ? 'open' : 'closed'}|${dark ? 'dark' : 'light'}`}</p>
    </div>
  );
}

/** The server's HTML with the recorder running, as the page's head starts it. */
function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  recordEarlyPresses();
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;
  return { container, button };
}

/** Stops recording, hydrates, and replays as the layout does once mounted. */
async function hydrate(container: HTMLElement, onSent: (data: string) => void, replay = true) {
  stopRecordingEarlyPresses();
  await act(async () => {
    hydrateRoot(
      container,
      <Page onReady={replay ? replayEarlyPresses : undefined} onSent={onSent} />,
    );
  });
}

describe('early presses', () => {
  afterEach(() => {
    window.__earlyInput?.finish();
    delete window.__earlyInput;
  });

  it('a button pressed before hydration acts once its handler is there, once per press', async () => {
    const { container, button } = serverPage();
    button('More').click();
    button('Theme').click();
    button('Theme').click();
    button('Theme').click();
    await hydrate(container, jest.fn());
    expect(container.querySelector('p')?.textContent).toBe('open|dark');
  });

  it('is what makes it act: without the replay the press is lost', async () => {
    const { container, button } = serverPage();
    button('More').click();
    await hydrate(container, jest.fn(), false);
    expect(container.querySelector('p')?.textContent).toBe('closed|light');
  });

  it('shows and announces a pressed control as busy until the page is live, and hydrates the server markup', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, button } = serverPage();
    button('More').click();
    button('Send').click();
    for (const name of ['More', 'Send']) {
      expect(button(name).getAttribute('aria-busy')).toBe('true');
      expect(button(name).hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(true);
    }
    await hydrate(container, jest.fn());
    for (const name of ['More', 'Send']) {
      expect(button(name).hasAttribute('aria-busy')).toBe(false);
      expect(button(name).hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a form sent before hydration is held back, then sent once, however often it was pressed', async () => {
    const { container, button } = serverPage();
    const native = jest.fn((event: Event) => event.defaultPrevented);
    const form = container.querySelector<HTMLFormElement>('form[aria-label=Contact]')!;
    // Runs after the recorder (a capture listener on the document): sees whether the browser
    // would have sent the form itself.
    form.addEventListener('submit', native);
    button('Send').click();
    button('Send').click();
    form.requestSubmit();
    expect(native.mock.results.map((result) => result.value)).toEqual([true, true, true]);
    const sent = jest.fn();
    await hydrate(container, sent);
    // What was typed reaches the state first (adopt-fields.ts, tested with the whole keeper).
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('leaves links and forms that work without script to the browser', () => {
    const { container, button } = serverPage();
    const link = container.querySelector('a')!;
    const followed = jest.fn((event: Event) => event.defaultPrevented);
    link.addEventListener('click', followed);
    link.click();
    const search = container.querySelector<HTMLFormElement>('form[action]')!;
    const searched = jest.fn((event: Event) => {
      const prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom does not navigate
      return prevented;
    });
    search.addEventListener('submit', searched);
    button('Search').click();
    expect(followed.mock.results[0]?.value).toBe(false);
    expect(searched.mock.results[0]?.value).toBe(false);
    expect(window.__earlyInput?.presses).toEqual([]);
    expect(button('Search').hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves a button with an invoker command to a browser that knows commands, and keeps it in one that does not', () => {
    const pressCommandButton = () => {
      const { container } = serverPage();
      const opener = document.createElement('button');
      opener.type = 'button';
      opener.setAttribute('commandfor', 'menu');
      opener.setAttribute('command', 'show-modal');
      container.append(opener);
      opener.click();
      return opener;
    };
    // jsdom, like a browser before invoker commands, has no `command` property: kept.
    expect('command' in HTMLButtonElement.prototype).toBe(false);
    const recorded = () => window.__earlyInput?.presses.map((press) => press.target);
    const kept = pressCommandButton();
    expect(recorded()).toEqual([kept]);
    expect(kept).toHaveAttribute('aria-busy', 'true');
    window.__earlyInput?.finish();
    delete window.__earlyInput;

    Object.defineProperty(HTMLButtonElement.prototype, 'command', {
      configurable: true,
      get() {
        return (this as HTMLButtonElement).getAttribute('command') ?? '';
      },
    });
    try {
      const answered = pressCommandButton();
      expect(recorded()).toEqual([]);
      expect(answered).not.toHaveAttribute('aria-busy');
    } finally {
      delete (HTMLButtonElement.prototype as { command?: string }).command;
    }
  });

  it('records no click once hydration starts: React answers those itself', () => {
    const { button } = serverPage();
    stopRecordingEarlyPresses();
    const clicks = jest.fn();
    button('More').addEventListener('click', clicks);
    button('More').click();
    replayEarlyPresses();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(button('More').hasAttribute('aria-busy')).toBe(false);
  });

  it('holds back a form sent while hydrating until the replay, which sends it once', async () => {
    const { container, button } = serverPage();
    const sent = jest.fn();
    await hydrate(container, sent, false);
    button('Send').click();
    expect(sent).not.toHaveBeenCalled();
    expect(button('Send').hasAttribute('aria-busy')).toBe(false);
    act(() => replayEarlyPresses());
    expect(sent).toHaveBeenCalledTimes(1);
    button('Send').click();
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('skips a press whose control is gone or disabled by then', () => {
    const { button } = serverPage();
    const more = button('More');
    const theme = button('Theme');
    more.click();
    theme.click();
    const clicks = jest.fn();
    more.addEventListener('click', clicks);
    theme.addEventListener('click', clicks);
    more.disabled = true;
    theme.remove();
    replayEarlyPresses();
    expect(clicks).not.toHaveBeenCalled();
  });
});
