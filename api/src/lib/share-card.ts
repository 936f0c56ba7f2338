import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { Config } from '../config';

/** What a post's share card shows. Two posts never share a card: the title differs, and a
 * post's card changes name whenever what it shows changes. */
export interface ShareCardInput {
  title: string;
  /** The post's first tag, shown above the title; empty for none. */
  tag: string;
  brand: string;
  /** The post's feature image: its file name in the media store, when it has one. */
  image?: string | undefined;
}

/** The post fields a card is made from; `featureImage` is the image's file name. */
export interface ShareCardPost {
  title: string;
  tags: string[];
  featureImage?: string | null | undefined;
}

export const SHARE_CARD = { width: 1200, height: 630 } as const;
const PADDING = 72;

/** Bumped when the drawing changes, so every card gets a new name and caches let go of it. */
const DESIGN_VERSION = 1;

/** The card's file name in the media store: a hash of what it shows, so an edit makes a new
 * URL that can be cached forever. */
export function shareCardName(input: ShareCardInput): string {
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        DESIGN_VERSION,
        input.title,
        input.tag,
        input.brand,
        // Only when there is one, so the cards of posts without an image keep their names.
        ...(input.image ? [input.image] : []),
      ]),
    )
    .digest('hex');
  return `card-${digest.slice(0, 24)}.png`;
}

/** A post's card as the api replies with it. */
export interface ShareImageView {
  url: string;
  width: number;
  height: number;
}

/** What the card of a post of `tenantId` shows: its first tag, its title, the tenant's brand,
 * its feature image. */
export function shareCardInput(
  config: Pick<Config, 'tenants'>,
  tenantId: string,
  post: ShareCardPost,
): ShareCardInput {
  const brand = config.tenants.find((tenant) => tenant.id === tenantId)?.name ?? tenantId;
  return {
    title: post.title,
    tag: post.tags[0] ?? '',
    brand,
    ...(post.featureImage ? { image: post.featureImage } : {}),
  };
}

/** Images a card can show: satori draws PNG and JPEG; a GIF or WebP feature image is left out. */
export const drawableImage = (name: string | undefined): boolean =>
  !!name && /\.(png|jpe?g)$/i.test(name);

/** Where a post's card is served (named by what it shows, so no I/O is needed to know it). */
export function shareCardImage(
  config: Pick<Config, 'tenants' | 'mediaBaseUrl'>,
  tenantId: string,
  post: ShareCardPost,
): ShareImageView {
  const name = shareCardName(shareCardInput(config, tenantId, post));
  return { url: `${config.mediaBaseUrl}/${name}`, ...SHARE_CARD };
}

type Font = { name: string; data: Buffer; weight: 400 | 800; style: 'normal' };
const OTHER_SUBSETS = ['latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'];
const fonts = new Map<string, Font>();

/** Manrope, each file read once. */
function manrope(subset: string, weight: 400 | 800): Font {
  const key = `${subset}-${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const file = `@fontsource/manrope/files/manrope-${subset}-${weight}-normal.woff`;
    font = { name: 'Manrope', weight, style: 'normal', data: readFileSync(require.resolve(file)) };
    fonts.set(key, font);
  }
  return font;
}

/** Latin, which most cards need; the other scripts Manrope covers (Cyrillic, Greek,
 * Vietnamese, extended Latin) only for a card whose text has them, as parsing fonts is most of
 * a card's cost. Glyphs of scripts Manrope lacks are left out rather than drawn as boxes. */
const latin = () => [manrope('latin', 400), manrope('latin', 800)];
const otherScripts = (code: string) =>
  code === 'emoji' ? [] : OTHER_SUBSETS.map((subset) => manrope(subset, 800));

type Node = { type: string; props: Record<string, unknown> };
const box = (style: Record<string, unknown>, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 32 32"><rect x="0.5" y="0.5" width="31" height="31" rx="8" fill="#0f2a4a" stroke="rgb(255 255 255 / 0.3)"/><path d="M7 22 16 8.5 25 22" fill="none" stroke="#fb923c" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="22" r="2.4" fill="#fff"/></svg>';

/** The feature image's width on a card that has one. */
const PICTURE_WIDTH = 400;

/** The title's size: long titles get smaller type, and at most four lines show. */
function titleSize(title: string, narrow: boolean): number {
  const size = title.length <= 40 ? 76 : title.length <= 80 ? 64 : 52;
  // Beside a picture the line is some 40 % shorter: a fifth smaller type keeps words whole.
  return narrow ? Math.round(size * 0.8) : size;
}

/** Draws a post's card, 1200×630 PNG: its tag, its title (wrapped, never past the card), the
 * brand. */
export async function renderShareCard(input: ShareCardInput, picture?: string): Promise<Buffer> {
  return (await drawShareCard(input, picture)).asPng();
}

/** The card as an image (RGBA pixels, or PNG): satori lays out the text with the font's glyphs
 * as paths, resvg rasterizes. `picture`, a data: URL of the feature image, fills the right side. */
export async function drawShareCard(input: ShareCardInput, picture?: string) {
  const text = box(
    { flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, flexBasis: 0 },
    box(
      { flexDirection: 'column', gap: 28, overflow: 'hidden' },
      ...(input.tag
        ? [
            box(
              {
                alignSelf: 'flex-start',
                padding: '8px 20px',
                borderRadius: 999,
                background: '#fb923c',
                color: '#0f2a4a',
                fontSize: 28,
                fontWeight: 800,
              },
              input.tag,
            ),
          ]
        : []),
      box(
        {
          fontSize: titleSize(input.title, !!picture),
          fontWeight: 800,
          lineHeight: 1.12,
          maxHeight: titleSize(input.title, !!picture) * 1.12 * 4,
          overflow: 'hidden',
          lineClamp: 4,
          wordBreak: 'break-word',
        },
        input.title,
      ),
    ),
    box(
      { alignItems: 'center', gap: 24 },
      {
        type: 'img',
        props: {
          src: `data:image/svg+xml;base64,${Buffer.from(MARK).toString('base64')}`,
          width: 88,
          height: 88,
        },
      },
      box({ fontSize: 40, fontWeight: 800 }, input.brand),
      // Beside a picture the blog's name would not fit on the line.
      ...(picture
        ? []
        : [
            box(
              { fontSize: 30, fontWeight: 400, color: 'rgb(255 255 255 / 0.8)' },
              '· Tech & Tranquility',
            ),
          ]),
    ),
  );
  const card = box(
    {
      // Sizes exclude the padding: the card is 1200×630 in all.
      width: SHARE_CARD.width - 2 * PADDING,
      height: SHARE_CARD.height - 2 * PADDING,
      gap: 56,
      padding: PADDING,
      background: 'linear-gradient(135deg, #0f2a4a 0%, #163c66 100%)',
      color: '#fff',
      fontFamily: 'Manrope',
    },
    text,
    ...(picture
      ? [
          {
            type: 'img',
            props: {
              src: picture,
              width: PICTURE_WIDTH,
              height: SHARE_CARD.height - 2 * PADDING,
              style: { objectFit: 'cover', borderRadius: 24, flexShrink: 0 },
            },
          },
        ]
      : []),
  );
  const svg = await satori(card as Parameters<typeof satori>[0], {
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    fonts: latin(),
    loadAdditionalAsset: async (code: string) => otherScripts(code),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_CARD.width } }).render();
}
