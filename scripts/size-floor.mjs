// npm run size:floor: the first-visit JavaScript of the smallest page the mandated stack can
// make, to hold `npm run size` against. Builds, with this repository's webpack, Module
// Federation, React, React Router and Redux Toolkit, a host and one remote that do only what
// every page of the site must do: the host hydrates a root with React, in a Redux store's
// Provider (a store made by configureStore from one createSlice, read with useSelector), around
// a data router (createBrowserRouter and RouterProvider); it shares React with the remote as a
// singleton and loads the remote's page through the federation runtime at run time (a lazy
// route). No app code beyond that, no styles, no error handling. Then loads the page in Chromium
// as a first-time visitor and prints the KB (gzip -9) of every script it downloaded, by package.
//   npm run size:floor
// The site's first visit is this floor plus its own code and the runtime glue of more shared
// modules (docs/start-performance.md).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { root } = require('./apps.js');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { chromium } = require('@playwright/test');

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzip = (body) => gzipSync(body, { level: 9 }).length;
const react = require('react/package.json').version;

const sources = {
  'host/index.js': `import('./bootstrap');`,
  'host/bootstrap.js': `
import { createElement as h, lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { Provider, useSelector } from 'react-redux';

const session = createSlice({
  name: 'session',
  initialState: { user: null },
  reducers: { loggedIn: (state, action) => { state.user = action.payload; } },
});
const store = configureStore({ reducer: { session: session.reducer } });
function Header() {
  const user = useSelector((state) => state.session.user);
  return h('header', null, user ? user.name : 'Log in');
}
const router = createBrowserRouter([
  {
    path: '/',
    lazy: () => import('remote/page').then((page) => ({ Component: page.default })),
  },
]);
hydrateRoot(
  document.getElementById('root'),
  h(Provider, { store }, h(Header), h(RouterProvider, { router })),
);
`,
  'remote/index.js': `import('./page');`,
  'remote/page.js': `
import { createElement as h } from 'react';
export default function Page() {
  return h('main', null, h('h1', null, 'The remote page'));
}
`,
};

const shared = {
  react: { singleton: true, requiredVersion: `^${react}` },
  'react-dom': { singleton: true, requiredVersion: `^${react}` },
};

/** Module Federation's own options for one runtime per page (the site uses them too,
 * webpack.shared.js): the host provides its runtime core, a remote's entry reads it. */
const oneRuntime = { target: 'web', disableSnapshot: true };
const injectRuntimePlugin =
  require.resolve('@module-federation/inject-external-runtime-core-plugin');

function config(name, dir, extra, { lean }) {
  return {
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      modules: [path.join(root, 'node_modules'), 'node_modules'],
      // As in webpack.shared.js: the plugin's ES module build, or the host ships two runtimes.
      alias: lean ? { [injectRuntimePlugin]: injectRuntimePlugin.replace(/\.cjs$/, '.js') } : {},
    },
    resolveLoader: { modules: [path.join(root, 'node_modules')] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        shared,
        dts: false,
        ...extra,
        ...(lean && {
          experiments: extra.exposes
            ? { externalRuntime: true, optimization: { ...oneRuntime, disableRemote: true } }
            : { provideExternalRuntime: true, optimization: oneRuntime },
        }),
      }),
    ],
    performance: false,
    infrastructureLogging: { level: 'error' },
  };
}

function build(configs) {
  return new Promise((resolve, reject) =>
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats);
    }),
  );
}

/** Serves a folder on a free loopback port; `index.html` for `/`. */
async function serve(dir, html) {
  const server = http.createServer((request, response) => {
    const file = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (file === '/') {
      response.setHeader('content-type', 'text/html');
      return response.end(html);
    }
    try {
      const body = readFileSync(path.join(dir, path.normalize(file)));
      response.setHeader('content-type', 'text/javascript');
      response.setHeader('access-control-allow-origin', '*');
      response.end(body);
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** Builds the floor (`lean`: with the runtime options) and loads it once; its scripts. */
async function measure(browser, lean) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'size-floor-'));
  const closers = [];
  try {
    for (const [file, text] of Object.entries(sources)) {
      mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
      writeFileSync(path.join(tmp, file), text);
    }
    const remoteDir = path.join(tmp, 'remote');
    const hostDir = path.join(tmp, 'host');
    const remote = await serve(path.join(remoteDir, 'dist'), '');
    closers.push(() => remote.server.close());
    const stats = await build([
      config(
        'remote',
        remoteDir,
        { filename: 'remoteEntry.js', exposes: { './page': './page.js' } },
        { lean },
      ),
      config(
        'host',
        hostDir,
        { remotes: { remote: `remote@${remote.origin}/remoteEntry.js` } },
        { lean },
      ),
    ]);
    const { assetsByChunkName } = stats.stats[1].toJson({ all: false, assets: true });
    const entry = [assetsByChunkName?.main].flat().find((file) => file?.endsWith('.js'));
    if (!entry) throw new Error('The host build wrote no main script');
    const host = await serve(
      path.join(hostDir, 'dist'),
      `<!doctype html><html><body><div id="root"><header>Log in</header><main><h1>The remote page</h1></main></div><script src="/${entry}"></script></body></html>`,
    );
    closers.push(() => host.server.close());

    const page = await browser.newPage();
    closers.push(() => page.close());
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${host.origin}/`, { waitUntil: 'networkidle' });
    if (errors.length) throw new Error(`The floor page failed: ${errors.join('; ')}`);
    // The remote's page is the one the host's router rendered, not the HTML sent.
    if (!scripts.some((response) => response.url().includes('__federation_expose_page')))
      throw new Error('The floor page never loaded the remote page');
    return Promise.all(
      scripts.map(async (response) => {
        const body = await response.body();
        return { name: new URL(response.url()).pathname, raw: body.length, gzip: gzip(body) };
      }),
    );
  } finally {
    for (const close of closers.reverse()) await close();
    rmSync(tmp, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  for (const [lean, title] of [
    [false, "Module Federation's defaults"],
    [true, "with Module Federation's options for one runtime per page (as the site builds)"],
  ]) {
    const files = await measure(browser, lean);
    console.log(`\nThe mandated stack's floor, ${title} (KB raw, KB gzip -9):\n`);
    for (const file of files)
      console.log(`  ${kb(file.raw).padStart(7)} ${kb(file.gzip).padStart(6)}  ${file.name}`);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`  ${files.length} scripts, ${kb(total)} KB gzip`);
  }
} finally {
  await browser.close();
}
