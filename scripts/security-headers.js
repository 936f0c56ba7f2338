// The security policy of every origin of the site, written once: the static servers (shell and
// each remote, scripts/static-server.mjs) and any server that renders the site's HTML call
// securityHeaders() and send what it returns. CommonJS so both .mjs scripts and a CommonJS or
// TypeScript server can require it.
//
// What the site needs, and nothing more:
// - scripts: its own origin and the remotes' (Module Federation loads remoteEntry.js and chunks
//   cross-origin); never inline script. Serialized state belongs in a non-executed
//   <script type="application/json">; an inline script that must run needs a nonce or hash.
// - connect: the api, the remotes (their mf-manifest.json) and itself (/mf-remotes.json).
// - images and media: the api (uploads at /media/...), the remotes' bundled assets, data: URIs
//   (the favicon, CKEditor's UI icons) and blob: (an image shown while it uploads).
// - styles: the origins' stylesheets, plus inline style attributes: post bodies carry them
//   (font size, alignment, image width) and CKEditor sets them while editing. No <style>
//   elements from elsewhere.
// - forms: posted to the site itself or the api (the unsubscribe page's plain form).
// - not framed by anyone (clickjacking), no plugins, no <base>.

/** "http://host:port" of a URL (or of an origin); undefined when it is not a URL. */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/**
 * The headers every response of a site origin carries.
 * @param {{
 *   self?: string,              // the origin these headers are served from (optional: 'self' covers it)
 *   remotes?: string[],         // remote origins or manifest URLs
 *   api?: string,               // the api's origin (or any URL on it)
 *   scriptHashes?: string[],    // e.g. "sha256-..." of inline scripts that must run
 *   styleHashes?: string[],     // 'sha256-…' of <style> elements the page inlines
 *   nonce?: string,             // a per-response nonce for inline scripts that must run
 * }} options
 * @returns {Record<string, string>}
 */
function securityHeaders({
  self,
  remotes = [],
  api,
  scriptHashes = [],
  styleHashes = [],
  nonce,
} = {}) {
  const site = unique([originOf(self), ...remotes.map(originOf)]);
  const apiOrigin = originOf(api);
  const inlineScripts = [
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...scriptHashes.map((hash) => `'${hash}'`),
  ];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...site, ...inlineScripts],
    'style-src': ["'self'", ...site],
    'style-src-elem': ["'self'", ...site, ...styleHashes.map((hash) => `'${hash}'`)],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", ...site, ...unique([apiOrigin]), 'data:', 'blob:'],
    'media-src': ["'self'", ...unique([apiOrigin]), 'blob:'],
    'font-src': ["'self'", ...site, 'data:'],
    'connect-src': ["'self'", ...site, ...unique([apiOrigin])],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The api too: the newsletter's unsubscribe page posts a plain form to it, so leaving
    // works before (or without) the page's script.
    'form-action': ["'self'", ...unique([apiOrigin])],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The policy's origins from the site's runtime config (the body of /mf-remotes.json:
 * `{ remotes: { name: manifestUrl }, siteConfig: { apiBaseUrl } }`); the api defaults to
 * API_URL, else the site's default api (http://localhost:4000).
 * @param {string} runtimeConfigJson
 * @returns {{ remotes: string[], api: string }}
 */
function originsFromRuntimeConfig(runtimeConfigJson) {
  let config = {};
  try {
    config = JSON.parse(runtimeConfigJson) ?? {};
  } catch {
    config = {};
  }
  return {
    // A remote's second origin (MF_<NAME>_FALLBACK_URL) serves the same code: scripts may come from it.
    remotes: [...Object.values(config.remotes ?? {}), ...Object.values(config.fallbacks ?? {})],
    api: config.siteConfig?.apiBaseUrl || process.env.API_URL || 'http://localhost:4000',
  };
}

module.exports = { securityHeaders, originsFromRuntimeConfig, originOf };
