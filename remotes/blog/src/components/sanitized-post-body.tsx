import { useMemo } from 'react';
import { sanitizePostHtml } from '../lib/sanitize-post-html';

/** A post's HTML, sanitized with DOMPurify before it reaches the DOM. Its own module, so
 * DOMPurify loads only where a body is drawn from HTML: on the server, and in the browser after
 * a client-side navigation (see post-body.tsx). */
export default function SanitizedPostBody({
  html,
  className,
}: {
  html: string;
  className: string;
}) {
  const safeHtml = useMemo(() => sanitizePostHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
