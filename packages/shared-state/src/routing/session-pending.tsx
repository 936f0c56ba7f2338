/** What a page that depends on the visitor's session shows until the session is read from
 * localStorage: the server's HTML and the browser's first render of a protected page, so
 * neither shows a redirect or someone else's content. Neutral, labelled, and tall enough that
 * the page below does not jump when the real content arrives. */
export function SessionPending() {
  return (
    <p
      role="status"
      aria-busy="true"
      style={{ minHeight: '60vh', margin: 0, padding: '2rem 1rem', textAlign: 'center' }}
    >
      Loading your account…
    </p>
  );
}
