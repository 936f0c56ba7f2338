import { createContext, useContext } from 'react';

/**
 * The DOM that code producing markup from HTML (the blog's post body, sanitized by DOMPurify)
 * parses in on the server. The render server provides its own (jsdom) around every page it
 * renders; remotes never depend on a DOM library of their own, and server and browser sanitize
 * with the same library and policy, so a post body is the same markup on both.
 */
export const ServerWindowContext = createContext<DomWindow | null>(null);

/** A window with its DOM's classes (Node, Element, DOMParser…), as the browser's global one. */
export type DomWindow = Window & typeof globalThis;

/** The browser's window, or on the server the one the render server provides (null if none). */
export function useDomWindow(): DomWindow | null {
  const provided = useContext(ServerWindowContext);
  return typeof window !== 'undefined' ? window : provided;
}
