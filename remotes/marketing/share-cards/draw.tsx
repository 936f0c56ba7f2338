import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { renderToStaticMarkup } from 'react-dom/server';
import satori from 'satori';
import IllustrationScene from '../src/components/illustration-scene';
import type { ArtName } from '../src/content/art';

/** A page's share card: what it shows and where it is served. */
export interface PageCard {
  /** The page's path, as in the sitemap. */
  path: string;
  /** The page's title as the page shows it (its h1). */
  title: string;
  /** The page's own art (components/illustration-scene.tsx). */
  art: ArtName;
  /** What the art shows, in words: the start of the card's alt text. */
  artLabel: string;
}

export const CARD = { width: 1200, height: 630 } as const;

/** The card's frame: padding, the art's panel on the right, the gap between text and art. */
export const LAYOUT = {
  padding: 56,
  panelWidth: 520,
  gap: 56,
  /** The brand row's height, at the top of the text column. */
  brandRow: 72,
} as const;
/** The text column's width; the art's panel starts this far plus the gap from the padding. */
export const TEXT_WIDTH = CARD.width - 2 * LAYOUT.padding - LAYOUT.panelWidth - LAYOUT.gap;

/** The art's own box (illustration.tsx draws it in a 480×380 viewBox). */
const ART = { width: 480, height: 380 } as const;
const NAVY = '#0f2a4a';
const ORANGE = '#fb923c';

/** Fonts and styles a card is drawn with: satori's (WOFF, text laid out as paths) and resvg's
 * (TrueType files, for the few words drawn inside the art), and the art's stylesheet with the
 * light theme's colours written in. */
export interface CardAssets {
  fonts: { name: string; data: Buffer; weight: 400 | 800; style: 'normal' }[];
  artFontFiles: string[];
  artCss: string;
}

/** `resolve` is the caller's module resolver (require.resolve, or createRequire's). */
export function loadCardAssets(resolve: (specifier: string) => string): CardAssets {
  const woff = (weight: number) =>
    readFileSync(resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`));
  const fontDir = mkdtempSync(path.join(tmpdir(), 'page-cards-'));
  const artFontFiles = [600, 700].map((weight) => {
    const file = path.join(fontDir, `manrope-${weight}.ttf`);
    writeFileSync(file, woffToSfnt(woff(weight)));
    return file;
  });
  const tokens = readFileSync(resolve('@agency/ui/tokens.css'), 'utf8');
  const moduleCss = readFileSync(resolve('../src/components/illustration.module.css'), 'utf8');
  const artCss = resolveArtCss(moduleCss, lightTokens(tokens));
  const fonts = ([400, 800] as const).map((weight) => ({
    name: 'Manrope',
    weight,
    style: 'normal' as const,
    data: woff(weight),
  }));
  return { fonts, artFontFiles, artCss };
}

/**
 * A WOFF 1.0 font as the TrueType/OpenType file it wraps (zlib-compressed tables, W3C WOFF §5):
 * resvg reads only the latter, and the brand's font ships as WOFF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font.');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    return { tag, checksum, data };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector += 1;
  }
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** The light theme's custom properties (the first `:root` block of the tokens). */
export function lightTokens(tokensCss: string): Map<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(tokensCss)?.[1] ?? '';
  const tokens = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    tokens.set(match[1]!, match[2]!.replace(/\s+/g, ' ').trim());
  return tokens;
}

/**
 * The illustration's stylesheet as resvg can apply it: the light theme's values in place of
 * `var()` (resvg has no custom properties), the dark theme's rules left out, the brand's font
 * by the name resvg knows it.
 */
export function resolveArtCss(moduleCss: string, tokens: Map<string, string>): string {
  const withoutComments = moduleCss.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: string[] = [];
  for (const match of withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const selector = match[1]!.trim();
    if (selector.includes(':global')) continue;
    const body = match[2]!
      .replace(/var\(--font-sans\)/g, 'Manrope')
      .replace(/var\((--[\w-]+)\)/g, (whole, name: string) => {
        const value = tokens.get(name);
        if (value === undefined) throw new Error(`The token ${name} has no light value.`);
        return value;
      })
      .replace(/\s+/g, ' ')
      .trim();
    rules.push(`${selector.replace(/\s+/g, ' ')}{${body}}`);
  }
  return rules.join('');
}

/** The page's art as a standalone SVG document: the scene the page draws, rendered by React on
 * the server as the page's own picture is, with its stylesheet inside. */
export function artSvg(art: ArtName, assets: Pick<CardAssets, 'artCss'>): string {
  const scene = renderToStaticMarkup(<IllustrationScene name={art} />);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART.width}" height="${ART.height}" ` +
    `viewBox="0 0 ${ART.width} ${ART.height}"><style>${assets.artCss}</style>${scene}</svg>`
  );
}

/** The mark of the site's logo (shell/src/layout/logo.tsx), as the brand card draws it. */
const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32"><rect x="0.5" y="0.5" width="31" height="31" rx="8" fill="#0f2a4a" stroke="rgb(255 255 255 / 0.3)"/><path d="M7 22 16 8.5 25 22" fill="none" stroke="#fb923c" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="22" r="2.4" fill="#fff"/></svg>';

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The title's size: shorter titles larger; at most five lines show. */
export function titleSize(title: string): number {
  return title.length <= 28 ? 60 : title.length <= 56 ? 52 : 44;
}
export const TITLE_LINES = 5;
const LINE_HEIGHT = 1.15;

type Node = { type: string; props: Record<string, unknown> };
const box = (style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});
const image = (src: string, width: number, height: number): Node => ({
  type: 'img',
  props: { src, width, height },
});

/** The card as an image (RGBA pixels, or PNG): the brand and the page's title on the left,
 * the page's art on a light panel on the right. Satori lays out the text (glyphs as paths),
 * resvg rasterizes it and the art. */
export async function drawPageCard(
  card: Pick<PageCard, 'title' | 'art'>,
  brand: string,
  assets: CardAssets,
) {
  const size = titleSize(card.title);
  const inner = CARD.height - 2 * LAYOUT.padding;
  const text = box(
    {
      width: TEXT_WIDTH,
      flexShrink: 0,
      flexDirection: 'column',
      justifyContent: 'space-between',
      color: '#fff',
    },
    box(
      { alignItems: 'center', gap: 20, height: LAYOUT.brandRow },
      image(dataUrl(MARK), 64, 64),
      box({ fontSize: 34, fontWeight: 800, overflow: 'hidden' }, brand),
    ),
    box(
      {
        fontSize: size,
        fontWeight: 800,
        lineHeight: LINE_HEIGHT,
        maxHeight: Math.floor(size * LINE_HEIGHT * TITLE_LINES),
        overflow: 'hidden',
        lineClamp: TITLE_LINES,
        wordBreak: 'break-word',
      },
      card.title,
    ),
    box({ width: 140, height: 10, borderRadius: 5, background: ORANGE }),
  );
  // The art's panel; the art itself goes in after layout (below).
  const panel = box({
    width: LAYOUT.panelWidth,
    height: inner,
    flexShrink: 0,
    borderRadius: 28,
    background: '#f7f8fa',
  });
  const layout = box(
    {
      // Sizes exclude the padding: the card is 1200×630 in all.
      width: CARD.width - 2 * LAYOUT.padding,
      height: inner,
      gap: LAYOUT.gap,
      padding: LAYOUT.padding,
      background: `linear-gradient(135deg, ${NAVY} 0%, #163c66 100%)`,
      fontFamily: 'Manrope',
    },
    text,
    panel,
  );
  const svg = await satori(layout as Parameters<typeof satori>[0], {
    width: CARD.width,
    height: CARD.height,
    fonts: assets.fonts,
  });
  // Satori would embed the art as an <image>, which resvg draws without fonts (the words in a
  // scene would vanish): the art goes into satori's drawing as an <svg> of its own, centred on
  // its panel.
  const x = LAYOUT.padding + TEXT_WIDTH + LAYOUT.gap + (LAYOUT.panelWidth - ART.width) / 2;
  const y = LAYOUT.padding + (inner - ART.height) / 2;
  const drawn = svg.replace(
    /<\/svg>\s*$/,
    `${artSvg(card.art, assets).replace('<svg ', `<svg x="${x}" y="${y}" `)}</svg>`,
  );
  return new Resvg(drawn, {
    fitTo: { mode: 'width', value: CARD.width },
    font: {
      loadSystemFonts: false,
      fontFiles: assets.artFontFiles,
      defaultFontFamily: 'Manrope',
    },
  }).render();
}

/** A card's file name: the page's name and a hash of the PNG's bytes (8 hex digits, which the
 * remote's servers and deploy targets cache for a year), so a change is a new URL. */
export function cardFileName(pagePath: string, png: Buffer): string {
  const slug = pagePath.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  return `${slug}.${createHash('sha256').update(png).digest('hex').slice(0, 8)}.png`;
}

/** The card's description (og:image:alt): the art in words, then the text on it. */
export function cardAlt(card: Pick<PageCard, 'title' | 'artLabel'>, brand: string): string {
  return `${card.artLabel}, beside the words “${card.title}” and the ${brand} logo`;
}
