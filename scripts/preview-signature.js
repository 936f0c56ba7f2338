// A preview of one remote's version, signed: what the preview command prints as a link and what
// every render server checks before it gives one browser a version other than the live one
// (docs/deploying.md, "Preview"). CommonJS so both the .mjs scripts and the render server's
// TypeScript can require it, as security-headers.js.
const { createHmac, timingSafeEqual } = require('node:crypto');

/** The path a preview link opens on the site, and the one that leaves a preview. */
const PREVIEW_PATH = '/_preview';
const LEAVE_PATH = '/_preview/leave';

/** The secret `npm start` gives its render server when PREVIEW_SECRET is not set, and the preview
 * command takes for a site on this machine: previews work locally without set-up. Never for a
 * site on the network (the command refuses it there). */
const DEVELOPMENT_PREVIEW_SECRET = 'development-only-preview-secret';

/** A version id as the deploy targets write them (scripts/deploy-targets.mjs): letters, digits,
 * dots, dashes and underscores only, so it can stand in a cookie and a URL as it is. */
const VERSION_ID = /^[A-Za-z0-9._-]{1,64}$/;
const REMOTE_NAME = /^[A-Za-z0-9_]{1,64}$/;

/** A development preview's version: `dev:<origin>`, the origin of a remote's dev server
 * (scripts/dev-remote.mjs) instead of a recorded build. Only an http(s) origin, nothing after it. */
const DEV_PREFIX = 'dev:';
const DEV_ORIGIN =
  /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:]+\](:\d{1,5})?$/;

/** The dev server's origin a preview value names, or undefined when it names a build. */
function devOriginOf(version) {
  if (typeof version !== 'string' || !version.startsWith(DEV_PREFIX)) return undefined;
  const origin = version.slice(DEV_PREFIX.length);
  return DEV_ORIGIN.test(origin) ? origin : undefined;
}

/** A version a preview may name: a recorded build's id, or a dev server's `dev:<origin>`. */
function isPreviewVersion(version) {
  return VERSION_ID.test(version) || devOriginOf(version) !== undefined;
}

/** The one cookie of a previewed remote; several remotes previewed are several cookies. */
function previewCookieName(remote) {
  return `mf_preview_${remote}`;
}

/** HMAC-SHA256 over the remote, the version and the expiry (seconds since 1970), base64url. */
function previewSignature(secret, remote, version, exp) {
  return createHmac('sha256', secret)
    .update(`mf-preview\n${remote}\n${version}\n${exp}`)
    .digest('base64url');
}

/**
 * The cookie's value (and the link's query, spelled out): `<version>.<exp>.<signature>`.
 * @param {string} secret @param {{ remote: string, version: string, exp: number }} preview
 */
function signPreview(secret, { remote, version, exp }) {
  if (!secret) throw new Error('A preview cannot be signed without PREVIEW_SECRET.');
  if (!REMOTE_NAME.test(remote)) throw new Error(`"${remote}" is not a remote's name.`);
  if (!isPreviewVersion(version)) throw new Error(`"${version}" is not a version id.`);
  return `${version}.${exp}.${previewSignature(secret, remote, version, exp)}`;
}

/**
 * The link that starts a preview on `site`.
 * @param {string} site @param {string} secret
 * @param {{ remote: string, version: string, exp: number }} preview
 */
function previewLink(site, secret, preview) {
  const signed = signPreview(secret, preview);
  const url = new URL(PREVIEW_PATH, site);
  url.searchParams.set('remote', preview.remote);
  url.searchParams.set('version', preview.version);
  url.searchParams.set('exp', String(preview.exp));
  url.searchParams.set('sig', signed.slice(signed.lastIndexOf('.') + 1));
  return url.href;
}

/**
 * Checks a signed preview of `remote`: `{ ok: true, version, exp }`, or `{ ok: false, reason }`
 * with reason `expired` (signed by the secret, past its time) or `invalid` (anything else: a
 * forged or altered value, another secret, another remote).
 * @param {string} secret @param {string} remote @param {string} value @param {number} nowSeconds
 */
function verifyPreview(secret, remote, value, nowSeconds) {
  const parts = typeof value === 'string' ? value.split('.') : [];
  if (!secret || parts.length < 3) return { ok: false, reason: 'invalid' };
  const signature = parts.pop();
  const expText = parts.pop();
  const version = parts.join('.');
  const exp = Number(expText);
  if (!isPreviewVersion(version) || !/^\d{1,12}$/.test(expText) || !REMOTE_NAME.test(remote))
    return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(previewSignature(secret, remote, version, exp));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, version, exp };
}

/** Whether a site's address is on this machine (localhost, 127.0.0.1): `npm start`'s. */
function isLocalSite(site) {
  return /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(site);
}

/** The key to sign a link to `site` with: PREVIEW_SECRET when given, else the development
 * secret for a site on this machine, else '' (the commands then refuse and say why). */
function previewKeyFor(site, secret) {
  return secret || (isLocalSite(site) ? DEVELOPMENT_PREVIEW_SECRET : '');
}

module.exports = {
  isLocalSite,
  previewKeyFor,
  DEVELOPMENT_PREVIEW_SECRET,
  PREVIEW_PATH,
  LEAVE_PATH,
  VERSION_ID,
  DEV_PREFIX,
  devOriginOf,
  previewCookieName,
  signPreview,
  previewLink,
  verifyPreview,
};
