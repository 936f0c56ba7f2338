import { paths } from '@agency/shared-state';

/** One redirect of the site as the api lists it (`GET /redirects/:tenant`). */
export interface Redirect {
  /** A path of the site, decoded (e.g. /tech&tranquility/old-slug). */
  from: string;
  /** A path of the site (decoded) or an absolute URL. */
  to: string;
  status: 301 | 302;
}

export interface RedirectTableOptions {
  /** The api's list of the site's redirects. */
  url: string;
  headers?: Record<string, string>;
  /** How soon a list that could not be read is asked for again. */
  retryMs?: number;
  /** Told once when the list cannot be read, and once when it is read again. */
  log?: (message: string, error?: unknown) => void;
}

const LOAD_TIMEOUT_MS = 2000;
/** The blog's old address (the blog remote sends /blog/:post to the post's page). */
const LEGACY_BLOG = '/blog/';

/** A requested path as the api stores a redirect's path: decoded, without a trailing slash. */
function storedForm(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
}

/** A redirect's target as a Location header: a path of the site encoded, a URL as it is; the
 * request's query string goes along when the target has none of its own. */
export function location(to: string, search: string): string {
  if (!to.startsWith('/')) return to;
  const at = to.search(/[?#]/);
  const [path, rest] = at < 0 ? [to, ''] : [to.slice(0, at), to.slice(at)];
  return `${encodeURI(path)}${rest || search}`;
}

/**
 * The site's redirects (a post's earlier addresses, the owner's own), kept in memory and read
 * again from the api whenever the content version moves (content-watch.ts), so a change reaches
 * every render server within a poll. The list is small (one row per old address). While the
 * api cannot be read the last list stays, and the read is tried again every `retryMs`.
 */
export class RedirectTable {
  private byPath = new Map<string, Redirect>();
  private loading: Promise<void> | undefined;
  private again = false;
  private failing = false;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: RedirectTableOptions) {}

  /** The redirect a request's path answers, if any; /blog/<post> is looked up as the post's
   * page so an old blog link takes one hop too. */
  find(pathname: string): Redirect | undefined {
    const path = storedForm(pathname);
    if (path === undefined) return undefined;
    const found = this.byPath.get(path);
    if (found || !path.startsWith(LEGACY_BLOG)) return found;
    return this.byPath.get(`${paths.blog}/${path.slice(LEGACY_BLOG.length)}`);
  }

  /** Reads the list again; a read asked for while one runs runs once more after it, so the
   * list is never older than the last change seen. */
  refresh(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = this.load().finally(() => {
      this.loading = undefined;
      if (this.again) {
        this.again = false;
        void this.refresh();
      }
    });
    return this.loading;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  private async load(): Promise<void> {
    clearTimeout(this.retry);
    try {
      const response = await fetch(this.options.url, {
        headers: this.options.headers,
        signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`The api answered ${response.status}.`);
      const list = (await response.json()) as Redirect[];
      if (!Array.isArray(list)) throw new Error('The api sent no list.');
      this.byPath = new Map(list.map((redirect) => [redirect.from, redirect]));
      if (this.failing) this.options.log?.('The redirects are read again');
      this.failing = false;
    } catch (error) {
      if (!this.failing)
        this.options.log?.('The redirects could not be read: the last list read is kept', error);
      this.failing = true;
      if (!this.stopped) {
        this.retry = setTimeout(() => void this.refresh(), this.options.retryMs ?? 1000);
        this.retry.unref();
      }
    }
  }
}
