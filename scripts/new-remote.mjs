// A new remote in one command, and its undo:
//   npm run new:remote -- <name> --routes /path[,/other] [--title "Title"] [--no-install]
//   npm run remove:remote -- <name> [--force]
// It writes remotes/<name>/ from scripts/remote-template/ (every file there ends in .tmpl, so no
// tool takes the template for code), lists the remote in the apps manifest (its port and URL
// prefixes: every tool that lists the apps reads them there) and as a workspace (package.json,
// package-lock.json and the node_modules link, as `npm install` records a workspace whose
// dependencies are installed already). Everything is checked before anything is written, and a
// failure while writing puts back what was written: on any error the tree is as it was.
import './require-node.mjs';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
export const TEMPLATE_DIR = path.join(import.meta.dirname, 'remote-template');
const TEMPLATE_SUFFIX = '.tmpl';

const MANIFEST = 'packages/apps/apps.json';
const REMOTES_DIR = 'remotes';

/** A request the command will not carry out; its message says why, in a full sentence. */
export class RefusedError extends Error {}

/** Names that already mean something in the tree, or that no package or folder may take. */
const RESERVED_NAMES = new Set([
  'shell',
  'api',
  'e2e',
  'apps',
  'testing',
  'contract',
  'server-kit',
  'shared-state',
  'ui',
  'scripts',
  'remotes',
  'packages',
  'types',
  'docs',
  'node-modules',
  'template',
  'remote',
  'site',
]);

/** JavaScript's reserved words: a remote's Module Federation name is an identifier. */
const RESERVED_WORDS = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw ' +
    'true try typeof var void while with yield let static implements interface package private ' +
    'protected public await arguments eval undefined'
  ).split(' '),
);

/** Paths the render server answers itself, before any remote is asked. */
const SHELL_PATHS = ['/healthz', '/readyz'];

const NAME_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_NAME_LENGTH = 32;
/** One or more segments of lowercase letters, digits, '-', '_', '~' and '&'; no dot (a path with
 * an extension is a file to the static servers), no parameter, no trailing slash. */
const ROUTE_PATTERN = /^(?:\/[a-z0-9][a-z0-9_~&-]*)+$/;
const MAX_TITLE_LENGTH = 60;

function readJson(root, file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

/** The title a name gives when none is chosen: "job-board" is "Job board". */
export function titleOf(name) {
  const words = name.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A camelCase identifier: "job-board" is "jobBoard". */
function camelCase(words) {
  return words
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

/** The keys of the remote's `paths` constant, one per route, from its words. */
function pathKeys(routes) {
  const keys = [];
  for (const route of routes) {
    let key = camelCase(route.split(/[/_~&-]+/));
    if (!/^[a-z]/.test(key)) key = camelCase(['page', key]);
    let unique = key;
    for (let index = 2; keys.includes(unique); index += 1) unique = `${key}${index}`;
    keys.push(unique);
  }
  return keys;
}

/** Whether `inner` is `outer` or lies below it, as the shell's ownership rule reads a prefix
 * ('/' alone is an exact match). */
function covers(outer, inner) {
  return outer === '/' ? inner === '/' : inner === outer || inner.startsWith(`${outer}/`);
}

function refuseName(name, root, manifest, workspaces) {
  if (!name)
    throw new RefusedError(
      'Name the new remote: npm run new:remote -- <name> --routes /path (for example careers --routes /careers).',
    );
  if (!NAME_PATTERN.test(name) || name.length > MAX_NAME_LENGTH)
    throw new RefusedError(
      `"${name}" is not a remote name: use kebab-case, lowercase letters and digits in words joined by "-", starting with a letter, at most ${MAX_NAME_LENGTH} characters (for example careers or job-board).`,
    );
  if (RESERVED_NAMES.has(name) || RESERVED_WORDS.has(name.replaceAll('-', '_')))
    throw new RefusedError(`"${name}" is a reserved word in this repository: choose another name.`);
  const federationName = name.replaceAll('-', '_');
  const dir = `${REMOTES_DIR}/${name}`;
  const taken = manifest.apps.find((app) => app.name === federationName || app.dir === dir);
  if (taken)
    throw new RefusedError(
      `The name "${name}" is taken: the apps manifest already lists ${taken.name} in ${taken.dir}.`,
    );
  if (existsSync(path.join(root, dir)))
    throw new RefusedError(`The folder ${dir} already exists: choose another name or remove it.`);
  if (workspaces.includes(dir))
    throw new RefusedError(`The root package.json already lists the workspace ${dir}.`);
  for (const workspace of workspaces) {
    const file = path.join(root, workspace, 'package.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === `@agency/${name}`)
      throw new RefusedError(`The package name @agency/${name} is taken by ${workspace}.`);
  }
  return { federationName, dir };
}

function refuseRoutes(rawRoutes, manifest) {
  const routes = (rawRoutes ?? '')
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (routes.length === 0)
    throw new RefusedError(
      'Give the URL prefixes the new remote owns: --routes /path (several separated by commas).',
    );
  for (const route of routes) {
    if (route === '/')
      throw new RefusedError('The route / is the home page, which the marketing remote owns.');
    if (!ROUTE_PATTERN.test(route))
      throw new RefusedError(
        `"${route}" is not a route: give an absolute path of lowercase letters, digits, "-", "_", "~" and "&", with no dot, parameter or trailing slash (for example /careers or /jobs/open).`,
      );
    const shellPath = SHELL_PATHS.find((own) => covers(own, route) || covers(route, own));
    if (shellPath)
      throw new RefusedError(
        `The route ${route} would hide ${shellPath}, which the render server answers itself.`,
      );
  }
  for (const [index, route] of routes.entries()) {
    const other = routes.find((candidate, at) => at !== index && covers(candidate, route));
    if (other)
      throw new RefusedError(
        other === route
          ? `The route ${route} is given twice.`
          : `The routes ${other} and ${route} overlap: ${other} already covers ${route}.`,
      );
  }
  const remotes = manifest.apps.filter((app) => Array.isArray(app.prefixes));
  for (const route of routes) {
    for (const app of remotes) {
      for (const prefix of app.prefixes) {
        if (covers(prefix, route))
          throw new RefusedError(
            prefix === route
              ? `The route ${route} is taken: the ${app.name} remote owns it.`
              : `The route ${route} is taken: the ${app.name} remote owns it through its prefix ${prefix}.`,
          );
        if (covers(route, prefix))
          throw new RefusedError(
            `The route ${route} overlaps ${prefix}, which the ${app.name} remote owns: choose a route outside it.`,
          );
      }
    }
  }
  return routes;
}

function refuseTitle(title, name) {
  const chosen = (title ?? titleOf(name)).trim();
  if (!chosen || chosen.length > MAX_TITLE_LENGTH || /\p{Cc}/u.test(chosen))
    throw new RefusedError(
      `The title must be one line of 1 to ${MAX_TITLE_LENGTH} characters: "${title}" is not.`,
    );
  return chosen;
}

/** The next port after every app's. */
function nextPort(manifest) {
  return Math.max(...manifest.apps.map((app) => app.port)) + 1;
}

/** Every file of the template, by its path in the new remote (without the .tmpl suffix). */
function templateFiles(dir = TEMPLATE_DIR) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return templateFiles(file);
    if (!entry.name.endsWith(TEMPLATE_SUFFIX))
      throw new Error(`${file} is in the remote template but does not end in ${TEMPLATE_SUFFIX}.`);
    return [path.relative(TEMPLATE_DIR, file).slice(0, -TEMPLATE_SUFFIX.length)];
  });
}

function fill(text, values, file) {
  return text.replace(/__([A-Z][A-Z_]*?)__/g, (placeholder, key) => {
    if (!(key in values))
      throw new Error(`The remote template's ${file} has an unknown placeholder ${placeholder}.`);
    return values[key];
  });
}

async function formatted(root, file, text) {
  const filepath = path.join(root, file);
  const { inferredParser } = await prettier.getFileInfo(filepath);
  if (!inferredParser) return text;
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(text, { ...options, filepath });
}

/**
 * Checks a new remote's name, routes and title against the tree at `root`, and works out
 * everything it writes: nothing is written here. Throws a RefusedError that says what is wrong.
 * @param {string} root
 * @param {{ name?: string, routes?: string, title?: string }} options
 */
export async function planRemote(root, { name, routes: rawRoutes, title: rawTitle }) {
  const manifest = readJson(root, MANIFEST);
  const rootPackage = readJson(root, 'package.json');
  const { federationName, dir } = refuseName(name, root, manifest, rootPackage.workspaces);
  const routes = refuseRoutes(rawRoutes, manifest);
  const title = refuseTitle(rawTitle, name);
  const port = nextPort(manifest);
  const pathsConst = `${camelCase(name.split('-'))}Paths`;
  const keys = pathKeys(routes);
  const values = {
    NAME: name,
    FEDERATION_NAME: federationName,
    TITLE: title,
    TITLE_LITERAL: JSON.stringify(title),
    DESCRIPTION_LITERAL: JSON.stringify(`${title}: a page of the ${name} remote.`),
    LEAD_LITERAL: JSON.stringify(
      `This page is served by the ${name} remote. Its README says what to change next.`,
    ),
    PORT: String(port),
    FIRST_ROUTE: routes[0],
    ROUTES_LIST: routes.map((route) => `\`${route}\``).join(', '),
    PATHS_CONST: pathsConst,
    PATHS_ENTRIES: routes.map((route, index) => `  ${keys[index]}: '${route}',`).join('\n'),
    ROUTE_ENTRIES: keys
      .map((key) => `  lazyPage(${pathsConst}.${key}, () => import('./pages/home')),`)
      .join('\n'),
  };
  const files = [];
  for (const relative of templateFiles()) {
    const file = path.posix.join(dir, relative.split(path.sep).join('/'));
    const source = readFileSync(path.join(TEMPLATE_DIR, relative + TEMPLATE_SUFFIX), 'utf8');
    files.push({ file, text: await formatted(root, file, fill(source, values, relative)) });
  }
  const remotePackage = JSON.parse(files.find(({ file }) => file === `${dir}/package.json`).text);
  const entry = {
    name: federationName,
    dir,
    port,
    label: title,
    indexed: true,
    prefixes: routes,
  };
  return { name, federationName, dir, port, routes, title, files, entry, remotePackage };
}

// ---------------------------------------------------------------------------------------------
// The apps manifest, edited as text so that every other line keeps its layout.

/** The index of the bracket closing the one opened at `open`, strings skipped. */
function closingBracket(text, open) {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      for (index += 1; text[index] !== '"'; index += 1) if (text[index] === '\\') index += 1;
    } else if (char === '[' || char === '{') depth += 1;
    else if (char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error(`${MANIFEST} is not valid JSON.`);
}

/** The spans of the manifest's `apps` array and of each of its entries. */
function appSpans(text) {
  const match = /\n {2}"apps":\s*\[/.exec(text);
  if (!match) throw new Error(`${MANIFEST} has no "apps" list at its top level.`);
  const open = match.index + match[0].length - 1;
  const close = closingBracket(text, open);
  const entries = [];
  for (let index = open + 1; index < close; index += 1) {
    if (text[index] === '{') {
      const end = closingBracket(text, index);
      entries.push({ start: index, end: end + 1, app: JSON.parse(text.slice(index, end + 1)) });
      index = end;
    }
  }
  return { open, close, entries };
}

async function manifestWith(root, text, entry) {
  const { open, entries } = appSpans(text);
  const at = entries.length ? entries[entries.length - 1].end : open + 1;
  const separator = entries.length ? ', ' : '';
  const changed = `${text.slice(0, at)}${separator}${JSON.stringify(entry)}${text.slice(at)}`;
  return formatted(root, MANIFEST, changed);
}

async function manifestWithout(root, text, dir) {
  const { entries } = appSpans(text);
  const index = entries.findIndex(({ app }) => app.dir === dir);
  if (index < 0) return text;
  const { start, end } = entries[index];
  const [from, to] = index > 0 ? [entries[index - 1].end, end] : [start, entries[1]?.start ?? end];
  return formatted(root, MANIFEST, text.slice(0, from) + text.slice(to));
}

// ---------------------------------------------------------------------------------------------
// The workspace: root package.json, package-lock.json and the node_modules link.

function sortedObject(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b, 'en')));
}

/** Where a new workspace goes in the list: after the last remote, as the others were added. */
function workspacesWith(workspaces, dir) {
  const last = workspaces.findLastIndex((workspace) => workspace.startsWith(`${REMOTES_DIR}/`));
  const at = last < 0 ? workspaces.length : last + 1;
  return [...workspaces.slice(0, at), dir, ...workspaces.slice(at)];
}

/** The lock as `npm install` writes it for a new workspace whose dependencies are installed. */
function lockWith(lock, { dir, remotePackage }, workspaces) {
  const packages = { ...lock.packages };
  packages[''] = { ...packages[''], workspaces };
  packages[dir] = {
    name: remotePackage.name,
    version: remotePackage.version,
    ...(remotePackage.dependencies
      ? { dependencies: sortedObject(remotePackage.dependencies) }
      : {}),
    ...(remotePackage.devDependencies
      ? { devDependencies: sortedObject(remotePackage.devDependencies) }
      : {}),
  };
  packages[`node_modules/${remotePackage.name}`] = { resolved: dir, link: true };
  return { ...lock, packages: sortedObject(packages) };
}

function lockWithout(lock, dir, packageName, workspaces) {
  const packages = { ...lock.packages };
  packages[''] = { ...packages[''], workspaces };
  delete packages[dir];
  delete packages[`node_modules/${packageName}`];
  return { ...lock, packages };
}

const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** The dependencies of the remote that are not installed at the root yet. */
function missingDependencies(root, remotePackage) {
  return Object.keys({ ...remotePackage.dependencies, ...remotePackage.devDependencies }).filter(
    (dependency) => !existsSync(path.join(root, 'node_modules', dependency, 'package.json')),
  );
}

/** Writes the files, remembering how to put each back; `undo()` restores them in reverse. */
class Changes {
  constructor(root) {
    this.root = root;
    this.undos = [];
  }

  write(file, text) {
    const full = path.join(this.root, file);
    const before = existsSync(full) ? readFileSync(full) : undefined;
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    this.undos.push(() => (before === undefined ? rmSync(full) : writeFileSync(full, before)));
  }

  folder(dir) {
    const full = path.join(this.root, dir);
    mkdirSync(full);
    this.undos.push(() => rmSync(full, { recursive: true, force: true }));
  }

  link(file, target) {
    const full = path.join(this.root, file);
    symlinkSync(target, full);
    this.undos.push(() => unlinkSync(full));
  }

  undo() {
    for (const undo of this.undos.reverse()) undo();
  }
}

/**
 * Writes a new remote (see the top of this file). Returns what it did, as lines to print.
 * @param {string} root
 * @param {{ name?: string, routes?: string, title?: string, install?: boolean }} options
 */
export async function createRemote(root, options) {
  const plan = await planRemote(root, options);
  const { dir, entry, remotePackage } = plan;
  const rootPackageText = readFileSync(path.join(root, 'package.json'), 'utf8');
  const rootPackage = JSON.parse(rootPackageText);
  const workspaces = workspacesWith(rootPackage.workspaces, dir);
  const manifestText = await manifestWith(
    root,
    readFileSync(path.join(root, MANIFEST), 'utf8'),
    entry,
  );
  const packageText = await formatted(
    root,
    'package.json',
    jsonText({ ...rootPackage, workspaces }),
  );
  const lockFile = path.join(root, 'package-lock.json');
  const lockText = existsSync(lockFile)
    ? jsonText(lockWith(JSON.parse(readFileSync(lockFile, 'utf8')), plan, workspaces))
    : undefined;
  const linkDir = path.join(root, 'node_modules', path.dirname(remotePackage.name));
  const linkFile = path.join('node_modules', remotePackage.name);
  const missing = missingDependencies(root, remotePackage);

  const changes = new Changes(root);
  let linked = false;
  try {
    changes.folder(dir);
    for (const { file, text } of plan.files) changes.write(file, text);
    changes.write(MANIFEST, manifestText);
    changes.write('package.json', packageText);
    if (lockText) changes.write('package-lock.json', lockText);
    if (existsSync(linkDir) && !existsSync(path.join(root, linkFile))) {
      changes.link(linkFile, path.relative(linkDir, path.join(root, dir)));
      linked = true;
    }
  } catch (error) {
    changes.undo();
    throw new Error(
      `Writing the ${plan.name} remote failed, and nothing was kept: ${error.message}`,
      {
        cause: error,
      },
    );
  }

  const lines = [
    `Wrote the ${plan.name} remote in ${dir}/ (Module Federation name ${plan.federationName}, port ${plan.port}), owning ${plan.routes.join(', ')}:`,
    ...plan.files.map(({ file }) => `  ${file}`),
    `Listed it in ${MANIFEST} (port ${plan.port}, prefixes ${plan.routes.join(', ')}), and as the workspace ${dir} in package.json${lockText ? ' and package-lock.json' : ''}${linked ? `, linked as node_modules/${remotePackage.name}` : ''}.`,
  ];
  if (missing.length) {
    const install = ['install', '--no-audit', '--no-fund'];
    const command = `npm ${install.join(' ')}`;
    const then =
      "then npm run lockfile:complete (npm leaves other platforms' packages out of the lock)";
    if (options.install === false) {
      lines.push(
        `Its dependencies ${missing.join(', ')} are not installed: run ${command}, ${then}.`,
      );
    } else {
      const result = spawnSync('npm', install, { cwd: root, stdio: 'inherit' });
      lines.push(
        result.status === 0
          ? `Installed ${missing.join(', ')} with ${command}; ${then}.`
          : `${command} failed (the remote is written): run it again, ${then}.`,
      );
    }
  }
  lines.push(
    '',
    'What to change next (also in its README):',
    `  1. Its page: src/content/home.ts (the words) and src/pages/home.tsx, with its test.`,
    `  2. More pages: src/paths.ts and src/routes.tsx; a path outside ${plan.routes.join(', ')} also needs a prefix in ${MANIFEST}.`,
    `  3. Data: src/api.ts, endpoints injected into the shared api (copy remotes/blog/src/api.ts).`,
    `  4. Rebuild the shell (npm run build -w shell, or npm start) so the site routes ${plan.routes[0]} to it.`,
    '',
    'Check it:',
    `  npx jest -c ${dir}/jest.config.js && npx tsc --noEmit -p ${dir} && npx eslint ${dir}`,
    `  npm run dev -w ${dir}     # http://localhost:${plan.port}${plan.routes[0]}`,
    `Undo it: npm run remove:remote -- ${plan.name}`,
  );
  return lines;
}

/** Whether git tracks any file in `dir` (false where there is no git). */
function committedFiles(root, dir) {
  try {
    return (
      execFileSync('git', ['ls-files', '--', dir], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() !== ''
    );
  } catch {
    return false;
  }
}

/**
 * Removes a remote `createRemote` wrote: its folder, its manifest entry, its workspace and its
 * link. A remote with committed files is refused unless `force`: removing it is a change to review.
 * @param {string} root
 * @param {string | undefined} name
 * @param {{ force?: boolean }} [options]
 */
export async function removeRemote(root, name, { force = false } = {}) {
  if (!name || !NAME_PATTERN.test(name))
    throw new RefusedError(
      `Name the remote to remove, in kebab-case: npm run remove:remote -- <name>${name ? ` ("${name}" is not a remote name)` : ''}.`,
    );
  const dir = `${REMOTES_DIR}/${name}`;
  const manifestText = readFileSync(path.join(root, MANIFEST), 'utf8');
  const listed = appSpans(manifestText).entries.some(({ app }) => app.dir === dir);
  const rootPackageText = readFileSync(path.join(root, 'package.json'), 'utf8');
  const rootPackage = JSON.parse(rootPackageText);
  const isWorkspace = rootPackage.workspaces.includes(dir);
  const folder = path.join(root, dir);
  if (!listed && !isWorkspace && !existsSync(folder))
    throw new RefusedError(`There is no remote named ${name} to remove.`);
  if (!force && committedFiles(root, dir))
    throw new RefusedError(
      `${dir} has committed files: removing a committed remote is a change to review; rerun with --force to remove it anyway.`,
    );
  const packageFile = path.join(folder, 'package.json');
  const packageName = existsSync(packageFile)
    ? JSON.parse(readFileSync(packageFile, 'utf8')).name
    : `@agency/${name}`;
  const workspaces = rootPackage.workspaces.filter((workspace) => workspace !== dir);

  const manifest = await manifestWithout(root, manifestText, dir);
  const packageText = isWorkspace
    ? await formatted(root, 'package.json', jsonText({ ...rootPackage, workspaces }))
    : rootPackageText;
  const lockFile = path.join(root, 'package-lock.json');
  const lockText = existsSync(lockFile)
    ? jsonText(
        lockWithout(JSON.parse(readFileSync(lockFile, 'utf8')), dir, packageName, workspaces),
      )
    : undefined;
  const changes = new Changes(root);
  try {
    changes.write(MANIFEST, manifest);
    changes.write('package.json', packageText);
    if (lockText) changes.write('package-lock.json', lockText);
  } catch (error) {
    changes.undo();
    throw new Error(
      `Removing the ${name} remote failed, and nothing was removed: ${error.message}`,
      {
        cause: error,
      },
    );
  }
  // The folder goes last: the lists no longer name it, and a removal cannot be put back.
  const link = path.join(root, 'node_modules', packageName);
  if (
    existsSync(path.dirname(link)) &&
    lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() &&
    path.resolve(path.dirname(link), readlinkSync(link)) === folder
  )
    unlinkSync(link);
  rmSync(folder, { recursive: true, force: true });
  return [
    `Removed the ${name} remote: ${dir}/, its entry in ${MANIFEST}, the workspace in package.json${lockText ? ' and package-lock.json' : ''}, and node_modules/${packageName}.`,
    'Rebuild the shell (npm run build -w shell, or npm start) so the site stops routing to it.',
  ];
}

const USAGE =
  'npm run new:remote -- <name> --routes /path[,/other] [--title "Title"] [--no-install], or npm run remove:remote -- <name> [--force]';

function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        routes: { type: 'string' },
        title: { type: 'string' },
        undo: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        'no-install': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    const option = /'(--?[a-z-]+)/i.exec(error.message)?.[1];
    const problem =
      error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `The option ${option} is not one this command takes`
        : error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE'
          ? `The option ${option} needs a value`
          : error.message;
    throw new RefusedError(`${problem}: ${USAGE}.`);
  }
}

async function main() {
  const { values, positionals } = parseCommandLine();
  if (positionals.length > 1)
    throw new RefusedError(
      `Give one remote name, not ${positionals.length} (${positionals.join(', ')}); quote a title with spaces.`,
    );
  const [name] = positionals;
  const lines = values.undo
    ? await removeRemote(repositoryRoot, name, { force: values.force })
    : await createRemote(repositoryRoot, {
        name,
        routes: values.routes,
        title: values.title,
        install: !values['no-install'],
      });
  console.log(lines.join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    const refused = error instanceof RefusedError;
    console.error(refused ? `${error.message} Nothing was changed.` : error);
    process.exit(refused ? 2 : 1);
  });
}
