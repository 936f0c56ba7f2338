import type { RemoteName } from 'shared-state';
import { escapeHtml } from './document';

interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
}

const REFRESH_MS = 5000;
const FIRST_FETCH_TIMEOUT_MS = 1000;

/**
 * The browser files a server-rendered page of a remote needs before its JavaScript runs: the
 * stylesheets of its `./routes` (so the HTML is styled at first paint, without a shift when the
 * remote's code arrives) and preloads of its entry and routes module. Read from the remote's
 * browser `mf-manifest.json` (the same URL the browser uses), re-read every few seconds so a
 * redeployed remote's new file names are used.
 */
export class RemoteAssets {
  private readonly cache = new Map<RemoteName, { tags: string; fetchedAt: number }>();
  private readonly pending = new Map<RemoteName, Promise<string>>();

  constructor(private readonly manifests: Partial<Record<RemoteName, string>>) {}

  async tags(name: RemoteName): Promise<string> {
    const cached = this.cache.get(name);
    if (cached && Date.now() - cached.fetchedAt < REFRESH_MS) return cached.tags;
    const refresh = this.pending.get(name) ?? this.refresh(name);
    if (cached) return cached.tags; // serve the known files while the refresh runs
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(''), FIRST_FETCH_TIMEOUT_MS);
    });
    return Promise.race([refresh, timeout]).finally(() => clearTimeout(timer));
  }

  private refresh(name: RemoteName): Promise<string> {
    const manifestUrl = this.manifests[name];
    if (!manifestUrl) return Promise.resolve('');
    const promise = fetch(manifestUrl, { signal: AbortSignal.timeout(3000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const tags = assetTags(manifestUrl, (await response.json()) as Manifest);
        this.cache.set(name, { tags, fetchedAt: Date.now() });
        return tags;
      })
      .catch(() => this.cache.get(name)?.tags ?? '')
      .finally(() => this.pending.delete(name));
    this.pending.set(name, promise);
    return promise;
  }
}

export function assetTags(manifestUrl: string, manifest: Manifest): string {
  const base = new URL('.', manifestUrl);
  const url = (file: string) => escapeHtml(new URL(file, base).href);
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
  const css = [...(routes?.assets?.css?.sync ?? []), ...(routes?.assets?.css?.async ?? [])];
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? `${entry.path ?? ''}${entry.name}` : 'remoteEntry.js';
  const scripts = [entryFile, ...(routes?.assets?.js?.sync ?? [])];
  return [
    ...css.map((file) => `<link rel="stylesheet" href="${url(file)}" />`),
    ...scripts.map((file) => `<link rel="preload" as="script" href="${url(file)}" />`),
  ].join('\n    ');
}
