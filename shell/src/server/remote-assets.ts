import { createHash } from 'node:crypto';
import type { ShareImage } from '@agency/shared-state';
import { entries } from '@agency/apps';
import type { RemoteName } from '../remotes/remote-registry';
import { AFTER_PAINT_ELEMENT_ID } from '../boot/first-paint';
import { escapeHtml } from './document';
import { withTimeout } from './timeout';

interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
}

/** A remote's browser files, as far as a server-rendered page needs them. */
interface RemoteFiles {
  /** Absolute URLs of the remote's entry and routes module, preloaded. */
  scripts: string[];
  /** Each stylesheet of its routes (absolute URL) with the class names it styles. */
  stylesheets: { url: string; classes: Set<string>; inline: InlineStylesheet }[];
  /** The share image of each of its pages, by path, with absolute URLs. */
  shareImages: Map<string, ShareImage>;
  fetchedAt: number;
}

/** The file a remote's build may have beside its manifest: a share image drawn for each of its
 * pages (the marketing remote's cards, share-cards/build.mjs), file names relative to it. */
export const SHARE_IMAGES_FILE = 'share-images.json';

const REFRESH_MS = 5000;
const OTHER_BUILDS_KEPT = 12;
const FIRST_FETCH_TIMEOUT_MS = 1000;

const CSS_CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const HTML_CLASS_ATTRIBUTE = /\sclass="([^"]+)"/g;

export function classesInCss(css: string): Set<string> {
  const classes = new Set<string>();
  // Drop url(...) and comments so file names and prose are not read as selectors.
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  for (const match of selectors.matchAll(CSS_CLASS)) classes.add(match[1]!);
  return classes;
}

export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(HTML_CLASS_ATTRIBUTE)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** A stylesheet put in the page's head as a `<style>` element: no render-blocking request to a
 * second origin before the first paint. `data-href` is the file's URL as the app's own chunk
 * loader names it, so that loader finds the sheet present and does not apply it twice. The
 * hash lets the security policy allow exactly this element. */
export interface InlineStylesheet {
  href: string;
  css: string;
  hash: string;
}

const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** The stylesheet's text for inlining: its relative url()s resolved against where the file lives
 * (inline, they would resolve against the page), and no way to close the element early. */
export function inlineStylesheet(
  href: string,
  css: string,
  resolveUrl: (url: string) => string,
): InlineStylesheet {
  const text = css
    .replace(CSS_URL, (whole, quote: string, url: string) =>
      /^(data:|#)/i.test(url) ? whole : `url(${quote}${resolveUrl(url)}${quote})`,
    )
    .replace(/<\/style/gi, '<\\/style');
  return { href, css: text, hash: `sha256-${createHash('sha256').update(text).digest('base64')}` };
}

export function styleElement(sheet: InlineStylesheet): string {
  return `<style data-href="${escapeHtml(sheet.href)}">${sheet.css}</style>`;
}

/** What a page needs in its head from a remote: elements, and the hashes of its styles. */
export interface HeadAssets {
  html: string;
  styleHashes: string[];
}

/** The fewest of the remote's stylesheets that style every class the page's HTML uses: the
 * page is styled at first paint, and the stylesheets of its other pages are not on the critical
 * path. The files are the remote's real chunk files, so its code finds them already loaded. */
export function stylesheetsFor(
  html: string,
  stylesheets: RemoteFiles['stylesheets'],
): RemoteFiles['stylesheets'] {
  const wanted = classesInHtml(html);
  const uncovered = new Set(
    [...wanted].filter((name) => stylesheets.some((sheet) => sheet.classes.has(name))),
  );
  const chosen: RemoteFiles['stylesheets'] = [];
  while (uncovered.size > 0) {
    let best: RemoteFiles['stylesheets'][number] | undefined;
    let bestCount = 0;
    for (const sheet of stylesheets) {
      if (chosen.includes(sheet)) continue;
      let count = 0;
      for (const name of uncovered) if (sheet.classes.has(name)) count += 1;
      if (count > bestCount) {
        best = sheet;
        bestCount = count;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const name of best.classes) uncovered.delete(name);
  }
  return chosen;
}

/**
 * What a server-rendered page of a remote needs from its browser build before its script runs:
 * the stylesheets that style the page's HTML and preloads of the remote's entry and routes
 * module (inert until the page is painted: see AFTER_PAINT_ELEMENT_ID). Read from the remote's browser `mf-manifest.json` (the URL the browser uses too) and
 * re-read every few seconds, so a redeployed remote's new file names are used.
 */
/** Tags the browser adds to the head once the page is painted (shell/src/index.ts): inside a
 * `<template>` nothing is fetched before then. */
export function afterPaintTemplate(tags: string[]): string {
  return `<template id="${AFTER_PAINT_ELEMENT_ID}">${tags.join('')}</template>`;
}

export class RemoteAssets {
  private readonly cache = new Map<RemoteName, RemoteFiles>();
  private readonly pending = new Map<RemoteName, Promise<RemoteFiles | undefined>>();

  private readonly manifests: Partial<Record<RemoteName, string>>;

  constructor(manifests: Partial<Record<RemoteName, string>>) {
    this.manifests = { ...manifests };
  }

  /** Reads the remote's files from another manifest from the next page on (a new build). */
  setManifest(name: RemoteName, manifestUrl: string): void {
    if (this.manifests[name] === manifestUrl) return;
    this.manifests[name] = manifestUrl;
    this.cache.delete(name);
  }

  /** The share image the remote's build drew for the page at `pagePath`, if it drew one;
   * `manifest`: of a build other than the live one. */
  async shareImage(
    name: RemoteName,
    pagePath: string,
    manifest?: string,
  ): Promise<ShareImage | undefined> {
    return (await this.files(name, manifest))?.shareImages.get(pagePath);
  }

  async tags(name: RemoteName, html: string, manifest?: string): Promise<HeadAssets> {
    const files = await this.files(name, manifest);
    if (!files) return { html: '', styleHashes: [] };
    const sheets = stylesheetsFor(html, files.stylesheets).map((sheet) => sheet.inline);
    return {
      html: [
        ...sheets.map(styleElement),
        afterPaintTemplate(
          files.scripts.map(
            (url) => `<link rel="preload" as="script" href="${escapeHtml(url)}" />`,
          ),
        ),
      ].join('\n    '),
      styleHashes: sheets.map((sheet) => sheet.hash),
    };
  }

  /** Builds other than the live ones (previews, rollouts), by manifest URL: a version never
   * changes, so they are read once; the least recently used go first. */
  private readonly others = new Map<string, Promise<RemoteFiles | undefined>>();

  private otherFiles(manifestUrl: string): Promise<RemoteFiles | undefined> {
    let files = this.others.get(manifestUrl);
    this.others.delete(manifestUrl);
    if (!files) {
      files = loadRemoteFiles(manifestUrl).catch(() => {
        this.others.delete(manifestUrl);
        return undefined;
      });
    }
    this.others.set(manifestUrl, files);
    if (this.others.size > OTHER_BUILDS_KEPT)
      this.others.delete(this.others.keys().next().value as string);
    return withTimeout(files, FIRST_FETCH_TIMEOUT_MS, () => undefined);
  }

  private async files(name: RemoteName, manifest?: string): Promise<RemoteFiles | undefined> {
    if (manifest && manifest !== this.manifests[name]) return this.otherFiles(manifest);
    const cached = this.cache.get(name);
    if (cached && Date.now() - cached.fetchedAt < REFRESH_MS) return cached;
    const refresh = this.pending.get(name) ?? this.refresh(name);
    if (cached) return cached; // the known files while the refresh runs
    return withTimeout(refresh, FIRST_FETCH_TIMEOUT_MS, () => undefined);
  }

  private refresh(name: RemoteName): Promise<RemoteFiles | undefined> {
    const manifestUrl = this.manifests[name];
    if (!manifestUrl) return Promise.resolve(undefined);
    const promise = loadRemoteFiles(manifestUrl)
      .then((files) => {
        // A build switched during the read: its files are not the live build's.
        if (this.manifests[name] === manifestUrl) this.cache.set(name, files);
        return files;
      })
      .catch(() => this.cache.get(name))
      .finally(() => this.pending.delete(name));
    this.pending.set(name, promise);
    return promise;
  }
}

async function loadRemoteFiles(manifestUrl: string): Promise<RemoteFiles> {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(3000) });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${manifestUrl}`);
  const manifest = (await response.json()) as Manifest;
  const base = new URL('.', manifestUrl);
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
  const cssFiles = [
    ...new Set([...(routes?.assets?.css?.sync ?? []), ...(routes?.assets?.css?.async ?? [])]),
  ];
  const stylesheets = await Promise.all(
    cssFiles.map(async (file) => {
      const url = new URL(file, base).href;
      const css = await fetch(url, { signal: AbortSignal.timeout(3000) }).then((reply) =>
        reply.ok ? reply.text() : '',
      );
      return {
        url,
        classes: classesInCss(css),
        inline: inlineStylesheet(url, css, (relative) => new URL(relative, url).href),
      };
    }),
  );
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? `${entry.path ?? ''}${entry.name}` : entries.browserContainer;
  const scripts = [entryFile, ...(routes?.assets?.js?.sync ?? [])].map(
    (file) => new URL(file, base).href,
  );
  const shareImages = await loadShareImages(new URL(SHARE_IMAGES_FILE, base).href);
  return { scripts, stylesheets, shareImages, fetchedAt: Date.now() };
}

/** A remote's share images: none when its build drew none (the file is missing) or the file is
 * not what it should be; a page without one shows the brand's card. */
export async function loadShareImages(url: string): Promise<Map<string, ShareImage>> {
  const images = new Map<string, ShareImage>();
  let listed: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return images;
    listed = ((await response.json()) as { pages?: unknown }).pages;
  } catch {
    return images;
  }
  if (!listed || typeof listed !== 'object') return images;
  for (const [pagePath, entry] of Object.entries(listed as Record<string, unknown>)) {
    const { file, width, height, alt } = (entry ?? {}) as Record<string, unknown>;
    if (typeof file !== 'string' || typeof alt !== 'string') continue;
    if (typeof width !== 'number' || typeof height !== 'number') continue;
    images.set(pagePath, { url: new URL(file, url).href, width, height, alt });
  }
  return images;
}
