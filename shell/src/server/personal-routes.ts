/**
 * The mark a remote's route sets on pages meant for one person even though anyone may open them
 * (a draft's preview link: whoever holds the token): `handle: { personal: true }`. The render
 * server then treats the page as it treats the signed-in areas: never kept in its render cache,
 * sent `Cache-Control: private, no-store` with `X-Robots-Tag: noindex`, and its URL, which holds
 * the secret, left out of the log.
 */
export interface PersonalHandle {
  personal?: boolean;
}

/** Whether a route of the matched branch marks its page as personal. */
export function marksPersonal(matches: { route: { handle?: unknown } }[]): boolean {
  return matches.some((match) => (match.route.handle as PersonalHandle | undefined)?.personal);
}

/** The header that keeps personal pages out of search engines, whatever their HTML says. */
export const NOINDEX_HEADER = { name: 'X-Robots-Tag', value: 'noindex' } as const;

/** A page URL as the log shows it: a preview link's token replaced (its pages are personal). */
export function redactPersonalPath(url: string): string {
  return url.replace(/(\/preview\/)[^/?#]+/g, '$1[redacted]');
}
