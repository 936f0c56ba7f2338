import { writeFileSync } from 'node:fs';
import {
  drawShareCard,
  SHARE_CARD,
  shareCardName,
  type ShareCardInput,
} from '../../src/lib/share-card';

const base: ShareCardInput = { title: 'What Is SEO?', tag: 'SEO', brand: 'Revline Digital' };

/** The RGBA bytes of rows `from` to `to` (exclusive) of a drawn card. */
async function rows(input: ShareCardInput, from: number, to: number): Promise<Buffer> {
  const image = await drawShareCard(input);
  const stride = image.width * 4;
  return Buffer.from(image.pixels.subarray(from * stride, to * stride));
}

// The brand row sits in the bottom padding band: 72 px padding, an 88 px mark.
const FOOTER: [number, number] = [SHARE_CARD.height - 72 - 88, SHARE_CARD.height];
const TITLE: [number, number] = [150, 330];

describe('share cards', () => {
  it('are 1200×630 PNG files', async () => {
    const image = await drawShareCard(base);
    expect([image.width, image.height]).toEqual([1200, 630]);
    const png = image.asPng();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    if (process.env.SHARE_CARD_SAMPLE) writeFileSync(process.env.SHARE_CARD_SAMPLE, png);
  });

  it('are named by what they show: a new title, tag or brand is a new file', () => {
    const name = shareCardName(base);
    expect(name).toMatch(/^card-[0-9a-f]{24}\.png$/);
    expect(shareCardName({ ...base })).toBe(name);
    expect(shareCardName({ ...base, title: 'What Is SEO? (2026)' })).not.toBe(name);
    expect(shareCardName({ ...base, tag: 'Marketing' })).not.toBe(name);
    expect(shareCardName({ ...base, brand: 'Other Shop' })).not.toBe(name);
  });

  it('wrap a long title and never let it run over the brand row', async () => {
    const long = {
      ...base,
      title: `${'Supercalifragilistic local search engine optimisation for dealerships '.repeat(8)}end`,
    };
    const footer = await rows(base, ...FOOTER);
    expect((await rows(long, ...FOOTER)).equals(footer)).toBe(true);
    // The brand row is really there to be run over: its name is drawn in that band.
    expect((await rows({ ...base, brand: ' ' }, ...FOOTER)).equals(footer)).toBe(false);
    // And the long title does draw, several lines of it.
    expect((await rows(long, ...TITLE)).equals(await rows(base, ...TITLE))).toBe(false);
  });

  it('draw Cyrillic, Greek and Vietnamese titles, and survive a script the font lacks', async () => {
    const empty = await rows({ ...base, title: ' ' }, ...TITLE);
    for (const title of [
      'Как поднять рейтинг в Google',
      'Τοπικό SEO για συνεργεία',
      'Sửa xe tốt nhất',
    ]) {
      expect((await rows({ ...base, title }, ...TITLE)).equals(empty)).toBe(false);
    }
    await expect(drawShareCard({ ...base, title: '自動車修理のSEO' })).resolves.toBeDefined();
  });
});
