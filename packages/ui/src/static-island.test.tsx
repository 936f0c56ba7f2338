/** @jest-environment node */
// The island's three paths as they run: the server render in Node (no `window`, as in the render
// server), then the browser, a jsdom page opened once the server's HTML is in hand.
import { render, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { closePage, openPage, renderOnServer } from '@agency/testing/server-render';
import { staticIsland } from './static-island';

function Quote({ text }: { text: string }) {
  return (
    <blockquote>
      <p>{text}</p>
    </blockquote>
  );
}

/** An island of Quote, its module loaded by `load` (a spy, so a test sees whether it ran). */
function quoteIsland() {
  const load = jest.fn(() => Promise.resolve({ default: Quote }));
  return { Island: staticIsland('section', load), load };
}

afterEach(closePage);

/** The island mounted in a page without server HTML (a client-side navigation); its region. */
function mountInBrowser(Island: ReturnType<typeof quoteIsland>['Island']) {
  const container = openPage();
  render(
    <Island
      className="quote"
      aria-label="Praise"
      contentProps={{ text: 'Fast and kind.' }}
      fallback={<p>Loading the quote</p>}
    />,
    { container },
  );
  return within(container).getByRole('region', { name: 'Praise' });
}

/** The island as the server renders it, then hydrated in a page; `onRecoverableError` hears any
 * hydration error. */
async function hydratedPage(
  server: ReactElement,
  browser: ReactElement,
  onRecoverableError = jest.fn(),
) {
  const html = await renderOnServer(server);
  const container = openPage(html);
  const serverQuote = container.querySelector('blockquote');
  const view = render(browser, { container, hydrate: true, onRecoverableError });
  // Past hydration and the re-render that follows it (useHydrated turns true).
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { html, container, serverQuote, view };
}

describe('staticIsland', () => {
  it('renders the wrapper with its content on the server', async () => {
    const { Island } = quoteIsland();
    const html = await renderOnServer(
      <Island className="quote" aria-label="Praise" contentProps={{ text: 'Fast and kind.' }} />,
    );
    expect(html).toMatch(
      /^<section class="quote" aria-label="Praise">.*<blockquote><p>Fast and kind\.<\/p><\/blockquote>.*<\/section>$/,
    );
  });

  it('draws the content after its code loads when it mounts in the browser, the fallback in the wrapper until then', async () => {
    const { Island, load } = quoteIsland();
    const region = mountInBrowser(Island);
    expect(region).toHaveClass('quote');
    expect(region).toHaveTextContent('Loading the quote');
    expect(await within(region).findByText('Fast and kind.')).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Loading the quote');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws preloaded content in its first render in the browser, with no fallback', async () => {
    const { Island, load } = quoteIsland();
    await Island.preload();
    const region = mountInBrowser(Island);
    expect(within(region).getByText('Fast and kind.')).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Loading the quote');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's DOM when it hydrates, without loading the content or a hydration error", async () => {
    const consoleError = jest.spyOn(console, 'error');
    const server = quoteIsland();
    const browser = quoteIsland();
    const props = { className: 'quote', 'aria-label': 'Praise' };
    const onRecoverableError = jest.fn();
    const { html, container, serverQuote } = await hydratedPage(
      <server.Island {...props} contentProps={{ text: 'Fast and kind.' }} />,
      <browser.Island {...props} contentProps={{ text: 'Fast and kind.' }} />,
      onRecoverableError,
    );
    expect(serverQuote).not.toBeNull();
    expect(container.querySelector('blockquote')).toBe(serverQuote);
    expect(container.innerHTML).toBe(html);
    expect(browser.load).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('loads the content for an island mounted later in the hydrated page', async () => {
    const server = quoteIsland();
    const browser = quoteIsland();
    const { container, serverQuote, view } = await hydratedPage(
      <div>
        <server.Island aria-label="First" contentProps={{ text: 'Fast and kind.' }} />
      </div>,
      <div>
        <browser.Island aria-label="First" contentProps={{ text: 'Fast and kind.' }} />
      </div>,
    );
    view.rerender(
      <div>
        <browser.Island aria-label="First" contentProps={{ text: 'Fast and kind.' }} />
        <browser.Island aria-label="Second" contentProps={{ text: 'Fair prices.' }} />
      </div>,
    );
    const second = within(container).getByRole('region', { name: 'Second' });
    expect(await within(second).findByText('Fair prices.')).toBeInTheDocument();
    expect(browser.load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('blockquote')).toBe(serverQuote);
  });

  it('draws new content itself when its props change after hydration, nothing of the server’s left', async () => {
    const server = quoteIsland();
    const browser = quoteIsland();
    const { container, view } = await hydratedPage(
      <server.Island aria-label="Praise" contentProps={{ text: 'Fast and kind.' }} />,
      <browser.Island aria-label="Praise" contentProps={{ text: 'Fast and kind.' }} />,
    );
    view.rerender(<browser.Island aria-label="Praise" contentProps={{ text: 'Fair prices.' }} />);
    const region = within(container).getByRole('region', { name: 'Praise' });
    expect(await within(region).findByText('Fair prices.')).toBeInTheDocument();
    expect(region.querySelectorAll('blockquote')).toHaveLength(1);
    expect(region).not.toHaveTextContent('Fast and kind.');
    expect(browser.load).toHaveBeenCalledTimes(1);
  });

  it('draws the content when React renders the page afresh after a hydration error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = quoteIsland();
    const browser = quoteIsland();
    const onRecoverableError = jest.fn();
    const { container, serverQuote } = await hydratedPage(
      <main>
        <h1>Server heading</h1>
        <server.Island aria-label="Praise" contentProps={{ text: 'Fast and kind.' }} />
      </main>,
      <main>
        <h1>Another heading</h1>
        <browser.Island aria-label="Praise" contentProps={{ text: 'Fast and kind.' }} />
      </main>,
      onRecoverableError,
    );
    expect(onRecoverableError).toHaveBeenCalled();
    const region = within(container).getByRole('region', { name: 'Praise' });
    expect(await within(region).findByText('Fast and kind.')).toBeInTheDocument();
    expect(region.querySelector('blockquote')).not.toBe(serverQuote);
    expect(browser.load).toHaveBeenCalledTimes(1);
  });
});
