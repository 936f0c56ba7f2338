import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './document';
import { inlineStylesheet, styleElement } from './remote-assets';

const FONT_FACE = /@font-face\s*{([^}]*)}/g;
const WOFF2_URL = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/;

/** The path the shell serves a url of one of its stylesheets at (`cssHref`, where the sheet is
 * served): relative urls resolve against the sheet. */
export function shellPath(url: string, cssHref: string): string {
  const resolved = new URL(url, new URL(cssHref, 'http://shell.invalid'));
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * The web fonts the shell's stylesheets declare, as absolute paths: the files the first paint
 * needs (the brand typeface), read from the built CSS so their hashed names are the real ones.
 * `cssHref` is where the stylesheet is served; its relative urls resolve against it.
 */
export function fontFiles(css: string, cssHref: string): string[] {
  const files: string[] = [];
  for (const [, body] of css.matchAll(FONT_FACE)) {
    const url = WOFF2_URL.exec(body!)?.[1];
    if (!url || url.startsWith('data:')) continue;
    const resolved = shellPath(url, cssHref);
    if (!files.includes(resolved)) files.push(resolved);
  }
  return files;
}

/** The shell's part of a page's head, from its built stylesheets (each file read once, at
 * start): a preload of each web font they declare, so text does not wait for a stylesheet to be
 * parsed before the font is fetched, then the stylesheets themselves. */
export interface ShellHead {
  /** For a page without server HTML: the stylesheets as links. */
  linked: string;
  /** For a server-rendered page: the stylesheets inline, named as the shell's chunk loader
   * names them, so the first paint waits for no stylesheet request. */
  inline: string;
  /** The inline stylesheets' hashes, for the page's security policy. */
  styleHashes: string[];
}

export function shellHead(distDir: string): ShellHead {
  const sheets = readdirSync(distDir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file, css: readFileSync(path.join(distDir, file), 'utf8') }));
  const fonts = sheets.flatMap(({ file, css }) => fontFiles(css, `/${file}`));
  const preloads = [...new Set(fonts)].map(
    (href) =>
      `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin />`,
  );
  const inline = sheets.map(({ file, css }) =>
    inlineStylesheet(file, css, (url) => shellPath(url, `/${file}`)),
  );
  return {
    linked: [
      ...preloads,
      ...sheets.map(({ file }) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
    ].join('\n    '),
    inline: [...preloads, ...inline.map(styleElement)].join('\n    '),
    styleHashes: inline.map((sheet) => sheet.hash),
  };
}
