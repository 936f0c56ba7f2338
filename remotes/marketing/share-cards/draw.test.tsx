/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CARD,
  LAYOUT,
  TEXT_WIDTH,
  artSvg,
  cardAlt,
  cardFileName,
  drawPageCard,
  lightTokens,
  loadCardAssets,
  resolveArtCss,
  woffToSfnt,
} from './draw';

// The stylesheets by their paths: jest's resolver maps them to stubs.
const stylesheets: Record<string, string> = {
  '@agency/ui/tokens.css': path.join(__dirname, '../../../packages/ui/src/theme/tokens.css'),
  '../src/components/illustration.module.css': path.join(
    __dirname,
    '../src/components/illustration.module.css',
  ),
};
const assets = loadCardAssets((specifier) => stylesheets[specifier] ?? require.resolve(specifier));
const brand = 'Revline Digital';
const short = { title: 'Contact Us', art: 'contact' as const };
const long = {
  title: `${'Supercalifragilistic local search engine optimisation for dealerships '.repeat(6)}end`,
  art: 'contact' as const,
};

/** The RGBA bytes of a rectangle of a drawn card. */
function region(
  image: { width: number; pixels: Buffer },
  [left, top, right, bottom]: [number, number, number, number],
): Buffer {
  const rows: Buffer[] = [];
  for (let y = top; y < bottom; y += 1)
    rows.push(image.pixels.subarray((y * image.width + left) * 4, (y * image.width + right) * 4));
  return Buffer.concat(rows);
}

const panelLeft = LAYOUT.padding + TEXT_WIDTH + LAYOUT.gap;
/** Everything right of the text column: the gap and the art's panel. */
const ART_SIDE: [number, number, number, number] = [
  LAYOUT.padding + TEXT_WIDTH,
  0,
  CARD.width,
  CARD.height,
];
const BRAND_ROW: [number, number, number, number] = [
  0,
  0,
  panelLeft,
  LAYOUT.padding + LAYOUT.brandRow,
];
/** The orange bar at the foot of the text column, and the padding under it. */
const FOOT: [number, number, number, number] = [
  0,
  CARD.height - LAYOUT.padding - 12,
  panelLeft,
  CARD.height,
];
const TITLE: [number, number, number, number] = [
  LAYOUT.padding,
  LAYOUT.padding + LAYOUT.brandRow + 24,
  LAYOUT.padding + TEXT_WIDTH,
  CARD.height - LAYOUT.padding - 40,
];

describe('page share cards', () => {
  it('are 1200×630 PNG files', async () => {
    const image = await drawPageCard(short, brand, assets);
    expect([image.width, image.height]).toEqual([1200, 630]);
    const png = image.asPng();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it('wrap a long title inside its column: the brand row, the foot and the art stay as they are', async () => {
    const shortCard = await drawPageCard(short, brand, assets);
    const longCard = await drawPageCard(long, brand, assets);
    for (const box of [ART_SIDE, BRAND_ROW, FOOT])
      expect(region(longCard, box).equals(region(shortCard, box))).toBe(true);
    // The long title is drawn, over several lines of the title's band.
    expect(region(longCard, TITLE).equals(region(shortCard, TITLE))).toBe(false);
    // Five lines of it: runs of rows with ink, apart from the blank title's.
    const blank = await drawPageCard({ ...short, title: ' ' }, brand, assets);
    let lines = 0;
    let inked = false;
    for (let y = TITLE[1]; y < TITLE[3]; y += 1) {
      const row: [number, number, number, number] = [TITLE[0], y, TITLE[2], y + 1];
      const ink = !region(longCard, row).equals(region(blank, row));
      if (ink && !inked) lines += 1;
      inked = ink;
    }
    expect(lines).toBe(5);
    // And the regions above really are where they would be run over: a brand is drawn in its row.
    const noBrand = await drawPageCard(short, ' ', assets);
    expect(region(noBrand, BRAND_ROW).equals(region(shortCard, BRAND_ROW))).toBe(false);
  });

  it('draw the page’s own art: another scene is another picture on the art side', async () => {
    const contact = await drawPageCard(short, brand, assets);
    const careers = await drawPageCard({ ...short, art: 'careers' }, brand, assets);
    expect(region(contact, ART_SIDE).equals(region(careers, ART_SIDE))).toBe(false);
  });

  it('give the art the light theme’s colours, which resvg can read', () => {
    const svg = artSvg('strategy', assets);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="480" height="380"/);
    expect(svg).toContain('class="road"');
    expect(assets.artCss).toContain('.accent{fill: #c2410c;}');
    expect(assets.artCss).not.toMatch(/var\(|:global/);
  });

  it('refuse a stylesheet that names a token the theme lacks', () => {
    expect(() =>
      resolveArtCss('.a { fill: var(--color-missing); }', lightTokens(':root { --x: 1; }')),
    ).toThrow('The token --color-missing has no light value.');
  });

  it('unwrap WOFF to the TrueType file resvg reads', () => {
    const ttf = woffToSfnt(
      readFileSync(require.resolve('@fontsource/manrope/files/manrope-latin-600-normal.woff')),
    );
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow('Not a WOFF 1.0 font.');
  });

  it('are named by the page and their bytes, in the form the servers cache for a year', () => {
    const name = cardFileName('/services/paid-ads', Buffer.from('a'));
    expect(name).toMatch(/^services-paid-ads\.[0-9a-f]{8}\.png$/);
    expect(cardFileName('/services/paid-ads', Buffer.from('b'))).not.toBe(name);
    expect(cardFileName('/', Buffer.from('a'))).toMatch(/^home\.[0-9a-f]{8}\.png$/);
  });

  it('describe the art and the words on them', () => {
    expect(cardAlt({ title: 'Contact Us', artLabel: 'A letter and a call' }, brand)).toBe(
      'A letter and a call, beside the words “Contact Us” and the Revline Digital logo',
    );
  });
});
