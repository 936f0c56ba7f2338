export interface CachedPage {
  status: number;
  body: string;
  location?: string;
  /** Public pages only; personal ones and failures are rendered every time. */
  cacheable: boolean;
  personal?: boolean;
  /** Hashes of the page's inlined stylesheets, for its security policy. */
  styleHashes?: string[];
}

const MAX_ENTRIES = 500;

/**
 * Rendered pages kept per URL for a short time, so a burst of visitors to one page costs one
 * render; concurrent requests for a URL being rendered share that render.
 */
export class RenderCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  private generation = 0;

  /** `onLookup` is told how each lookup was answered (metrics). */
  constructor(
    private readonly ttlMs: number,
    private readonly onLookup: (result: 'hit' | 'shared' | 'miss') => void = () => undefined,
  ) {}

  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) {
      this.onLookup('hit');
      return hit.page;
    }
    const running = this.inFlight.get(key);
    if (running) {
      this.onLookup('shared');
      return running;
    }
    this.onLookup('miss');
    const generation = this.generation;
    const promise = render()
      .then((page) => {
        // A render begun before a clear() may hold the old content: it is answered, not kept.
        if (page.cacheable && this.ttlMs > 0 && generation === this.generation)
          this.store(key, page);
        return page;
      })
      .finally(() => {
        if (this.inFlight.get(key) === promise) this.inFlight.delete(key);
      });
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Forgets every page, and lets no render already running join or fill the cache (the
   * content changed: every page may show it, the list, the post, its neighbours' related posts). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
  }

  private store(key: string, page: CachedPage) {
    this.entries.delete(key);
    this.entries.set(key, { page, expires: Date.now() + this.ttlMs });
    if (this.entries.size > MAX_ENTRIES)
      this.entries.delete(this.entries.keys().next().value as string);
  }
}
