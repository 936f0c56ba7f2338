import { entries } from '@agency/apps';
import type { RemoteName } from '../remotes/remote-registry';
import { Poller } from './poller';

/** The pointer a versioned deploy target keeps beside its builds (scripts/deploy-targets.mjs). */
export const POINTER_FILE = 'current.json';
/** How often the render server reads each pointer: a deploy or a rollback is seen within it. */
export const POINTER_POLL_MS = 1000;
const POINTER_TIMEOUT_MS = 2000;

/** A runtime configuration URL that names a deploy target's pointer rather than a manifest:
 * the remote lives on an origin that cannot follow the pointer itself (an S3 bucket). */
export function isPointerUrl(url: string): boolean {
  try {
    return new URL(url).pathname.endsWith(`/${POINTER_FILE}`);
  } catch {
    return false;
  }
}

/** The live build's files: versions/<id>/ beside the pointer. */
export interface RemoteBuild {
  version: string;
  manifest: string;
  serverEntry: string;
}

export function buildOf(pointerUrl: string, version: string): RemoteBuild {
  const base = new URL(`versions/${encodeURIComponent(version)}/`, pointerUrl);
  return {
    version,
    manifest: new URL(entries.browserManifest, base).href,
    serverEntry: new URL(entries.serverContainer, base).href,
  };
}

export interface RemotePointersOptions {
  intervalMs?: number;
  /** Called when a remote's live build is first read and whenever it changes after. */
  onChange: (name: RemoteName, build: RemoteBuild) => void;
  /** Told once when a pointer stops answering, and once when it answers again. */
  log?: (message: string, error?: unknown) => void;
}

/**
 * Follows the pointers of the remotes deployed to a bucket: the runtime configuration names
 * `…/current.json`, and the render server reads it every second, loads the build it names and
 * hands browsers that build's URLs (the browser never reads the pointer: the page and its
 * hydration use the same build). Old builds stay in the bucket, so a page rendered before a
 * switch keeps loading its chunks.
 */
export class RemotePointers extends Poller {
  private readonly live = new Map<RemoteName, string>();
  private readonly failing = new Set<RemoteName>();

  constructor(
    private readonly pointers: Partial<Record<RemoteName, string>>,
    private readonly options: RemotePointersOptions,
  ) {
    super();
  }

  /** Reads every pointer once (before the server answers), then every interval. */
  async start(): Promise<void> {
    if (this.polling || Object.keys(this.pointers).length === 0) return;
    await this.check();
    this.repeat(this.options.intervalMs ?? POINTER_POLL_MS);
  }

  /** One read of every pointer. */
  protected async poll(): Promise<void> {
    await Promise.all(
      (Object.entries(this.pointers) as [RemoteName, string][]).map(([name, url]) =>
        this.read(name, url),
      ),
    );
  }

  private async read(name: RemoteName, url: string): Promise<void> {
    let version: string;
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(POINTER_TIMEOUT_MS),
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
      const pointer = (await response.json()) as { version?: unknown };
      if (typeof pointer.version !== 'string' || !pointer.version)
        throw new Error(`${url} names no version.`);
      version = pointer.version;
    } catch (error) {
      if (!this.failing.has(name))
        this.options.log?.(`The ${name} remote's pointer could not be read`, error);
      this.failing.add(name);
      return;
    }
    if (this.failing.delete(name)) this.options.log?.(`The ${name} remote's pointer is read again`);
    if (this.live.get(name) === version) return;
    this.live.set(name, version);
    this.options.onChange(name, buildOf(url, version));
  }
}
