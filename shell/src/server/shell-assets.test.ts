import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fontFiles, shellHead } from './shell-assets';

const css = `@font-face{font-family:"Manrope Variable";font-display:swap;font-weight:200 800;src:url(assets/manrope-latin-wght-normal.1a2b3c4d.woff2) format("woff2-variations")}
@font-face{font-family:"Manrope Fallback";src:local("Arial");size-adjust:103.19%}
body{background:url(assets/texture.5e6f7a8b.png)}`;

describe("the shell's head tags", () => {
  it('finds the woff2 files of the @font-face rules, resolved against the stylesheet', () => {
    expect(fontFiles(css, '/645.c7c752a7.css')).toEqual([
      '/assets/manrope-latin-wght-normal.1a2b3c4d.woff2',
    ]);
    expect(fontFiles(css, '/css/main.css')).toEqual([
      '/css/assets/manrope-latin-wght-normal.1a2b3c4d.woff2',
    ]);
    expect(fontFiles('body{color:red}', '/a.css')).toEqual([]);
  });

  it('preloads the built font file (crossorigin, as a font fetch needs) before the stylesheets', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    try {
      writeFileSync(path.join(dist, '645.c7c752a7.css'), css);
      writeFileSync(path.join(dist, 'main.js'), '');
      const head = shellHead(dist);
      expect(head.linked.split('\n    ')).toEqual([
        '<link rel="preload" href="/assets/manrope-latin-wght-normal.1a2b3c4d.woff2" as="font" type="font/woff2" crossorigin />',
        '<link rel="stylesheet" href="/645.c7c752a7.css" />',
      ]);
      // Server-rendered: the same preload, then the sheet inline with its urls made absolute.
      const [preload, style] = head.inline.split('\n    ');
      expect(preload).toBe(head.linked.split('\n    ')[0]);
      expect(style).toMatch(/^<style data-href="645.c7c752a7.css">/);
      expect(style).toContain('url(/assets/manrope-latin-wght-normal.1a2b3c4d.woff2)');
      expect(style).toContain('url(/assets/texture.5e6f7a8b.png)');
      expect(head.styleHashes).toHaveLength(1);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
