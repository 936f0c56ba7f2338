import { useMemo } from 'react';
import { useDomWindow } from '@agency/shared-state';
import { sanitizePostHtml } from '@agency/contract/sanitize';

/** A post's HTML, sanitized by the contract's sanitizer (the one the editor's preview shows)
 * before it reaches the DOM; in the browser's window, or on the server in the one the render
 * server provides. Its own module, so DOMPurify loads only where a body is drawn from HTML: on
 * the server, and in the browser after a client-side navigation (see post-body.tsx). */
export default function SanitizedPostBody({
  html,
  className,
}: {
  html: string;
  className: string;
}) {
  const window = useDomWindow();
  // Without a DOM (a server that provides none) nothing rather than unchecked HTML.
  const safeHtml = useMemo(() => (window ? sanitizePostHtml(html, window) : ''), [html, window]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
