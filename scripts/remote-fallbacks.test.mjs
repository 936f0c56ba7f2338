// MF_<NAME>_FALLBACK_URL: a remote's second origin reaches browsers in the runtime configuration
// (as `fallbacks`, only when set) and the Content-Security-Policy lets scripts come from it.
import { afterEach, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { remotesConfig } = require('./apps.js');
const { originsFromRuntimeConfig, securityHeaders } = require('./security-headers.js');

afterEach(() => {
  delete process.env.MF_BLOG_FALLBACK_URL;
});

it('names no fallback when none is set', () => {
  expect(remotesConfig()).not.toHaveProperty('fallbacks');
});

it("hands browsers the blog's second origin and allows its scripts", () => {
  process.env.MF_BLOG_FALLBACK_URL = 'https://blog-mirror.example/mf-manifest.json';
  const config = remotesConfig();
  expect(config.fallbacks).toEqual({ blog: 'https://blog-mirror.example/mf-manifest.json' });
  const policy = securityHeaders({
    self: 'https://site.example',
    ...originsFromRuntimeConfig(JSON.stringify(config)),
  })['Content-Security-Policy'];
  expect(policy).toMatch(/script-src [^;]*https:\/\/blog-mirror\.example/);
});
