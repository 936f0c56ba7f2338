import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './document';

const FONT_FACE = /@font-face\s*{([^}]*)}/g;
const WOFF2_URL = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/;

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
    const resolved = new URL(url, new URL(cssHref, 'http://shell.invalid')).pathname;
    if (!files.includes(resolved)) files.push(resolved);
  }
  return files;
}

/** A preload of each web font the shell's stylesheets declare, so text does not wait for the
 * stylesheet to be parsed before the font is fetched. */
export function shellFontPreloads(distDir: string): string[] {
  const fonts = shellStylesheets(distDir).flatMap((file) =>
    fontFiles(readFileSync(path.join(distDir, file), 'utf8'), `/${file}`),
  );
  return [...new Set(fonts)].map(
    (href) =>
      `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin />`,
  );
}

export function shellStylesheets(distDir: string): string[] {
  return readdirSync(distDir).filter((file) => file.endsWith('.css'));
}

/** The shell's tags for a page's head when it is not server-rendered: the font preloads, then
 * its stylesheets as links. */
export function shellHeadTags(distDir: string): string {
  return [
    ...shellFontPreloads(distDir),
    ...shellStylesheets(distDir).map(
      (file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`,
    ),
  ].join('\n    ');
}
