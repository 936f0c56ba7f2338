// The server HTML of every page passes the W3C Nu HTML Checker (vnu.jar, run on Java) with no
// error: every sitemap route, every public route (the account screens among them), a page a
// User and the SuperAdmin open signed out, the newsletter's link pages, and the 404 page, in the light theme the server
// sends and the dark one the toggle sets (only `data-theme` differs).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import vnuJar from 'vnu-jar';
import { siteUrl } from '../support/env';
import { adminRoutes, publicRoutes, userRoutes } from '../support/routes';

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('the Nu HTML Checker finds no error in the server HTML of any page, in either theme', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = (new XMLParser().parse(sitemap).urlset.url as { loc: string }[]).map(
    ({ loc }) => new URL(loc).pathname,
  );
  const pages = [
    ...new Set([
      ...listed.map((pathname) => decodeURI(pathname)),
      ...Object.values(publicRoutes).flat(),
      ...Object.values(userRoutes).flat(),
      ...Object.values(adminRoutes).flat(),
      // The pages a newsletter mail's links open (personal, so in no route list above).
      '/newsletter/confirm?token=not-a-token',
      '/newsletter/unsubscribe?token=not-a-token',
      '/newsletter/unsubscribe?outcome=unsubscribed',
      '/no-such-page',
    ]),
  ];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files: Record<string, string> = {};
    for (const [index, page] of pages.entries()) {
      const html = await (await request.get(encodeURI(page))).text();
      expect(html, page).toContain('<html');
      for (const theme of ['light', 'dark']) {
        const file = path.join(dir, `${index}-${theme}.html`);
        writeFileSync(file, html.replace(/data-theme=("?)light\1/, `data-theme=$1${theme}$1`));
        files[`file:${file}`] = `${page} (${theme})`;
      }
    }
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', dir],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      // The checker exits 1 when it finds errors; its report is still on stdout.
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    const report = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${files[message.url ?? ''] ?? message.url} line ${message.lastLine}: ${message.message}` +
          (message.extract ? ` — ${message.extract.trim().slice(0, 120)}` : ''),
      );
    expect(errors, `checked ${pages.length} pages on ${siteUrl}`).toEqual([]);
    expect(pages.length).toBeGreaterThan(30);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
