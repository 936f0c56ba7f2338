import { randomInt } from 'node:crypto';
import { entries } from '@agency/apps';
import type { RemoteName } from '../remotes/remote-registry';
import type { RequestVersions } from '../remotes/request-versions';
import { deployRecordUrl } from './container-integrity';
import { buildOf, type PointerState, type RemoteBuild } from './remote-pointers';

interface Preview {
  remote: string;
  version: string;
  exp: number;
}

// The one signing of previews, shared with the preview command (scripts/preview-signature.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const signing = require('../../../scripts/preview-signature.js') as {
  previewCookieName: (remote: string) => string;
  verifyPreview: (
    secret: string,
    remote: string,
    value: string,
    nowSeconds: number,
  ) => { ok: true; version: string; exp: number } | { ok: false; reason: 'expired' | 'invalid' };
  signPreview: (secret: string, preview: Preview) => string;
  previewLink: (site: string, secret: string, preview: Preview) => string;
  PREVIEW_PATH: string;
  LEAVE_PATH: string;
  VERSION_ID: RegExp;
  DEVELOPMENT_PREVIEW_SECRET: string;
  devOriginOf: (version: string) => string | undefined;
};
export const {
  previewCookieName,
  verifyPreview,
  signPreview,
  previewLink,
  PREVIEW_PATH,
  LEAVE_PATH,
  VERSION_ID,
  DEVELOPMENT_PREVIEW_SECRET,
  devOriginOf,
} = signing;

/** Which dev servers' origins a development preview (`dev:<origin>`) may name: `loopback`
 * (localhost, 127.0.0.0/8, [::1]: the developer's own machine), a list of origins, or none. */
export type DevOrigins = 'loopback' | readonly string[];

/** PREVIEW_DEV_ORIGINS: `loopback`, `none`, or origins separated by commas. Unset: loopback
 * origins only when the render server signs with the development key (`npm start` on this
 * machine), none anywhere else (production). */
export function devOriginsFrom(
  setting: string | undefined,
  secret: string | undefined,
  developmentSecret: string,
): DevOrigins {
  const value = (setting ?? '').trim();
  if (!value) return secret && secret === developmentSecret ? 'loopback' : [];
  if (value === 'loopback') return 'loopback';
  if (value === 'none') return [];
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Whether a dev server's origin may be used by this render server. */
export function devOriginAllowed(origin: string, allowed: DevOrigins): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return allowed === 'loopback' ? LOOPBACK_HOST.test(url.hostname) : allowed.includes(origin);
}

/** The files of a remote's dev server (scripts/dev-remote.mjs): its browser manifest and the
 * server container its watch build keeps current, both at its origin's root. */
export function devBuildOf(origin: string, version: string): RemoteBuild {
  return {
    version,
    manifest: new URL(entries.browserManifest, `${origin}/`).href,
    serverEntry: new URL(entries.serverContainer, `${origin}/`).href,
    dev: true,
  };
}

/** The visitor's rollout bucket: a random number, 0–9999, with nothing about the person. */
export const BUCKET_COOKIE = 'mf_bucket';
export const BUCKETS = 10_000;
const BUCKET_MAX_AGE_S = 365 * 24 * 3600;
/** How long a version's deploy record is trusted to be missing before it is asked again. */
const UNKNOWN_VERSION_MS = 5000;
const RECORD_TIMEOUT_MS = 1000;
const KNOWN_KEPT = 200;

export type PreviewRefusal = 'expired' | 'invalid';

/** What one request gets: its versions, the builds to render with, what its cookies said. */
export interface RequestChoice {
  versions: RequestVersions;
  /** The builds other than the live ones, by remote: the render loads these instead. */
  builds: Partial<Record<RemoteName, RemoteBuild>>;
  /** The remotes this browser previews, with the version. */
  previews: { remote: RemoteName; version: string }[];
  /** Preview cookies that were ignored (and are cleared), and why: the page says so once. */
  refused: { remote: RemoteName; reason: PreviewRefusal }[];
  /** The visitor's bucket, when a rollout asked for it; `isNew` when this request drew it. */
  bucket?: { value: number; isNew: boolean };
  /** A remote comes from a dev server: the page is never kept (render cache or any other). */
  uncached: boolean;
  /** '' when every remote is its live build; otherwise the builds chosen, for the render
   * cache's key (pages of one split are shared, never mixed with another's). */
  key: string;
}

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (name && !cookies.has(name)) cookies.set(name, part.slice(index + 1).trim());
  }
  return cookies;
}

/** A bucket cookie's number, or undefined for anything else (a new one is drawn). */
export function bucketOf(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,4}$/.test(value)) return undefined;
  return Number(value);
}

/** Visitors whose bucket is below percent × 100 get the rollout's version. */
export function inRollout(bucket: number, percent: number): boolean {
  return bucket < Math.round(percent * (BUCKETS / 100));
}

export interface CookieOptions {
  secure: boolean;
}

export function bucketCookie(value: number, { secure }: CookieOptions): string {
  return `${BUCKET_COOKIE}=${value}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function previewCookie(
  remote: string,
  value: string,
  maxAgeSeconds: number,
  { secure }: CookieOptions,
): string {
  return `${previewCookieName(remote)}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedPreviewCookie(remote: string, options: CookieOptions): string {
  return previewCookie(remote, '', 0, options);
}

export interface RemoteVersionsOptions {
  /** Each remote's configured URL: its manifest, or its target's pointer. */
  urls: Partial<Record<RemoteName, string>>;
  /** PREVIEW_SECRET: without it previews are off and preview cookies ignored. */
  secret?: string | undefined;
  /** Whether a version is a recorded build of the remote (its deploy record answers). */
  isRecorded?: (name: RemoteName, build: RemoteBuild) => Promise<boolean>;
  /** The dev servers a development preview may name (devOriginsFrom); none by default. */
  devOrigins?: DevOrigins;
  now?: () => number;
  random?: () => number;
}

/**
 * Chooses, per request, the version of each remote: a verified preview cookie first, then the
 * rollout under way (by the visitor's bucket), then the live build. Knows each remote's pointer
 * state (live version and rollout) as the pointers are read (remote-pointers.ts).
 */
export class RemoteVersions {
  private readonly states = new Map<RemoteName, PointerState>();
  private readonly known = new Map<string, { recorded: boolean; at: number }>();

  constructor(private readonly options: RemoteVersionsOptions) {}

  get previewsOn(): boolean {
    return !!this.options.secret;
  }

  setState(name: RemoteName, state: PointerState | undefined): void {
    if (state) this.states.set(name, state);
    else this.states.delete(name);
  }

  state(name: RemoteName): PointerState | undefined {
    return this.states.get(name);
  }

  /** Whether any remote is being rolled out now (pages then differ from visitor to visitor). */
  get rollingOut(): boolean {
    return [...this.states.values()].some((state) => state.rollout);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A build of the remote: versions/<id>/ beside its configured URL. */
  buildOf(name: RemoteName, version: string): RemoteBuild | undefined {
    const url = this.options.urls[name];
    return url ? buildOf(url, version) : undefined;
  }

  /** Whether `version` is a recorded build of the remote (answers are kept; a missing one is
   * asked again after a few seconds: it may be uploading). */
  async isRecorded(name: RemoteName, version: string): Promise<boolean> {
    if (!VERSION_ID.test(version)) return false;
    const build = this.buildOf(name, version);
    if (!build) return false;
    const key = `${name}@${version}`;
    const cached = this.known.get(key);
    if (cached && (cached.recorded || this.now() - cached.at < UNKNOWN_VERSION_MS))
      return cached.recorded;
    const recorded = await (this.options.isRecorded ?? deployRecordAnswers)(name, build);
    this.known.delete(key);
    this.known.set(key, { recorded, at: this.now() });
    if (this.known.size > KNOWN_KEPT) this.known.delete(this.known.keys().next().value as string);
    return recorded;
  }

  /** The verified preview of `name` in `value`, or why it is refused. */
  async verify(
    name: RemoteName,
    value: string,
  ): Promise<{ ok: true; version: string; exp: number } | { ok: false; reason: PreviewRefusal }> {
    const secret = this.options.secret;
    if (!secret || !this.options.urls[name]) return { ok: false, reason: 'invalid' };
    const checked = verifyPreview(secret, name, value, Math.floor(this.now() / 1000));
    if (!checked.ok) return checked;
    // A dev server has no deploy record: its origin must be one this render server allows.
    const devOrigin = devOriginOf(checked.version);
    if (devOrigin !== undefined)
      return devOriginAllowed(devOrigin, this.options.devOrigins ?? [])
        ? checked
        : { ok: false, reason: 'invalid' };
    if (!(await this.isRecorded(name, checked.version))) return { ok: false, reason: 'invalid' };
    return checked;
  }

  /** The versions of one request, from its Cookie header. */
  async choose(cookieHeader: string | undefined): Promise<RequestChoice> {
    const cookies = parseCookies(cookieHeader);
    const choice: RequestChoice = {
      versions: {},
      builds: {},
      previews: [],
      refused: [],
      uncached: false,
      key: '',
    };
    const names = Object.keys(this.options.urls) as RemoteName[];
    await Promise.all(
      names.map(async (name) => {
        const state = this.states.get(name);
        const cookie = this.previewsOn ? cookies.get(previewCookieName(name)) : undefined;
        if (cookie !== undefined) {
          const preview = await this.verify(name, cookie);
          if (preview.ok) {
            choice.previews.push({ remote: name, version: preview.version });
            this.use(choice, name, preview.version, 'preview');
            return;
          }
          choice.refused.push({ remote: name, reason: preview.reason });
        }
        if (state?.rollout) {
          choice.bucket ??= this.bucket(cookies);
          if (inRollout(choice.bucket.value, state.rollout.percent)) {
            this.use(choice, name, state.rollout.version, 'rollout');
            return;
          }
        }
        choice.versions[name] = { version: state?.version ?? null, why: 'live' };
      }),
    );
    choice.previews.sort((a, b) => a.remote.localeCompare(b.remote));
    // A previewed page embeds its versions for the browser: it is kept apart from the others.
    choice.key = [
      ...Object.entries(choice.builds)
        .map(([name, build]) => `${name}@${build!.version}`)
        .sort(),
      ...choice.previews.map(({ remote, version }) => `preview:${remote}@${version}`),
    ].join(',');
    return choice;
  }

  private use(
    choice: RequestChoice,
    name: RemoteName,
    version: string,
    why: 'preview' | 'rollout',
  ): void {
    choice.versions[name] = { version, why };
    const devOrigin = devOriginOf(version);
    if (devOrigin !== undefined) {
      choice.builds[name] = devBuildOf(devOrigin, version);
      choice.uncached = true;
      return;
    }
    // The live build is the configured one (its origin or the pointer's build): nothing to load.
    if (this.states.get(name)?.version === version) return;
    const build = this.buildOf(name, version);
    if (build) choice.builds[name] = build;
  }

  private bucket(cookies: Map<string, string>): { value: number; isNew: boolean } {
    const kept = bucketOf(cookies.get(BUCKET_COOKIE));
    if (kept !== undefined) return { value: kept, isNew: false };
    const random = this.options.random;
    return { value: random ? Math.floor(random() * BUCKETS) : randomInt(BUCKETS), isNew: true };
  }
}

/** A version is recorded when its deploy record (versions/<id>/deploy.json) answers. */
async function deployRecordAnswers(_name: RemoteName, build: RemoteBuild): Promise<boolean> {
  try {
    const response = await fetch(deployRecordUrl(build.serverEntry)!, {
      signal: AbortSignal.timeout(RECORD_TIMEOUT_MS),
      cache: 'no-store',
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
