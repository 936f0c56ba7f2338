/** @jest-environment node */
// A post body as the render server draws it and the browser hydrates it: sanitized on the
// server, kept as it is by hydration, sanitized in the browser whenever the browser draws it.
import { render, waitFor, within } from '@testing-library/react';
import { ServerWindowContext } from '@agency/shared-state';
import { postDisplayCases, postHtmlCases } from '@agency/contract/post-html/cases';
import { sanitizePostHtml } from '@agency/contract/sanitize';
import type * as sanitizer from '@agency/contract/sanitize';
import { closePage, openPage, renderOnServer, serverWindow } from '@agency/testing/server-render';
import { PostBody } from './post-body';

jest.mock('@agency/contract/sanitize', () => {
  const actual = jest.requireActual<typeof sanitizer>('@agency/contract/sanitize');
  return { sanitizePostHtml: jest.fn(actual.sanitizePostHtml) };
});

/** The DOM the render server hands to the pages it renders. */
const renderServerWindow = serverWindow();

/** A post body as the render server draws it: inside the window it provides. */
function renderBodyOnServer(html: string): Promise<string> {
  return renderOnServer(
    <ServerWindowContext.Provider value={renderServerWindow}>
      <PostBody html={html} />
    </ServerWindowContext.Provider>,
  );
}

const hostile =
  '<h1>Why reviews matter</h1><p>Before</p><script>window.__hacked = true</script>' +
  '<img src="x" onerror="window.__hacked = true"><p>After</p>';

/** What no sanitized body holds. */
function expectSanitized(body: Element) {
  expect(body.querySelector('script, h1')).toBeNull();
  expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  expect(body.innerHTML).not.toMatch(/hacked/);
}

/** The body's server HTML in a page, hydrated (the sanitizer's calls counted from then on);
 * returns the page and the body element the server drew. */
async function hydrated(html: string, onRecoverableError = jest.fn()) {
  const container = openPage(await renderBodyOnServer(html));
  const serverBody = container.querySelector('.ck-content');
  jest.mocked(sanitizePostHtml).mockClear();
  const view = render(<PostBody html={html} />, { container, hydrate: true, onRecoverableError });
  // Past hydration and the re-render that follows it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { container, serverBody, view };
}

afterEach(closePage);

describe('PostBody', () => {
  it('is sanitized on the server: its <h1> a level 2 heading, no script, no handler', async () => {
    const container = openPage(await renderBodyOnServer(hostile));
    const body = container.querySelector('.ck-content')!;
    expect(within(body as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Why reviews matter',
    );
    expect(body).toHaveTextContent('After');
    expectSanitized(body);
  });

  it("keeps the server's sanitized body when it hydrates, without sanitizing it again", async () => {
    const consoleError = jest.spyOn(console, 'error');
    const onRecoverableError = jest.fn();
    const { container, serverBody } = await hydrated(hostile, onRecoverableError);
    expect(serverBody).not.toBeNull();
    expect(container.querySelector('.ck-content')).toBe(serverBody);
    expect(serverBody).toHaveTextContent('After');
    expectSanitized(serverBody!);
    expect(sanitizePostHtml).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sanitizes a body that changed after hydration before drawing it', async () => {
    const { container, view } = await hydrated('<p>First version</p>');
    view.rerender(<PostBody html={hostile} />);
    expect(await within(container).findByText('After')).toBeInTheDocument();
    const bodies = container.querySelectorAll('.ck-content');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveTextContent('First version');
    expectSanitized(bodies[0]!);
    expect(sanitizePostHtml).toHaveBeenCalledWith(hostile, window);
  });

  it('is empty on a server that provides no DOM, never unchecked HTML', async () => {
    const container = openPage(await renderOnServer(<PostBody html={hostile} />));
    expect(container.querySelector('.ck-content')?.innerHTML).toBe('');
  });

  // The editor's preview draws the same function's output (admin-content's post-preview test),
  // so the preview shows each case as the post page does.
  it.each([...postHtmlCases, ...postDisplayCases])(
    "draws the contract's sanitized HTML on the server and in the browser: $name",
    async ({ html }) => {
      const expected = sanitizePostHtml(html, renderServerWindow);
      const server = openPage(await renderBodyOnServer(html));
      expect(server.querySelector('.ck-content')?.innerHTML).toBe(expected);
      closePage();
      const { container } = render(<PostBody html={html} />, { container: openPage() });
      await waitFor(() => expect(container.querySelector('.ck-content')?.innerHTML).toBe(expected));
    },
  );
});
