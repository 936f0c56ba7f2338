// npm run build:assets -w remotes/marketing, after webpack: a 1200×630 PNG share card for every
// page of the remote's sitemap (share-cards/pages.ts), drawn from the page's own art, into
//   dist/cards/<page>.<hash>.png   named by its bytes, so the servers cache it for a year
//   dist/share-images.json         page path → { file, width, height, alt }, revalidated
// The shell's render server reads share-images.json beside the remote's mf-manifest.json and
// names the card in the page's og:image (shell/src/server/remote-assets.ts). The brand name is
// the build's BRAND_NAME, as in the bundles. Prints the time and the bytes of each card.
import './load-tsx.mjs';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { CARD, cardAlt, cardFileName, drawPageCard, loadCardAssets } = await import('./draw.tsx');
const { pageCards } = await import('./pages.ts');

const dist = path.join(import.meta.dirname, '..', 'dist');
const cardsDir = path.join(dist, 'cards');
// @agency/shared-state's default brand (src/config.ts) when the build sets none.
const brand = process.env.BRAND_NAME || 'Revline Digital';

const started = performance.now();
const assets = loadCardAssets(require.resolve);
rmSync(cardsDir, { recursive: true, force: true });
mkdirSync(cardsDir, { recursive: true });
const pages = {};
const lines = [];
let bytes = 0;
for (const card of pageCards) {
  const drawingStarted = performance.now();
  const png = (await drawPageCard(card, brand, assets)).asPng();
  const file = `cards/${cardFileName(card.path, png)}`;
  writeFileSync(path.join(dist, file), png);
  pages[card.path] = { file, ...CARD, alt: cardAlt(card, brand) };
  bytes += png.length;
  lines.push(
    `  ${file.padEnd(52)} ${(png.length / 1024).toFixed(0).padStart(4)} KB ${(performance.now() - drawingStarted).toFixed(0).padStart(5)} ms`,
  );
}
writeFileSync(path.join(dist, 'share-images.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
console.log(
  `page cards: ${pageCards.length} cards (${CARD.width}×${CARD.height}) in ${(performance.now() - started).toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KB in all\n${lines.join('\n')}`,
);
