// npm run build -w shell, after webpack: the brand's raster images, which no stylesheet or
// component can stand in for because social networks and search engines accept no SVG:
//   dist/brand/share-card.png  1200×630, the link preview of every page without a card of its own
//   dist/brand/logo.png        512×512, the Organization's logo in the pages' JSON-LD
// Drawn with satori (layout and text to SVG, glyphs as paths) and rasterized by resvg; the
// brand name is the build's BRAND_NAME, as in the bundles.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);
const dist = path.join(import.meta.dirname, '..', 'dist', 'brand');
// @agency/shared-state's default brand (src/config.ts) when the build sets none.
const brandName = process.env.BRAND_NAME || 'Revline Digital';

const NAVY = '#0f2a4a';
const ORANGE = '#fb923c';

const font = (weight) => ({
  name: 'Manrope',
  weight,
  style: 'normal',
  data: readFileSync(
    require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`),
  ),
});

/** The mark of the site's logo (shell/src/layout/logo.tsx), at any size. */
function logoSvg(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect x="0.5" y="0.5" width="31" height="31" rx="8" fill="${NAVY}" stroke="rgb(255 255 255 / 0.3)"/><path d="M7 22 16 8.5 25 22" fill="none" stroke="${ORANGE}" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="22" r="2.4" fill="#fff"/></svg>`;
}

const h = (type, style, ...children) => ({ type, props: { style, children } });

const card = h(
  'div',
  {
    // Sizes exclude the padding: the card is 1200×630 in all.
    width: 1200 - 2 * 72,
    height: 630 - 2 * 72,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    padding: 72,
    background: `linear-gradient(135deg, ${NAVY} 0%, #163c66 100%)`,
    color: '#fff',
    fontFamily: 'Manrope',
  },
  h(
    'div',
    { display: 'flex', alignItems: 'center', gap: 24 },
    {
      type: 'img',
      props: {
        src: `data:image/svg+xml;base64,${Buffer.from(logoSvg(96)).toString('base64')}`,
        width: 96,
        height: 96,
      },
    },
    h('div', { fontSize: 44, fontWeight: 800 }, brandName),
  ),
  h(
    'div',
    { display: 'flex', flexDirection: 'column', gap: 24 },
    h(
      'div',
      { fontSize: 64, fontWeight: 800, lineHeight: 1.1 },
      'Websites and marketing for auto repair shops and dealerships',
    ),
    h(
      'div',
      { fontSize: 30, fontWeight: 400, color: 'rgb(255 255 255 / 0.85)' },
      'Web development · Digital marketing · Reputation management',
    ),
  ),
  h('div', { display: 'flex', width: 160, height: 10, borderRadius: 5, background: ORANGE }),
);

const png = (svg, width) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();

mkdirSync(dist, { recursive: true });
const cardSvg = await satori(card, { width: 1200, height: 630, fonts: [font(400), font(800)] });
writeFileSync(path.join(dist, 'share-card.png'), png(cardSvg, 1200));
writeFileSync(path.join(dist, 'logo.png'), png(logoSvg(512), 512));
console.log('brand images: dist/brand/share-card.png (1200×630), dist/brand/logo.png (512×512)');
