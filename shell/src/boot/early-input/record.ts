/** A press the visitor made before the page was live: a plain button clicked, or a form sent
 * (by its submit button or Enter), with the button that sent it. */
export interface EarlyPress {
  target: HTMLButtonElement | HTMLFormElement;
  submitter?: HTMLElement | null;
}

/** What the recorder leaves on `window` for the page's own script to take over. */
export interface EarlyInputRecorder {
  presses: EarlyPress[];
  /** Hydration starts: stops recording clicks (React answers them from now on) and takes the
   * busy marks off, so hydration meets the server's markup. Forms are still held back. */
  stop(): void;
  /** The page is live and its fields adopted: stops holding forms back too. */
  finish(): void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputRecorder;
  }
}

/** The attribute a pressed control carries until its press is answered (@agency/ui's tokens.css
 * draws it); the recorder below spells it out itself, as it must stand alone. */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

/**
 * Records the presses made before the page is live, from the first byte of the body: the render
 * server inlines this function's source in every page's <head> (its hash is in the page's
 * Content-Security-Policy), so it runs before any control exists, however late the scripts
 * come. It must therefore stand alone: no imports, nothing from the module around it.
 *
 * - A plain button (`type="button"`: menus, theme, vote, show password) does nothing before its
 *   handler is attached: its press is kept, in order. One the browser answers itself (an
 *   invoker command, where the browser knows them) is left to it.
 * - A form sent before then would be submitted natively (a GET of the page with every field in
 *   the address, passwords included): it is held back and kept, once per form however often it
 *   is pressed. A form with an `action` works without script (the server answers it) and is left
 *   to the browser, as are links.
 * - The pressed control is marked busy (`aria-busy`, and `data-early-press` for the look) until
 *   hydration starts. A form sent while hydrating is held back too, until its fields are
 *   adopted, so it is never sent with the state the server rendered.
 * Text, choices and files need no recording: they stay in the fields, where the page's script
 * reads them (adopt-fields.ts).
 */
export function recordEarlyInput(): void {
  if (window.__earlyInput) return;
  const presses: EarlyPress[] = [];
  const marked: Element[] = [];
  let hydrating = false;
  const mark = (element: Element) => {
    element.setAttribute('aria-busy', 'true');
    element.setAttribute('data-early-press', '');
    marked.push(element);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || button.disabled) return;
    // A button with an invoker command (`commandfor`: More, Close) is answered by the browser
    // itself, in a browser that knows commands: nothing to keep.
    if (button.hasAttribute('commandfor') && 'command' in button) return;
    presses.push({ target: button });
    mark(button);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    event.preventDefault();
    // While hydrating, React would answer it with the state the server rendered, before the
    // fields are adopted: it waits for the replay instead, unmarked (React is reading the DOM).
    if (hydrating) event.stopPropagation();
    for (const press of presses) if (press.target === form) return;
    presses.push({ target: form, submitter: event.submitter });
    if (!hydrating) mark(event.submitter ?? form);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  window.__earlyInput = {
    presses,
    stop() {
      hydrating = true;
      document.removeEventListener('click', onClick, true);
      for (const element of marked.splice(0)) {
        element.removeAttribute('aria-busy');
        element.removeAttribute('data-early-press');
      }
    },
    finish() {
      this.stop();
      document.removeEventListener('submit', onSubmit, true);
    },
  };
}
