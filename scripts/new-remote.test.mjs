// `npm run new:remote` and its undo, in a copy of this repository (its tracked files, committed in
// a git repository of their own, node_modules linked entry by entry so that the workspace links
// point into the copy): careers2 is written there, passes its own type check, lint and tests, and
// is removed again leaving git status clean. Every refusal changes nothing; a failure while
// writing puts back what was written. The tests of other packages, which may run beside this one,
// never see careers2 in this repository's manifest. The composed site serving it is
// e2e/tests/new-remote.spec.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRemote, removeRemote, RefusedError, TEMPLATE_DIR } from './new-remote.mjs';

const repository = path.resolve(import.meta.dirname, '..');
/** The files the command edits besides the remote's own folder. */
const edited = ['packages/apps/apps.json', 'package.json', 'package-lock.json'];

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8' });

/** A copy of the repository to run the command in (see the top of this file). */
function copyOfRepository() {
  const copy = mkdtempSync(path.join(tmpdir(), 'new-remote-repo-'));
  for (const file of git(repository, 'ls-files', '-z').split('\0').filter(Boolean)) {
    if (!existsSync(path.join(repository, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(repository, file), path.join(copy, file));
  }
  const modules = path.join(repository, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules/@agency'), { recursive: true });
  for (const entry of readdirSync(modules).filter((entry) => entry !== '@agency'))
    symlinkSync(path.join(modules, entry), path.join(copy, 'node_modules', entry));
  // The workspace links are relative (../../packages/apps): in the copy they lead into the copy.
  for (const entry of readdirSync(path.join(modules, '@agency')))
    symlinkSync(
      readlinkSync(path.join(modules, '@agency', entry)),
      path.join(copy, 'node_modules/@agency', entry),
    );
  git(copy, 'init', '-q');
  git(copy, 'add', '-A');
  git(
    copy,
    '-c',
    'user.name=test',
    '-c',
    'user.email=test@example.invalid',
    'commit',
    '-qm',
    'copy',
  );
  return copy;
}

/** The copy the tests run the command in, made before the first test that runs. */
let root;
beforeAll(() => {
  root = copyOfRepository();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const snapshot = (at) =>
  Object.fromEntries(edited.map((file) => [file, readFileSync(path.join(at ?? root, file))]));
const gitStatus = () => git(root, 'status', '--porcelain');
const readJson = (file, at) => JSON.parse(readFileSync(path.join(at ?? root, file), 'utf8'));
const run = (command, args) =>
  execFileSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** What a refused command says; it must have changed nothing. */
async function refusal(promise) {
  const before = snapshot();
  const status = gitStatus();
  const error = await promise.then(
    () => new Error('it was not refused'),
    (reason) => reason,
  );
  expect(error).toBeInstanceOf(RefusedError);
  expect(snapshot()).toEqual(before);
  expect(gitStatus()).toBe(status);
  return error.message;
}

const create = (name, routes, title) => createRemote(root, { name, routes, title, install: false });

describe('refusals', () => {
  it.each([
    ['Careers', '"Careers" is not a remote name'],
    ['careers_2', '"careers_2" is not a remote name'],
    ['2careers', '"2careers" is not a remote name'],
    ['careers-', '"careers-" is not a remote name'],
    [undefined, 'Name the new remote'],
  ])('a bad name (%s)', async (name, says) => {
    expect(await refusal(create(name, '/somewhere'))).toContain(says);
  });

  it.each(['shell', 'api', 'class', 'shared-state'])('a reserved name (%s)', async (name) => {
    expect(await refusal(create(name, '/somewhere'))).toBe(
      `"${name}" is a reserved word in this repository: choose another name.`,
    );
  });

  it('a taken name', async () => {
    expect(await refusal(create('blog', '/somewhere'))).toBe(
      'The name "blog" is taken: the apps manifest already lists blog in remotes/blog.',
    );
    expect(await refusal(create('admin-content', '/somewhere'))).toContain('is taken');
  });

  it.each([
    ['/careers', 'The route /careers is taken: the marketing remote owns it.'],
    [
      '/careers/remote-jobs',
      'The route /careers/remote-jobs is taken: the marketing remote owns it through its prefix /careers.',
    ],
    [
      '/superadmin',
      'The route /superadmin overlaps /superadmin/profile, which the account remote owns: choose a route outside it.',
    ],
    ['/', 'The route / is the home page, which the marketing remote owns.'],
    ['/healthz', 'The route /healthz would hide /healthz, which the render server answers itself.'],
    [
      '/jobs,/jobs/open',
      'The routes /jobs and /jobs/open overlap: /jobs already covers /jobs/open.',
    ],
    ['/jobs,/jobs', 'The route /jobs is given twice.'],
    ['', 'Give the URL prefixes the new remote owns'],
  ])('a taken or overlapping route (%s)', async (routes, says) => {
    expect(await refusal(create('jobs', routes))).toContain(says);
  });

  it.each(['jobs', '/Jobs', '/jobs/', '/jobs.html', '/jobs/:id', '/jobs?x=1'])(
    'a route that is not an absolute path prefix (%s)',
    async (route) => {
      expect(await refusal(create('jobs', route))).toContain(`"${route}" is not a route`);
    },
  );

  it('a title on more than one line', async () => {
    expect(await refusal(create('jobs', '/jobs', 'Jobs\nand more'))).toContain(
      'The title must be one line',
    );
  });

  it('the command line: an unknown option, a missing value, exit code 2', async () => {
    const cli = (...args) =>
      refusal(
        new Promise((resolve, reject) => {
          const result = spawnSync(process.execPath, ['scripts/new-remote.mjs', ...args], {
            cwd: root,
            encoding: 'utf8',
          });
          if (result.status === 2) reject(new RefusedError(result.stderr.trim()));
          else resolve(result);
        }),
      );
    expect(await cli('jobs', '--routes', '/jobs', '--route', '/x')).toMatch(
      /^The option --route is not one this command takes: npm run new:remote -- <name> --routes .* Nothing was changed\.$/,
    );
    expect(await cli('jobs', '--routes')).toMatch(/^The option --routes needs a value: /);
  });

  it('removing a committed remote, or one that does not exist', async () => {
    expect(await refusal(removeRemote(root, 'blog'))).toBe(
      'remotes/blog has committed files: removing a committed remote is a change to review; rerun with --force to remove it anyway.',
    );
    expect(await refusal(removeRemote(root, 'no-such-remote'))).toBe(
      'There is no remote named no-such-remote to remove.',
    );
  });
});

describe('the template', () => {
  const template = JSON.parse(readFileSync(path.join(TEMPLATE_DIR, 'package.json.tmpl'), 'utf8'));
  const blog = readJson('remotes/blog/package.json', repository);

  it("has the blog's scripts, for its own name", () => {
    const scripts = Object.fromEntries(
      Object.entries(blog.scripts).map(([script, command]) => [
        script,
        command.replace(/\bblog$/, '__FEDERATION_NAME__'),
      ]),
    );
    expect(template.scripts).toEqual(scripts);
  });

  it('asks for the versions the other workspaces use', () => {
    const declared = {
      ...readJson('package.json', repository).devDependencies,
      ...blog.dependencies,
      ...blog.devDependencies,
    };
    for (const [dependency, version] of Object.entries({
      ...template.dependencies,
      ...template.devDependencies,
    }))
      expect([dependency, version]).toEqual([dependency, declared[dependency]]);
  });
});

describe('careers2 --routes /careers2', () => {
  const dir = 'remotes/careers2';
  afterAll(async () => {
    // Whatever failed above, the tree is left as it was.
    if (existsSync(path.join(root, dir))) await removeRemote(root, 'careers2');
  });

  it('writes a remote that type-checks, lints and passes its tests, and removes it again', async () => {
    expect(existsSync(path.join(root, dir))).toBe(false);
    const before = snapshot();
    const printed = (await create('careers2', '/careers2')).join('\n');

    const templateFiles = (at) =>
      readdirSync(at, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(at, path.join(entry.parentPath, entry.name)))
        .sort();
    expect(templateFiles(path.join(root, dir))).toEqual(
      templateFiles(TEMPLATE_DIR).map((file) => file.replace(/\.tmpl$/, '')),
    );
    expect(printed).toContain('Wrote the careers2 remote in remotes/careers2/');
    expect(printed).toContain('What to change next');
    expect(readFileSync(path.join(root, dir, 'README.md'), 'utf8')).toContain(
      '## What to change next',
    );

    const apps = readJson('packages/apps/apps.json').apps;
    const ports = apps.map((app) => app.port);
    expect(apps.at(-1)).toEqual({
      name: 'careers2',
      dir,
      port: Math.max(...ports.slice(0, -1)) + 1,
      label: 'Careers2',
      indexed: true,
      prefixes: ['/careers2'],
    });
    expect(readJson('package.json').workspaces).toContain(dir);
    const lock = readJson('package-lock.json');
    expect(lock.packages[''].workspaces).toEqual(readJson('package.json').workspaces);
    expect(lock.packages[dir]).toMatchObject({ name: '@agency/careers2', version: '0.1.0' });
    expect(lock.packages['node_modules/@agency/careers2']).toEqual({ resolved: dir, link: true });
    expect(lstatSync(path.join(root, 'node_modules/@agency/careers2')).isSymbolicLink()).toBe(true);
    // npm itself reads the workspace as installed.
    expect(run('npm', ['ls', '@agency/careers2', '--json'])).toContain('"@agency/careers2"');

    // A second remote cannot take its name or its route.
    expect(await refusal(create('careers2', '/elsewhere'))).toContain('is taken');
    expect(await refusal(create('jobs', '/careers2/open'))).toBe(
      'The route /careers2/open is taken: the careers2 remote owns it through its prefix /careers2.',
    );

    run('npx', ['tsc', '--noEmit', '-p', dir]);
    run('npx', ['eslint', dir]);
    run('npx', ['prettier', '--check', dir, ...edited.slice(0, 2)]);
    // Its own tests: the starter page through the real routes, and route ownership.
    const tests = spawnSync('npx', ['jest', '-c', `${dir}/jest.config.js`], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(tests.stderr).toMatch(/Tests: +2 passed, 2 total/);
    expect(tests.status).toBe(0);

    const removed = (await removeRemote(root, 'careers2')).join('\n');
    expect(removed).toContain('Removed the careers2 remote');
    expect(existsSync(path.join(root, dir))).toBe(false);
    expect(
      lstatSync(path.join(root, 'node_modules/@agency/careers2'), { throwIfNoEntry: false }),
    ).toBeUndefined();
    expect(snapshot()).toEqual(before);
    expect(gitStatus()).toBe('');
  }, 240_000);
});

/** A folder with only the files the command reads and edits, and no node_modules; removed after
 * the tests of the describe block that asks for it. */
function manifestsOnly(label) {
  const work = path.join(tmpdir(), `new-remote-${label}-${process.pid}`);
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  return () => {
    for (const file of [...edited, '.prettierrc.json']) {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      cpSync(path.join(repository, file), path.join(work, file));
    }
    mkdirSync(path.join(work, 'remotes'));
    return work;
  };
}

describe('dependencies not installed', () => {
  const prepare = manifestsOnly('uninstalled');

  it('writes the remote and says which npm install links it', async () => {
    const work = prepare();

    const printed = await createRemote(work, {
      name: 'careers2',
      routes: '/careers2',
      install: false,
    });
    const port =
      Math.max(...readJson('packages/apps/apps.json', repository).apps.map((app) => app.port)) + 1;
    expect(printed).toContain(
      `Listed it in packages/apps/apps.json (port ${port}, prefixes /careers2), and as the workspace remotes/careers2 in package.json and package-lock.json.`,
    );
    expect(printed).toContain(
      "Its dependencies react, react-dom, @agency/ui, @agency/apps, @agency/testing are not installed: run npm install --no-audit --no-fund, then npm run lockfile:complete (npm leaves other platforms' packages out of the lock).",
    );
    expect(existsSync(path.join(work, 'remotes/careers2/package.json'))).toBe(true);
  });
});

describe('a failure while writing', () => {
  const prepare = manifestsOnly('failure');

  it('puts back everything it wrote', async () => {
    const work = prepare();
    mkdirSync(path.join(work, 'node_modules/@agency'), { recursive: true });
    // The link is the last thing written: a dangling link already in its place makes it fail.
    symlinkSync('../../nowhere', path.join(work, 'node_modules/@agency/careers2'));
    const before = snapshot(work);

    const error = await createRemote(work, {
      name: 'careers2',
      routes: '/careers2',
      install: false,
    }).catch((reason) => reason);
    expect(error.message).toMatch(/^Writing the careers2 remote failed, and nothing was kept: /);
    // It failed on the link, after the folder, the manifest and the package files were written.
    expect(error.cause.code).toBe('EEXIST');
    expect(snapshot(work)).toEqual(before);
    expect(existsSync(path.join(work, 'remotes/careers2'))).toBe(false);
  });
});
