// The ONE webpack factory. Each app's webpack.config.js states only its name, port and exposes;
// everything the apps share (loaders, CSS Modules, HTML, dev server, Module Federation with the
// singleton list of DESIGN.md, hashing, minification) lives here.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remotesConfigJson } = require('./scripts/apps');

const rootPackage = require('./package.json');
const sharedStatePackage = require('./shared-state/package.json');

/** Singletons every app shares; versions come from the app's own package.json. */
function sharedModules(appPackage) {
  const deps = { ...rootPackage.devDependencies, ...appPackage.dependencies };
  const singleton = (name, versionFrom = name) => ({
    singleton: true,
    requiredVersion: deps[versionFrom] ?? false,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    redux: singleton('redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    '@reduxjs/toolkit/': singleton('@reduxjs/toolkit'),
    'react-redux': singleton('react-redux'),
    'shared-state': {
      singleton: true,
      version: sharedStatePackage.version,
      requiredVersion: `^${sharedStatePackage.version}`,
    },
  };
}

/** Build-time site configuration; the shell can still override it at deploy time. */
function siteConfigFromEnv() {
  return {
    apiBaseUrl: process.env.API_URL,
    tenantId: process.env.TENANT_ID,
    brandName: process.env.BRAND_NAME,
    siteUrl: process.env.SITE_URL,
  };
}

/**
 * @param {{ name: string, dirname: string, port: number, exposes?: Record<string, string>, title?: string }} app
 */
function createConfig({ name, dirname, port, exposes = {}, title }) {
  const isHost = Object.keys(exposes).length === 0;
  const appPackage = require(path.join(dirname, 'package.json'));
  const envPort = Number(process.env[`${name.toUpperCase()}_PORT`]) || port;

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const cssLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
          },
          {
            test: /\.module\.css$/,
            use: [
              cssLoader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    // The per-app prefix keeps remotes from colliding with each other's classes.
                    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}-[name]__[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [cssLoader, 'css-loader'] },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new DefinePlugin({ __SITE_CONFIG__: JSON.stringify(siteConfigFromEnv()) }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(appPackage),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          dev: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'shell/public/index.html'),
          // Absolute script URLs so deep links (/user/profile) reload correctly.
          publicPath: '/',
          title: title ?? (isHost ? 'Loading' : `${name} (standalone)`),
          templateParameters: { lang: 'en' },
        }),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
      ],
      optimization: { minimize: production },
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
  };
}

module.exports = { createConfig, sharedModules };
