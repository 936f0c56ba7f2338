import { Poller } from './poller';

/** How often the render server asks the api whether the published content changed. */
export const CONTENT_POLL_MS = 250;
/** A poll that takes longer than this is abandoned; the next one asks again. */
const POLL_TIMEOUT_MS = 2000;

export interface ContentWatchOptions {
  /** The api's content version of the site's tenant (`GET /content/:tenant/version`). */
  url: string;
  headers?: Record<string, string>;
  intervalMs?: number;
  /** Called once per change seen (never for the first version read). */
  onChange: (version: string) => void;
  /** Told once when the api stops answering, and once when it answers again. */
  log?: (message: string, error?: unknown) => void;
}

/**
 * Watches the api's content version so that a post published, edited, unpublished or deleted
 * leaves this render server's pages within a poll: every render server (however many, wherever
 * the write went) asks the api, which reads the version from the database. A poll rather than a
 * push because it needs no registry of render servers in the api and works on PGlite and
 * PostgreSQL alike; each costs the api one primary-key read.
 */
export class ContentWatch extends Poller {
  private version: string | undefined;
  private failing = false;

  constructor(private readonly options: ContentWatchOptions) {
    super();
  }

  start(): void {
    if (this.polling) return;
    void this.check();
    this.repeat(this.options.intervalMs ?? CONTENT_POLL_MS);
  }

  protected async poll(): Promise<void> {
    let version: string;
    try {
      const response = await fetch(this.options.url, {
        headers: this.options.headers,
        signal: AbortSignal.timeout(POLL_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`The api answered ${response.status}.`);
      const reply = (await response.json()) as { version?: unknown };
      if (typeof reply.version !== 'string') throw new Error('The api sent no version.');
      version = reply.version;
    } catch (error) {
      if (!this.failing)
        this.options.log?.(
          'The content version could not be read: pages are kept for their cache time',
          error,
        );
      this.failing = true;
      return;
    }
    if (this.failing) this.options.log?.('The content version is read again');
    this.failing = false;
    const before = this.version;
    this.version = version;
    if (before !== undefined && before !== version) this.options.onChange(version);
  }
}

/**
 * Tells a CDN (or anything in front of the render servers) that the content changed: a POST of
 * `{ "version": "<v>" }` to the configured URL, for a small function that purges the site's
 * HTML, sitemap and feed. Every render server sends it for the same change, so the receiver
 * must be idempotent (a purge is).
 */
export async function notifyPurge(
  url: string,
  version: string,
  log?: ContentWatchOptions['log'],
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version }),
      signal: AbortSignal.timeout(POLL_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The purge hook answered ${response.status}.`);
  } catch (error) {
    log?.('The purge hook failed: the CDN keeps pages for their s-maxage', error);
  }
}
