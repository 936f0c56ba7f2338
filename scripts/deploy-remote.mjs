// Versioned, immutable deploys of one remote to a folder target (what scripts/serve.mjs serves),
// with one-step rollback. Run from a remote's package scripts:
//   npm run deploy -w remotes/blog -- --to <folder> [--no-build] [--shell <render server URL>]
//     (with --shell: refuses a build the shell would refuse, and after switching renders the
//     remote's routes through the shell, switching back on a 5xx or the unavailable message)
//   npm run rollback -w remotes/blog -- --to <folder>
//   npm run rollback -w remotes/blog -- --to <folder> --list     (or deploy … --list)
// The folder holds every build under versions/<build id>/ (never changed once written) and one
// small pointer, current.json, naming the live build. A deploy copies the whole build first and
// only then replaces the pointer (write a temporary file, rename over: atomic), so a visitor
// never sees half a build, and one mid-session on the old build keeps finding its chunks.
import './require-node.mjs';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execa } from 'execa';

const require = createRequire(import.meta.url);
const { apps, root } = require('./apps.js');
const { satisfy } = require('@module-federation/runtime-core');

export const POINTER = 'current.json';
export const VERSIONS = 'versions';
const RECORD = 'deploy.json';

/** The pointer: the live build and the builds that were live before it, newest last. */
export function readPointer(target) {
  const file = path.join(target, POINTER);
  if (!existsSync(file)) return { version: null, history: [] };
  return JSON.parse(readFileSync(file, 'utf8'));
}

function writePointer(target, pointer) {
  const temporary = path.join(target, `.${POINTER}.${process.pid}`);
  writeFileSync(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
  renameSync(temporary, path.join(target, POINTER));
}

/** Every build in the target with the date it was uploaded, oldest first. */
export function listVersions(target) {
  const dir = path.join(target, VERSIONS);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && existsSync(path.join(dir, name, RECORD)))
    .map((id) => ({ id, ...JSON.parse(readFileSync(path.join(dir, id, RECORD), 'utf8')) }))
    .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
}

/** The build id: a hash of every file of the build, so the same build is one version. */
function buildId(dist) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (!entry.endsWith('.map'))
        hash.update(path.relative(dist, file)).update(readFileSync(file));
    }
  };
  walk(dist);
  return hash.digest('hex').slice(0, 12);
}

/** What the build needs of the shell's singletons, against what the running shell has. */
export function refusal(name, manifest, provided) {
  const needs = Object.fromEntries(
    (manifest.shared ?? [])
      .filter((entry) => typeof entry.requiredVersion === 'string')
      .map((entry) => [entry.name, entry.requiredVersion]),
  );
  const unmet = Object.entries(provided).filter(
    ([singleton, version]) => needs[singleton] && !satisfy(version, needs[singleton]),
  );
  if (unmet.length === 0) return null;
  return (
    `The ${name} build needs ${unmet.map(([s]) => `${s} ${needs[s]}`).join(' and ')}; ` +
    `the shell has ${unmet.map(([s, v]) => `${s} ${v}`).join(' and ')}. Not deployed.`
  );
}

/**
 * Uploads `dist` under its build id and switches the pointer to it; returns the id. Refuses,
 * before switching, a build the running shell would refuse (`provided`: the shell's singletons).
 */
export function deploy({ name, dist, target, provided, now = new Date() }) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${dist} holds no build of ${name} (no mf-manifest.json).`);
  if (provided) {
    const reason = refusal(name, JSON.parse(readFileSync(manifestFile, 'utf8')), provided);
    if (reason) throw new Error(reason);
  }
  const id = buildId(dist);
  const versionDir = path.join(target, VERSIONS, id);
  if (!existsSync(versionDir)) {
    const partial = path.join(target, VERSIONS, `.${id}.partial`);
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    cpSync(dist, partial, { recursive: true, filter: (source) => !source.endsWith('.map') });
    writeFileSync(
      path.join(partial, RECORD),
      `${JSON.stringify({ uploadedAt: now.toISOString() })}\n`,
    );
    renameSync(partial, versionDir);
  }
  const pointer = readPointer(target);
  if (pointer.version !== id) {
    writePointer(target, {
      version: id,
      switchedAt: now.toISOString(),
      history: pointer.version ? [...pointer.history, pointer.version] : pointer.history,
    });
  }
  return id;
}

/** Switches the pointer back to the build live before the current one; returns its id. */
export function rollback({ target, now = new Date() }) {
  const pointer = readPointer(target);
  const previous = pointer.history.at(-1);
  if (!previous) throw new Error(`Nothing to roll back to in ${target}.`);
  writePointer(target, {
    version: previous,
    switchedAt: now.toISOString(),
    history: pointer.history.slice(0, -1),
  });
  return previous;
}

/** How long the render server may take to load a switched build: its entry check runs every 5 s
 * on a request. */
export const SMOKE_SETTLE_MS = 8000;
const UNAVAILABLE = /temporarily unavailable/i;

/**
 * Renders the remote's routes (its URL prefixes in the apps manifest) through the running render
 * server once it had time to load the new build; the reason for the first failure (5xx, the
 * unavailable message, no answer), or null.
 */
export async function smokeCheck({ shell, app, settleMs = SMOKE_SETTLE_MS }) {
  const urls = (app.prefixes ?? []).map((prefix) => new URL(prefix, shell).href);
  const visit = async (url) => {
    try {
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      const body = await response.text();
      if (response.status >= 500) return `${url} answered ${response.status}`;
      if (UNAVAILABLE.test(body)) return `${url} shows the unavailable message`;
      return null;
    } catch (error) {
      return `${url} did not answer (${error instanceof Error ? error.message : error})`;
    }
  };
  // Requests start the render server's entry checks; keep asking until it has loaded the build.
  for (const until = Date.now() + settleMs; Date.now() < until;) {
    await Promise.all(urls.map(visit));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  for (const url of urls) {
    const reason = await visit(url);
    if (reason) return reason;
  }
  return null;
}

/** The running shell's singletons, from its /mf-remotes.json. */
async function shellSingletons(shellUrl) {
  const response = await fetch(new URL('/mf-remotes.json', shellUrl), { cache: 'no-store' });
  if (!response.ok) throw new Error(`The shell at ${shellUrl} answered ${response.status}.`);
  const config = await response.json();
  if (!config.singletons) throw new Error(`The shell at ${shellUrl} does not say its singletons.`);
  return config.singletons;
}

async function main() {
  const [command, name, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      to: { type: 'string', default: process.env.DEPLOY_TARGET },
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
      shell: { type: 'string', default: process.env.DEPLOY_SHELL_URL },
      list: { type: 'boolean', default: false },
      'no-smoke': { type: 'boolean', default: false },
    },
  });
  const app = apps.find((candidate) => candidate.name === name);
  if (!app || app.name === 'shell' || !['deploy', 'rollback'].includes(command)) {
    console.error('usage: deploy-remote.mjs deploy|rollback <remote> --to <folder> [--list]');
    process.exit(2);
  }
  if (!values.to) {
    console.error('Say where to: --to <folder> (or DEPLOY_TARGET).');
    process.exit(2);
  }
  const target = path.resolve(values.to);
  if (values.list) {
    const live = readPointer(target).version;
    for (const version of listVersions(target))
      console.log(`${version.id === live ? '*' : ' '} ${version.id}  ${version.uploadedAt}`);
    return;
  }
  const started = Date.now();
  if (command === 'rollback') {
    const id = rollback({ target });
    console.log(`${name}: ${id} is live again (${Date.now() - started} ms)`);
    return;
  }
  const dist = values.dist ? path.resolve(values.dist) : path.join(root, app.dir, 'dist');
  if (!values.dist && !values['no-build'])
    await execa('npm', ['run', 'build', '-w', app.dir], { cwd: root, stdio: 'inherit' });
  const provided = values.shell ? await shellSingletons(values.shell) : undefined;
  const before = readPointer(target).version;
  const id = deploy({ name, dist, target, provided });
  console.log(`${name}: ${id} is live (${Date.now() - started} ms)`);
  if (!values.shell || values['no-smoke'] || id === before) return;
  const reason = await smokeCheck({ shell: values.shell, app });
  if (!reason) {
    console.log(`${name}: smoke check passed (${Date.now() - started} ms)`);
    return;
  }
  const back = before ? rollback({ target }) : null;
  throw new Error(
    `${name}: smoke check failed: ${reason}. ${back ? `Rolled back to ${back}.` : 'Nothing to roll back to.'}`,
  );
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
