// A second build of the blog whose visible heading carries a marker, built from a copy of its
// source: what a team's next deploy looks like to the browser tests.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { entries } from '@agency/apps';
import { root } from './env';

/** Copies the blog remote into `redeployDir`, changes its visible heading, and builds it on its own.
 * With `throwOnLike`, the post page's vote buttons throw while rendering once a visitor presses
 * one (after hydration): a version that passes a smoke check and fails in browsers. With
 * `throwOnServer`, they throw whenever rendered on the server (never in a browser): every post
 * page fails its server render, the list pages do not. */
export function buildChangedBlog(
  redeployDir: string,
  marker: string,
  {
    throwOnLike = false,
    throwOnServer = false,
  }: { throwOnLike?: boolean; throwOnServer?: boolean } = {},
): string {
  rmSync(redeployDir, { recursive: true, force: true });
  mkdirSync(redeployDir, { recursive: true });
  const source = path.join(root, 'remotes/blog');
  for (const entry of readdirSync(source)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    cpSync(path.join(source, entry), path.join(redeployDir, entry), { recursive: true });
  }
  let changed = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) {
        const text = readFileSync(file, 'utf8');
        // The heading may be JSX text or a string constant; change both forms.
        const next = text
          .replace(/>(\s*)Tech (&amp;|&) Tranquility(\s*)</g, `>$1Tech $2 Tranquility ${marker}$3<`)
          .replace(/(['"`])Tech & Tranquility\1/g, `$1Tech & Tranquility ${marker}$1`);
        if (next !== text) {
          writeFileSync(file, next);
          changed += 1;
        }
      }
    }
  };
  walk(path.join(redeployDir, 'src'));
  expect(changed, 'the blog heading text was found in the copied source').toBeGreaterThan(0);
  const thrown = [
    ...(throwOnLike
      ? ["if (notice !== null) throw new Error('The vote notice could not be drawn.');"]
      : []),
    ...(throwOnServer
      ? [
          "if (typeof window === 'undefined') throw new Error('The vote buttons could not be drawn on the server.');",
        ]
      : []),
  ];
  if (thrown.length) {
    const file = path.join(redeployDir, 'src/components/vote-buttons.tsx');
    const text = readFileSync(file, 'utf8');
    const state = 'const [notice, setNotice] = useState<Notice>(null);';
    expect(text, 'the vote buttons keep their notice in state').toContain(state);
    writeFileSync(file, text.replace(state, [state, ...thrown].join('\n  ')));
  }
  execFileSync('npx', ['webpack', '--mode', 'production', '--no-stats'], {
    cwd: redeployDir,
    stdio: 'inherit',
  });
  const dist = path.join(redeployDir, 'dist');
  expect(existsSync(path.join(dist, entries.browserManifest))).toBe(true);
  return dist;
}
