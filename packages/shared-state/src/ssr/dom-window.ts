/** A DOM for code that needs one to produce markup (the blog's DOMPurify pass over post HTML),
 * on the server as in the browser. The render server provides one (jsdom) at start; remotes
 * never depend on a DOM library of their own, and server and browser sanitize with the same
 * library, configuration and hooks, so a post body is the same markup on both. */
let serverWindow: Window | null = null;

export function provideServerWindow(window: Window): void {
  serverWindow = window;
}

export function domWindow(): Window | null {
  return typeof window !== 'undefined' ? window : serverWindow;
}
