// npm run dev -w remotes/<name>: one remote's webpack dev server with hot reload.
//   npm run dev -w remotes/blog                              standalone, in a minimal frame
//   npm run dev -w remotes/blog -- --site <url> [--port 3002] [--hours 12]
//     inside a running site (a deployed one, staging, or `npm start`'s http://localhost:8080):
//     the browser build with hot reload and a watch build of the server container, both from
//     this dev server's origin, and a signed link that gives the developer's browser (only it)
//     this remote from here, server render and browser, everything else from the site
//     (docs/deploying.md, "Developing one remote against a running site").
import './require-node.mjs';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { run } from './run.mjs';

const require = createRequire(import.meta.url);
const { apps, remoteApps, root, entries } = require('./apps.js');
const { previewKeyFor, previewLink } = require('./preview-signature.js');

/** Hours the printed link lasts by default, and at most. */
const DEFAULT_HOURS = 12;
const MAX_HOURS = 24 * 7;
/** A dev server's default port: 3000 + the remote's place in the apps manifest (blog: 3002), so
 * it never takes the site's own ports (8080–8084). */
const DEV_PORT_BASE = 3000;

/** The remote whose folder the command runs in (npm -w runs it there), or the one named. */
export function remoteFor(cwd, named) {
  const app = named
    ? remoteApps.find((candidate) => candidate.name === named)
    : remoteApps.find((candidate) => path.resolve(root, candidate.dir) === path.resolve(cwd));
  if (!app)
    throw new Error(
      named
        ? `${named} is not a remote of the apps manifest (packages/apps/apps.json).`
        : 'Run this in a remote’s folder (npm run dev -w remotes/<name>).',
    );
  return app;
}

/** What `--site` asks for, checked: the site, the signing key, the port and the link's life. */
export function devSettings({ name, site, port, hours, secret }) {
  let siteUrl;
  try {
    siteUrl = new URL(site);
  } catch {
    throw new Error(`--site takes the address of a running site, such as http://localhost:8080.`);
  }
  if (!/^https?:$/.test(siteUrl.protocol))
    throw new Error(`--site takes an http or https address, not ${site}.`);
  const key = previewKeyFor(siteUrl.origin, secret);
  if (!key)
    throw new Error(
      `${name}: set PREVIEW_SECRET to the secret the render servers of ${siteUrl.origin} share: a site on another machine takes only links signed with it.`,
    );
  const index = apps.findIndex((app) => app.name === name);
  const devPort = port === undefined ? DEV_PORT_BASE + index : Number(port);
  if (!Number.isInteger(devPort) || devPort < 1 || devPort > 65535)
    throw new Error(`--port takes a port number, not ${port}.`);
  const life = hours === undefined ? DEFAULT_HOURS : Number(hours);
  if (!(Number.isFinite(life) && life > 0 && life <= MAX_HOURS))
    throw new Error(`--hours takes a number of hours above 0 and at most ${MAX_HOURS}.`);
  return { site: siteUrl.origin, key, port: devPort, hours: life };
}

/** The link that gives one browser this remote from the dev server at `origin`. */
export function devLink({ name, site, key, origin, hours, now = Date.now }) {
  const exp = Math.floor(now() / 1000 + hours * 3600);
  return {
    link: previewLink(site, key, { remote: name, version: `dev:${origin}`, exp }),
    expires: new Date(exp * 1000),
  };
}

const siteDown = (site) =>
  `${site} does not answer: start the site first (npm start) or check the address.`;

/**
 * Asks the site whether it takes the link (its render server checks it and answers 303, or
 * 403/410 with the reason): '' when it does, else what the developer must change.
 */
export async function siteRefusal(link) {
  let response;
  try {
    response = await fetch(link, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
  } catch {
    return siteDown(new URL(link).origin);
  }
  await response.body?.cancel();
  if (response.status === 303) return '';
  return response.status === 403
    ? `${new URL(link).origin} refuses this link: its render servers must share the key it is signed with (PREVIEW_SECRET) and allow this dev server (PREVIEW_DEV_ORIGINS, docs/deploying.md).`
    : `${new URL(link).origin} answered the link with ${response.status}: is it this project's site?`;
}

/** Serves the server container's watch build (in `dir`) under /server/: never cached, with an
 * ETag of its bytes, which the render server compares on every request to load each edit. */
export function serverContainerMiddleware(dir, built = () => Promise.resolve()) {
  const prefix = `/${path.posix.dirname(entries.serverContainer)}/`;
  return async (req, res, next) => {
    const url = new URL(req.url, 'http://dev');
    // While the watch build writes, its entry may name chunks not yet written: wait for it.
    if (url.pathname.startsWith(prefix)) await built();
    // A dev server keeps no deploy record: the render server must not read the page fallback.
    if (url.pathname === '/deploy.json') {
      res.statusCode = 404;
      return res.end();
    }
    if (!url.pathname.startsWith(prefix)) return next();
    const file = path.join(dir, path.posix.normalize(url.pathname.slice(prefix.length)));
    if (!file.startsWith(dir + path.sep)) {
      res.statusCode = 404;
      return res.end();
    }
    let body;
    try {
      body = readFileSync(file);
    } catch {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', `"${createHash('sha256').update(body).digest('base64url')}"`);
    res.setHeader(
      'Content-Type',
      file.endsWith('.json') ? 'application/json' : 'text/javascript; charset=utf-8',
    );
    return res.end(body);
  };
}

/** Resolves when a compiler has finished its first build (with or without errors). */
function firstBuild(compiler) {
  return new Promise((resolve) => compiler.hooks.done.tap('dev-remote', (stats) => resolve(stats)));
}

async function developAgainst(app, settings) {
  const dir = path.join(root, app.dir);
  const origin = `http://localhost:${settings.port}`;
  // Both bundles, as a build makes them: read before webpack-dev-server is imported, which sets
  // WEBPACK_SERVE (the configuration then gives the browser bundle alone).
  const factory = require(path.join(dir, 'webpack.config.js'));
  const [browser, serverBundle] = factory({}, { mode: 'development' });
  const { default: webpack } = await import('webpack');
  const { default: WebpackDevServer } = await import('webpack-dev-server');

  // The server container is built to a folder of its own: the remote's dist/ (what `npm start`
  // may be serving) stays as it is.
  const serverDir = mkdtempSync(path.join(os.tmpdir(), `agency-dev-${app.name}-`));
  process.on('exit', () => rmSync(serverDir, { recursive: true, force: true }));
  serverBundle.output.path = serverDir;
  // Earlier chunks stay: a render that began with the previous container still finds its own.
  serverBundle.output.clean = false;
  const serverCompiler = webpack(serverBundle);
  let markBuilt = () => {};
  const building = () => new Promise((resolve) => (markBuilt = resolve));
  let serverBuilt = building();
  serverCompiler.hooks.invalid.tap('dev-remote', () => (serverBuilt = building()));
  serverCompiler.hooks.done.tap('dev-remote', () => markBuilt());

  // The site's page policy has no 'unsafe-eval': source maps beside the code, not in eval.
  browser.devtool = 'cheap-module-source-map';
  const own = browser.devServer.setupMiddlewares;
  browser.devServer = {
    ...browser.devServer,
    port: settings.port,
    host: 'localhost',
    // The page is the site's: the hot-reload socket is this origin's, not the page's.
    client: { ...browser.devServer.client, webSocketURL: `ws://localhost:${settings.port}/ws` },
    headers: {
      ...browser.devServer.headers,
      // A deployed site's page reaching this machine (Chromium's Private Network Access).
      'Access-Control-Allow-Private-Network': 'true',
    },
    setupMiddlewares: (middlewares, server) => {
      const rest = own ? own(middlewares, server) : middlewares;
      rest.unshift({
        name: 'server-container',
        middleware: serverContainerMiddleware(serverDir, () => serverBuilt),
      });
      return rest;
    },
  };
  const browserCompiler = webpack(browser);
  const devServer = new WebpackDevServer(browser.devServer, browserCompiler);

  const built = Promise.all([firstBuild(browserCompiler), serverBuilt]);
  const watching = serverCompiler.watch({ aggregateTimeout: 100 }, (error, stats) => {
    if (error) console.error(error);
    else if (stats?.hasErrors())
      console.error(stats.toString({ all: false, errors: true, colors: true }));
    else
      console.log(
        `${app.name}: server container rebuilt (${stats?.endTime - stats?.startTime} ms).`,
      );
  });
  const stop = () =>
    Promise.allSettled([devServer.stop(), new Promise((done) => watching.close(done))]);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      setTimeout(() => process.exit(0), 2000).unref();
      void stop().then(() => process.exit(0));
    });

  try {
    await devServer.start();
  } catch (error) {
    await stop();
    throw new Error(
      error?.code === 'EADDRINUSE'
        ? `Port ${settings.port} is taken: pass another with --port.`
        : `The dev server did not start: ${error?.message ?? error}`,
    );
  }
  await built;
  const { link, expires } = devLink({ name: app.name, ...settings, origin });
  const refusal = await siteRefusal(link);
  if (refusal) {
    await stop();
    throw new Error(refusal);
  }
  console.log(
    [
      '',
      `Developing ${app.name} from ${origin} against ${settings.site}, with hot reload.`,
      `Open this link in your browser (it lasts until ${expires.toISOString()}):`,
      '',
      `  ${link}`,
      '',
      `That browser gets ${app.name} from this dev server, rendered by the site's servers and in the page;`,
      `everything else comes from the site, and nobody else sees it. "leave" in the bar ends it.`,
      '',
    ].join('\n'),
  );
}

async function main() {
  const argv = process.argv.slice(2);
  const { values } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string' },
      port: { type: 'string' },
      hours: { type: 'string' },
      remote: { type: 'string' },
    },
    strict: false,
  });
  const app = remoteFor(
    process.cwd(),
    typeof values.remote === 'string' ? values.remote : undefined,
  );
  if (values.site === undefined) {
    // Standalone, as before: the remote in its minimal frame with its own store.
    await run('npx', ['webpack', 'serve', '--mode', 'development', ...argv], {
      cwd: path.join(root, app.dir),
    });
    return;
  }
  const settings = devSettings({
    name: app.name,
    site: String(values.site),
    port: values.port,
    hours: values.hours,
    secret: process.env.PREVIEW_SECRET,
  });
  // The site must answer before a link to it is worth printing.
  try {
    await fetch(`${settings.site}/robots.txt`, { signal: AbortSignal.timeout(5000) });
  } catch {
    throw new Error(siteDown(settings.site));
  }
  await developAgainst(app, settings);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
