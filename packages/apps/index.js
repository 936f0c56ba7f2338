// @ts-check
// The apps manifest (apps.json) and the one rule that reads route ownership from it. Plain
// CommonJS, so the Node scripts and the webpack, jest and eslint configs read it as it is, and
// the shell bundles it (it is not a federation shared module: the shell and each remote's tests
// read the copy they were built with).
const manifest = require('./apps.json');

/** @type {import('./index').AppEntry[]} */
const apps = manifest.apps;

/** @type {import('./index').RemoteFiles} */
const entries = manifest.entries;

/** @type {import('./index').RemoteEntry[]} */
const remoteApps = /** @type {import('./index').RemoteEntry[]} */ (
  apps.filter((app) => Array.isArray(app.prefixes))
);

/** @param {string} pathname */
function decode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The remote that owns a path (the longest matching prefix), or null for the shell's own 404.
 * @param {string} rawPathname
 * @returns {import('./index').RemoteEntry | null}
 */
function ownerOf(rawPathname) {
  const pathname = decode(rawPathname).replace(/\/+$/, '') || '/';
  /** @type {{ app: import('./index').RemoteEntry, length: number } | null} */
  let best = null;
  for (const app of remoteApps) {
    for (const prefix of app.prefixes) {
      const matches =
        prefix === '/'
          ? pathname === '/'
          : pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { app, length: prefix.length };
    }
  }
  return best?.app ?? null;
}

/**
 * Every path a route tree declares, nested paths joined to their parents' (what a remote's
 * `./routes` asks the shell to send it).
 * @param {import('./index').RouteLike[]} routes
 * @param {string} [parent]
 * @returns {string[]}
 */
function declaredPaths(routes, parent = '') {
  return routes.flatMap((route) => {
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [
      ...(route.path === undefined ? [] : [own]),
      ...declaredPaths(route.children ?? [], own),
    ];
  });
}

module.exports = { apps, remoteApps, entries, ownerOf, declaredPaths };
