// What the api's in-process benches (bench:admin-gate, bench:autosave, bench:revisions) share:
// an app of a build's dist/ on a throwaway data folder (PGlite, or DATABASE_URL), no seeded
// posts, its SuperAdmin signed in, and the headers of that session.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const TENANT = 'revline';
export const ADMIN = {
  username: 'admin',
  password: 'Bench-Password-1',
  email: 'admin@bench.example',
};

/**
 * Starts the app of `dist` (the api's build folder). With `twoFactor: 'required'` the session
 * is marked as if its code step had passed (a bench measures its calls, not the sign-in).
 * Returns the app, the session's headers, and `close()` (which removes the data folder).
 * @param {{ dist: string, name: string, databaseUrl?: string, twoFactor?: 'required' | 'optional' }} options
 */
export async function startBenchApp({ dist, name, databaseUrl = '', twoFactor = 'required' }) {
  const { buildApp } = require(path.join(dist, 'build.js'));
  const { loadConfig } = require(path.join(dist, 'config.js'));
  const { hashToken } = require(path.join(dist, 'lib/tokens.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      TENANT_ID: TENANT,
      SEED_POSTS: 'false',
      LOG_LEVEL: 'warn',
      SCRYPT_LOG_N: '10',
      RATE_LIMIT_SCALE: '1000',
      ADMIN_TWO_FACTOR: twoFactor,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    }),
  });
  const close = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const login = await app.inject({
      method: 'POST',
      url: `/api/v1/users/${TENANT}/login`,
      headers: { 'x-tenant-id': TENANT },
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    const { token } = login.json();
    if (!token) throw new Error(`sign-in refused: ${login.body}`);
    if (twoFactor === 'required')
      await app.sessionsRepository.markTwoFactor(TENANT, hashToken(token));
    return { app, headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${token}` }, close };
  } catch (error) {
    await close();
    throw error;
  }
}
