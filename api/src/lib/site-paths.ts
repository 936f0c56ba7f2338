/** The blog's address on the site (the blog remote owns it; @agency/shared-state's `paths.blog`). */
export const BLOG_PATH = '/tech&tranquility';

/** A post's page as a path of the site, decoded, as the redirects table stores paths. */
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`;

/** The page a preview link of a draft opens (the blog remote's route). */
export const previewPath = (token: string) => `${BLOG_PATH}/preview/${token}`;

/** What a redirect's path or target is, or why it cannot be one (a sentence for the owner). */
export type Checked = { ok: true; value: string } | { ok: false; message: string };

/** Whitespace or a control character (code points below 32, and 127). */
const hasSpaceOrControl = (text: string) =>
  /\s/.test(text) ||
  [...text].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);

/** A path as typed or requested, decoded (%26 is &), without a trailing slash; undefined when
 * its escapes are broken. */
export function decodedPath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
}

/** The path a redirect answers: a path of this site, not the home page, no query or fragment. */
export function checkFromPath(input: string): Checked {
  const from = input.trim();
  if (!from.startsWith('/') || from.startsWith('//'))
    return {
      ok: false,
      message: 'The path to redirect must start with a single /, e.g. /old-page.',
    };
  if (/[?#]/.test(from))
    return {
      ok: false,
      message: 'The path to redirect must not contain ? or #: give the path alone.',
    };
  const decoded = decodedPath(from);
  if (decoded === undefined || hasSpaceOrControl(decoded))
    return {
      ok: false,
      message: 'The path to redirect must not contain spaces or broken % escapes.',
    };
  if (decoded === '/') return { ok: false, message: 'The home page cannot be redirected.' };
  return { ok: true, value: decoded };
}

/** Where a redirect leads: a path of this site (decoded) or an absolute http(s) URL. */
export function checkTarget(input: string): Checked {
  const to = input.trim();
  const invalid = {
    ok: false,
    message:
      'The redirect must lead to a path of this site starting with / or to a full http(s) address.',
  } as const;
  if (to.startsWith('/') && !to.startsWith('//')) {
    const [path = '', rest = ''] = splitQuery(to);
    const decoded = decodedPath(path);
    if (decoded === undefined || hasSpaceOrControl(to)) return invalid;
    return { ok: true, value: `${decoded}${rest}` };
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return invalid;
  return { ok: true, value: url.href };
}

/** The path of a target of this site without its ?query or #fragment (what another redirect
 * could start from); undefined for an absolute URL. */
export function targetPath(target: string): string | undefined {
  return target.startsWith('/') ? splitQuery(target)[0] : undefined;
}

function splitQuery(target: string): [string, string] {
  const at = target.search(/[?#]/);
  return at < 0 ? [target, ''] : [target.slice(0, at), target.slice(at)];
}
