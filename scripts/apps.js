// The apps of the site come from the apps manifest (packages/apps/apps.json); this module adds
// what the environment says at start: ports, where each remote is deployed, the site settings.
const path = require('node:path');
const { apps, remoteApps, entries } = require('@agency/apps');

const root = path.join(__dirname, '..');

function portOf(app) {
  return Number(process.env[`${app.name.toUpperCase()}_PORT`]) || app.port;
}

/** Where each remote's browser manifest lives: MF_<NAME>_URL, else the local port. */
function remoteManifestUrl(app) {
  const override = process.env[`MF_${app.name.toUpperCase()}_URL`];
  return override || `http://localhost:${portOf(app)}/${entries.browserManifest}`;
}

/** Where each remote's server container lives (the shell's render server loads it at run time):
 * MF_<NAME>_SERVER_URL, else the manifest's server container beside the browser manifest. */
function remoteServerEntryUrl(app) {
  const override = process.env[`MF_${app.name.toUpperCase()}_SERVER_URL`];
  return override || new URL(entries.serverContainer, remoteManifestUrl(app)).href;
}

/** A second origin for a remote's browser files, tried when its own origin fails to answer
 * (MF_<NAME>_FALLBACK_URL: that origin's manifest URL); unset, retries go to the same origin. */
function remoteFallbackUrls() {
  return Object.fromEntries(
    remoteApps
      .map((app) => [app.name, process.env[`MF_${app.name.toUpperCase()}_FALLBACK_URL`]])
      .filter(([, url]) => url),
  );
}

/** The site's runtime configuration, written when the site is started or deployed: where each
 * remote's browser manifest and server container are, and the site settings. The browser reads
 * it as /mf-remotes.json (or embedded in server-rendered HTML); the render server reads it too. */
function remotesConfig() {
  const remotes = Object.fromEntries(remoteApps.map((app) => [app.name, remoteManifestUrl(app)]));
  const serverRemotes = Object.fromEntries(
    remoteApps.map((app) => [app.name, remoteServerEntryUrl(app)]),
  );
  const siteConfig = Object.fromEntries(
    Object.entries(siteConfigFromEnv()).filter(([, value]) => value),
  );
  const fallbacks = remoteFallbackUrls();
  return {
    remotes,
    ...(Object.keys(fallbacks).length ? { fallbacks } : {}),
    serverRemotes,
    siteConfig,
  };
}

/** The site settings the environment may set (@agency/shared-state's SiteConfig); unset ones are
 * undefined and the defaults of packages/shared-state/src/config.ts apply. */
function siteConfigFromEnv() {
  return {
    apiBaseUrl: process.env.API_URL,
    tenantId: process.env.TENANT_ID,
    brandName: process.env.BRAND_NAME,
    siteUrl: process.env.SITE_URL,
    contactEmail: process.env.CONTACT_EMAIL,
    contactPhone: process.env.CONTACT_PHONE,
    contactHours: process.env.CONTACT_HOURS,
  };
}

/** The body of /mf-remotes.json. */
function remotesConfigJson() {
  return JSON.stringify(remotesConfig(), null, 2);
}

module.exports = {
  root,
  apps,
  remoteApps,
  entries,
  portOf,
  remoteManifestUrl,
  remoteServerEntryUrl,
  remotesConfig,
  remotesConfigJson,
  siteConfigFromEnv,
};
