import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { recordEarlyClicks, replayEarlyClicks } from './early-clicks';

function Toggle({ onHydrated }: { onHydrated?: () => void }) {
  const [mode, setMode] = useState<'login' | 'register'>('login');
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <div>
      <button type="button" onClick={() => setMode('register')}>
        Register
      </button>
      <a href="#elsewhere">Elsewhere</a>
      <p>{mode}</p>
    </div>
  );
}

async function clickBeforeHydration(replay: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Toggle />);
  document.body.replaceChildren(container);
  recordEarlyClicks();
  container.querySelector('button')!.click();
  await act(async () => {
    hydrateRoot(container, <Toggle onHydrated={replay ? replayEarlyClicks : undefined} />);
  });
  return container;
}

describe('early clicks', () => {
  afterEach(() => replayEarlyClicks());

  it('a button clicked before hydration acts once its handler is there', async () => {
    const container = await clickBeforeHydration(true);
    expect(container.querySelector('p')?.textContent).toBe('register');
  });

  it('is what makes it act: without the replay the click is lost', async () => {
    const container = await clickBeforeHydration(false);
    expect(container.querySelector('p')?.textContent).toBe('login');
  });

  it('records nothing after the replay, nor links, which the browser follows itself', () => {
    document.body.innerHTML = '<button type="button">Later</button><a href="#x">Link</a>';
    recordEarlyClicks();
    const link = document.querySelector('a')!;
    const clicks = jest.fn();
    link.addEventListener('click', clicks);
    link.click();
    replayEarlyClicks();
    expect(clicks).toHaveBeenCalledTimes(1);
    const button = document.querySelector('button')!;
    const buttonClicks = jest.fn();
    button.addEventListener('click', buttonClicks);
    button.click();
    replayEarlyClicks();
    expect(buttonClicks).toHaveBeenCalledTimes(1);
  });
});
