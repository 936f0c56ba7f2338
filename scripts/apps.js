// The apps of the site, their folders and default ports: one list for the start scripts,
// the dev server and the runtime remote map. Every port is overridable by environment.
const path = require('node:path');

const root = path.join(__dirname, '..');

const apps = [
  { name: 'shell', dir: 'shell', port: 8080 },
  { name: 'marketing', dir: 'remotes/marketing', port: 8081 },
  { name: 'blog', dir: 'remotes/blog', port: 8082 },
  { name: 'account', dir: 'remotes/account', port: 8083 },
  { name: 'admin_content', dir: 'remotes/admin-content', port: 8084 },
];

function portOf(app) {
  return Number(process.env[`${app.name.toUpperCase()}_PORT`]) || app.port;
}

/** Where each remote's mf-manifest.json lives: MF_<NAME>_URL, else the local port. */
function remoteManifestUrl(app) {
  const override = process.env[`MF_${app.name.toUpperCase()}_URL`];
  return override || `http://localhost:${portOf(app)}/mf-manifest.json`;
}

/** The body of /mf-remotes.json, written when the site is started or deployed. */
function remotesConfigJson() {
  const remotes = Object.fromEntries(
    apps.filter((app) => app.name !== 'shell').map((app) => [app.name, remoteManifestUrl(app)]),
  );
  const siteConfig = Object.fromEntries(
    Object.entries({
      apiBaseUrl: process.env.API_URL,
      tenantId: process.env.TENANT_ID,
      brandName: process.env.BRAND_NAME,
      siteUrl: process.env.SITE_URL,
    }).filter(([, value]) => value),
  );
  return JSON.stringify({ remotes, siteConfig }, null, 2);
}

module.exports = { root, apps, portOf, remoteManifestUrl, remotesConfigJson };
