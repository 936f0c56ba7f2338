import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from './theme';
import { ThemeToggle } from './theme-toggle';

/** Code that never arrives: a part of the page that stays server HTML. */
const NeverLoaded = lazy(() => new Promise<{ default: ComponentType }>(() => {}));

function ServerContent() {
  return <p>The server&apos;s content</p>;
}

function Page({ content: Content }: { content: ComponentType }) {
  return (
    <ThemeProvider>
      <ThemeToggle />
      <Suspense fallback={<p>Loading</p>}>
        <Content />
      </Suspense>
    </ThemeProvider>
  );
}

let probeRenders = 0;
/** A part of the page that does not read the theme, counting its renders. */
function Probe() {
  probeRenders += 1;
  return <p>Not about the theme</p>;
}

function Islands() {
  return (
    <ThemeProvider>
      <Suspense fallback={null}>
        <ThemeToggle />
      </Suspense>
      <Suspense fallback={null}>
        <Probe />
      </Suspense>
    </ThemeProvider>
  );
}

describe('the theme', () => {
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('pressed while a part of the page is still server HTML switches at once and leaves that part alone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page content={ServerContent} />);
    document.body.replaceChildren(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <Page content={NeverLoaded} />);
    });
    const toggle = container.querySelector('button')!;
    expect(toggle).toHaveAccessibleName('Switch to dark theme');

    act(() => toggle.click());

    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(toggle).toHaveAccessibleName('Switch to light theme');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Unable to hydrate that part (its code is not there), React must leave the server's HTML.
    expect(container).toHaveTextContent("The server's content");
    expect(container).not.toHaveTextContent('Loading');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("pressed before the page is hydrated, switches the colours in the press and hydrates only the toggle's part", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Islands />);
    document.body.replaceChildren(container);
    probeRenders = 0;
    const root = hydrateRoot(container, <Islands />);
    // The press comes before React has hydrated anything: React hydrates what it needs for it.
    container.querySelector('button')!.click();
    expect(probeRenders).toBe(0);
    expect(document.documentElement.dataset.theme).toBe('dark');
    await act(async () => {});
    expect(probeRenders).toBe(1);
    expect(container.querySelector('button')).toHaveAccessibleName('Switch to light theme');
    act(() => root.unmount());
  });

  it('starts light, whatever the page was left in', async () => {
    document.documentElement.dataset.theme = 'dark';
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<Page content={ServerContent} />));
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
