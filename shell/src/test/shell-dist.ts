import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built shell's folder holding only its index.html, for a suite that starts the render
 * server: made before the suite's tests, removed after them. Returns where it is.
 */
export function temporaryShellDist(indexHtml: string): () => string {
  let dist = '';
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return () => dist;
}
