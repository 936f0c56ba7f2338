// The ONE webpack factory. Each app's webpack.config.js states only its name and exposes (its
// port is in the apps manifest, packages/apps/apps.json); everything the apps share (loaders,
// CSS Modules, HTML, dev server, Module Federation with its singletons, see sharedModules()
// below, hashing, minification) lives here. A production build makes two
// bundles of every app: the browser bundle in dist/ and a Node bundle in dist/server/ (the
// remotes' server containers, the shell's render server), the same code and the same exposes.
const path = require('node:path');
const zlib = require('node:zlib');
const { DefinePlugin } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// Build-time site configuration comes from siteConfigFromEnv; the shell can override it at deploy time.
const { apps, entries, portOf, remotesConfigJson, siteConfigFromEnv } = require('./scripts/apps');

const rootPackage = require('./package.json');
const sharedStatePackage = require('./packages/shared-state/package.json');

/**
 * Each content-hashed file of a production browser bundle also written brotli- and gzip-
 * compressed at the highest levels (file.br, file.gz), which the servers send as they are
 * (@fastify/static's `preCompressed`). Compressing once at build time affords brotli 11, about
 * 14% smaller than the level 4 a server can afford per request: fewer bytes before a phone can
 * start the page. Only hashed files, which never change under their name: the entry points
 * (remoteEntry.js, mf-manifest.json, index.html) are small, and a copy beside one that a deploy
 * or a test rewrites would be served stale.
 */
function precompressed() {
  const test = /\.[0-9a-f]{8}\.(js|css|svg)$/;
  const common = { test, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * Singletons every app shares; versions come from the app's own package.json. Shared modules
 * ship whole (no consumer can know what another will use), so only what must be one instance
 * and is used whole is shared here: React and @agency/shared-state (its core and its api). The router and Redux Toolkit
 * (with react-redux and redux) are bundled into @agency/shared-state and reached through it
 * (packages/shared-state/src/routing/router.ts), so they are one instance too, tree-shaken.
 */
function sharedModules(appPackage) {
  const deps = { ...rootPackage.devDependencies, ...appPackage.dependencies };
  const sharedStateEntry = {
    singleton: true,
    version: sharedStatePackage.version,
    requiredVersion: `^${sharedStatePackage.version}`,
  };
  const singleton = (name, versionFrom = name) => ({
    singleton: true,
    requiredVersion: deps[versionFrom] ?? false,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    '@agency/shared-state': sharedStateEntry,
    // The RTK Query api: its own singleton, so a page that calls no api does not load it.
    '@agency/shared-state/api': sharedStateEntry,
  };
}

/** Values written into the code at build time: the site configuration (the shell may override
 * it at deploy time) and the @agency/shared-state version the shell provides (its compatibility gate). */
function buildConstants() {
  return {
    __SITE_CONFIG__: JSON.stringify(siteConfigFromEnv()),
    __SHARED_STATE_VERSION__: JSON.stringify(sharedStatePackage.version),
  };
}

/** Loader rules both bundles share; on the server CSS Modules yield only their class names. */
function moduleRules({ name, production, server }) {
  const cssLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
  const cssModules = {
    // The per-app prefix keeps remotes from colliding with each other's classes. The server
    // bundle computes the same names, so server HTML and browser CSS agree.
    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[name]__[local]`,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals: server,
  };
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
    },
    {
      test: /\.module\.css$/,
      use: [
        ...(server ? [] : [cssLoader]),
        { loader: 'css-loader', options: { modules: cssModules } },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: server
        ? [{ loader: 'css-loader', options: { modules: { exportOnlyLocals: true } } }]
        : [cssLoader, 'css-loader'],
    },
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
      type: 'asset/resource',
      generator: server ? { emit: false } : undefined,
    },
  ];
}

/** Where the server bundle goes, in dist/: the folder of the apps manifest's server container. */
const SERVER_DIR = path.dirname(entries.serverContainer);

/** Module Federation options both bundles share; each bundle's container file is named by the
 * apps manifest's entries (browser and server). */
function federationOptions({ name, exposes, appPackage, server = false }) {
  return {
    name,
    filename: server ? path.basename(entries.serverContainer) : entries.browserContainer,
    exposes,
    shared: sharedModules(appPackage),
    shareStrategy: 'loaded-first',
    manifest: { fileName: entries.browserManifest },
    dts: false,
    dev: false,
  };
}

/**
 * One Module Federation runtime per page in production browsers: the shell provides its
 * runtime core to every remote (provideExternalRuntime), so a remote's remoteEntry.js no longer
 * carries a second copy (externalRuntime). The browser loads remotes by their remoteEntry.js,
 * so the runtime's manifest (snapshot) code is left out; the render server still reads the
 * manifests. A remote's standalone page gets the runtime from standaloneRuntimeConfig.
 */
function browserFederationExperiments({ isHost, production }) {
  if (!production) return undefined;
  const optimization = { target: 'web', disableSnapshot: true };
  return isHost
    ? { provideExternalRuntime: true, optimization }
    : { externalRuntime: true, optimization: { ...optimization, disableRemote: true } };
}

/** provideExternalRuntime adds its runtime plugin by require.resolve, that is its CommonJS
 * build, which pulls the CommonJS runtime core in beside the ES module one the runtime already
 * uses: the shell would ship two runtimes. Its ES module build reaches the same module. */
const injectRuntimePlugin =
  require.resolve('@module-federation/inject-external-runtime-core-plugin');
const esmRuntimeAliases = {
  [injectRuntimePlugin]: injectRuntimePlugin.replace(/\.cjs$/, '.js'),
};

/** The webpack bundler runtime (the functions a container's webpack runtime calls to start
 * federation and share modules) is provided by the shell too (scripts/provide-bundler-runtime.js,
 * a runtime plugin of the shell's build): a remote's production browser build reads it
 * (scripts/external-bundler-runtime.js) instead of carrying a copy in its remoteEntry.js. The
 * federation entry webpack writes imports the runtime's bundler.js by its path. */
const bundlerRuntimeEntry = path.join(
  path.dirname(require.resolve('@module-federation/webpack-bundler-runtime')),
  'bundler.js',
);
function browserAliases({ isHost, production }) {
  if (isHost || !production) return esmRuntimeAliases;
  return {
    ...esmRuntimeAliases,
    [bundlerRuntimeEntry]: path.join(__dirname, 'scripts/external-bundler-runtime.js'),
  };
}

/** The runtime core a remote's standalone page needs first, since no shell provides it there:
 * dist/standalone/mf-runtime.js, loaded by the remote's own index.html only. */
function standaloneRuntimeConfig({ dirname }) {
  return {
    name: 'standalone-runtime',
    mode: 'production',
    context: dirname,
    entry: { 'mf-runtime': path.join(__dirname, 'scripts/provide-mf-runtime.js') },
    devtool: false,
    output: { path: path.join(dirname, 'dist/standalone'), filename: '[name].js', clean: true },
    performance: { hints: false },
  };
}

/**
 * The Node bundle of an app, in dist/server/. A remote's is its server container (its
 * `./routes` for the shell's render server, loaded over HTTP from the remote's own origin at
 * run time); the shell's is the render server itself (`serverEntry`).
 */
function serverConfig({ name, dirname, exposes, appPackage, production, serverEntry }) {
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dirname,
    target: 'async-node',
    entry: serverEntry ? { main: serverEntry } : {},
    devtool: false,
    output: {
      path: path.join(dirname, 'dist', SERVER_DIR),
      // An empty public path: the node runtime plugin then resolves chunks against the URL the
      // container was loaded from, so the remote's origin is a deploy-time setting.
      publicPath: '',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // The render server's own dependencies (Fastify and its plugins; the AWS SDK, required only
    // when HEALTH_STORE is a bucket) are required at run time; everything rendered is bundled, so
    // React and the store are the shared singletons.
    externals: serverEntry
      ? [/^fastify$/, /^@fastify\//, /^jsdom$/, /^prom-client$/, /^@aws-sdk\//]
      : [],
    externalsPresets: { node: true },
    // The real paths, so the render server finds the shell's browser files beside it.
    node: { __dirname: false, __filename: false },
    module: { rules: moduleRules({ name, production, server: true }) },
    plugins: [
      new DefinePlugin(buildConstants()),
      new ModuleFederationPlugin({
        ...federationOptions({ name, exposes, appPackage, server: true }),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * A remote's development browser build (`npm run dev`, with or without `--site`) exposes
 * scripts/dev/hot-routes.js as `./routes`, which hands on the remote's own routes module
 * (aliased `agency-remote-routes`) and announces each hot edit of it to the shell: the shell
 * replaces that remote's routes in the open page instead of the page being reloaded.
 */
function hotRoutes({ name, dirname, exposes }) {
  const own = exposes['./routes'];
  if (!own) return undefined;
  return {
    exposes: { ...exposes, './routes': path.join(__dirname, 'scripts/dev/hot-routes.js') },
    alias: { 'agency-remote-routes$': path.resolve(dirname, own) },
    constants: { __AGENCY_REMOTE_NAME__: JSON.stringify(name) },
  };
}

/**
 * @param {{ name: string, dirname: string, exposes?: Record<string, string>, title?: string, serverEntry?: string }} app
 * The app's port comes from the apps manifest (packages/apps/apps.json), `<NAME>_PORT` overriding it.
 */
function createConfig({ name, dirname, exposes = {}, title, serverEntry }) {
  const isHost = Object.keys(exposes).length === 0;
  const appPackage = require(path.join(dirname, 'package.json'));
  const app = apps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`${name} is not in the apps manifest (packages/apps/apps.json)`);
  const envPort = portOf(app);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const hot = !production && !isHost ? hotRoutes({ name, dirname, exposes }) : undefined;
    const browser = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dirname,
      // The language level the TypeScript emits (tsconfig.base.json): webpack's own runtime and
      // the minifier then write arrow functions and const too, not ES5.
      target: ['web', 'es2022'],
      entry: './src/index.ts',
      // Maps are written beside the bundle (the size report reads them) but not referenced
      // from it, and the servers never send them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // dist/server/ and dist/standalone/ belong to the other bundles, built beside this one.
        clean: { keep: new RegExp(`^(${SERVER_DIR}|standalone)[\\\\/]`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: { ...browserAliases({ isHost, production }), ...hot?.alias },
      },
      module: { rules: moduleRules({ name, production, server: false }) },
      plugins: [
        new DefinePlugin({ ...buildConstants(), ...hot?.constants }),
        new ModuleFederationPlugin({
          ...federationOptions({ name, exposes: hot?.exposes ?? exposes, appPackage }),
          experiments: browserFederationExperiments({ isHost, production }),
          runtimePlugins: [
            path.join(__dirname, 'scripts/singletons-checked-at-the-gate.js'),
            ...(isHost && production
              ? [path.join(__dirname, 'scripts/provide-bundler-runtime.js')]
              : []),
          ],
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'shell/public/index.html'),
          // Absolute script URLs so deep links (/user/profile) reload correctly.
          publicPath: '/',
          title: title ?? (isHost ? 'Loading' : `${name} (standalone)`),
          templateParameters: {
            lang: 'en',
            standaloneRuntime: production && !isHost ? '/standalone/mf-runtime.js' : '',
          },
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              ...precompressed(),
            ]
          : []),
      ],
      // Scripts by webpack's own minimizer ('...'), stylesheets by cssnano: the render server
      // inlines a page's sheets into its HTML, so their comments and spaces were sent with
      // every page. Export names get the shortest names webpack can give (the modules a
      // container exposes or shares keep theirs): 0.4 KB gzip less on the first visit of /.
      optimization: {
        minimize: production,
        minimizer: ['...', new CssMinimizerPlugin()],
        mangleExports: 'size',
      },
      performance: { hints: false },
      devServer: {
        port: envPort,
        hot: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        },
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: (middlewares) => {
          if (isHost) {
            middlewares.unshift({
              name: 'mf-remotes',
              path: '/mf-remotes.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(remotesConfigJson());
              },
            });
          }
          return middlewares;
        },
      },
    };
    // `webpack serve` (npm run dev) renders in the browser only and keeps hot reload; a build
    // makes both bundles.
    if (process.env.WEBPACK_SERVE) return browser;
    return [
      browser,
      serverConfig({ name, dirname, exposes, appPackage, production, serverEntry }),
      ...(production && !isHost ? [standaloneRuntimeConfig({ dirname })] : []),
    ];
  };
}

module.exports = { createConfig, sharedModules };
