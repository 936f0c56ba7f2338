import type { SiteConfig } from '@agency/shared-state';
import type { RemoteName } from './remote-registry';

export interface RuntimeConfig {
  /** Each remote's browser `mf-manifest.json`. */
  remotes: Partial<Record<RemoteName, string>>;
  /** A second origin's `mf-manifest.json` per remote (MF_<NAME>_FALLBACK_URL), tried on every
   * other retry of a remote that failed to load. */
  fallbacks?: Partial<Record<RemoteName, string>>;
  /** Each remote's server container (`server/remoteEntry.js`), for the render server. */
  serverRemotes?: Partial<Record<RemoteName, string>>;
  siteConfig: Partial<SiteConfig>;
  /** The share of remote failures browsers report to the render server (1 when absent). */
  healthSampling?: number;
}

/** Reads /mf-remotes.json, written beside the shell when the site is started or deployed.
 * Without it every remote shows its unavailable message rather than a blank page. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/mf-remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as Partial<RuntimeConfig>;
    return {
      remotes: data.remotes ?? {},
      fallbacks: data.fallbacks ?? {},
      siteConfig: data.siteConfig ?? {},
      ...(data.healthSampling !== undefined ? { healthSampling: data.healthSampling } : {}),
    };
  } catch (error) {
    console.error('Could not read /mf-remotes.json; remote sections are unavailable.', error);
    return { remotes: {}, siteConfig: {} };
  }
}
