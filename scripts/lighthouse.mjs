// npm run lighthouse [-- BASE_URL]: Lighthouse 13 (mobile simulation) on the four pages the
// server-rendering work is measured on, against a running site (`npm start`, default
// http://localhost:8080). Prints performance, accessibility, best practices, SEO, LCP, TBT, CLS.
// Lighthouse comes from the npm registry on first use (npx); Chromium is Debian's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const pages = [
  '/',
  '/services/web-development',
  '/tech&tranquility',
  '/tech&tranquility/what-is-seo',
];
const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const rows = [];
try {
  for (const page of pages) {
    const output = path.join(dir, 'report.json');
    const args = [
      '--yes',
      'lighthouse@13',
      `${base}${encodeURI(page)}`,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox',
    ];
    const options = {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    };
    try {
      execFileSync('npx', args, options);
    } catch {
      // Chromium now and then fails to record the trace (NO_NAVSTART): one more try.
      execFileSync('npx', args, options);
    }
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const score = (name) => Math.round((report.categories[name]?.score ?? 0) * 100);
    const audit = (name) => report.audits[name]?.numericValue ?? NaN;
    rows.push(
      `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s | ${Math.round(audit('total-blocking-time'))} ms | ${audit('cumulative-layout-shift').toFixed(3)} |`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nLighthouse 13, mobile, ${base}\n`);
console.log('| page | perf | a11y | best practices | SEO | LCP | TBT | CLS |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
