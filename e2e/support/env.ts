// Ports and settings of the composed site under test. They differ from the development ports
// so a running `npm start` or dev server does not collide with the browser tests.
import path from 'node:path';
import { apps, remoteApps } from '@agency/apps';

// E2E_PORT_OFFSET moves every port at once, so two checkouts on one machine can run their
// browser tests side by side (E2E_PORT_OFFSET=200: shell on 9280, api on 9600).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** An app's test port, from its port in the apps manifest (an app added during a run too). */
export function testPort(appPort: number): number {
  return appPort + 1000 + offset;
}

/** Each app of the apps manifest on its test port (its default + 1000 + the offset: shell
 * 9080, remotes 9081–9084), and the api on 9400 + the offset. */
export const ports: Readonly<Record<string, number>> & { readonly api: number } = {
  ...Object.fromEntries(apps.map((app) => [app.name, testPort(app.port)])),
  api: 9400 + offset,
};

export const siteUrl = `http://localhost:${ports.shell}`;
export const apiOrigin = `http://localhost:${ports.api}`;
export const apiBase = `${apiOrigin}/api/v1`;
export const remoteOrigins: Readonly<Record<string, string>> = Object.fromEntries(
  remoteApps.map((app) => [app.name, `http://localhost:${ports[app.name]}`]),
);

/** The test origin of a remote of the manifest. */
export function remoteOrigin(name: string): string {
  const origin = remoteOrigins[name];
  if (!origin) throw new Error(`${name} is not a remote of the apps manifest`);
  return origin;
}

export const tenantId = 'revline';
export const brandName = 'Revline Digital';
export const root = path.resolve(__dirname, '../..');
export const tmpDir = path.join(root, 'e2e/.tmp');
export const apiDataDir = path.join(tmpDir, 'api-data');
export const outboxDir = path.join(apiDataDir, 'outbox');

/** The SuperAdmin the api creates at start for the browser tests (test-only credentials). */
export const admin = {
  username: 'e2e-admin',
  password: 'E2e-admin-pass-2025!',
  email: 'e2e-admin@revline.test',
};

/**
 * A second SuperAdmin, made by the api's create-admin CLI before the api starts, that only
 * two-factor.spec.ts signs in as: it turns two-factor sign-in on for this account alone, so
 * the other specs keep signing in as `admin` with the password.
 */
export const twoFactorAdmin = {
  username: 'e2e-2fa-admin',
  password: 'E2e-2fa-admin-pass-2025!',
  email: 'e2e-2fa-admin@revline.test',
};

/** Where the render server and the api serve their metrics (loopback, as in production). */
export const metricsPorts = { shell: 9190 + offset, api: 9191 + offset };

/** Extra site origins some specs start themselves (a second shell for failure tests). */
export const extraShellPort = 9180 + offset;
export const extraBlogPort = 9182 + offset;
/** A second extra render server (the rollout spec follows a pointer change on two). */
export const secondExtraShellPort = 9185 + offset;
/** The metrics of an extra render server a spec reads (the forged health reports' one). */
export const extraMetricsPort = 9188 + offset;
/** The S3-protocol server (s3rver) the bucket deploy spec runs, on loopback. */
export const extraS3Port = 9183 + offset;
/** The metrics of the two extra render servers (the watch spec reads what they counted). */
export const extraMetricsPorts = [9186 + offset, 9187 + offset] as const;

/** Environment for the api and the static servers. */
export function serverEnv(): Record<string, string> {
  const siteOrigins = [...apps.map((app) => ports[app.name]), extraShellPort, extraBlogPort]
    .map((port) => `http://localhost:${port}`)
    .join(',');
  return {
    PORT: String(ports.api),
    DATA_DIR: apiDataDir,
    SITE_URL: siteUrl,
    PUBLIC_API_URL: apiOrigin,
    CORS_ORIGINS: siteOrigins,
    TENANT_ID: tenantId,
    BRAND_NAME: brandName,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ADMIN_EMAIL: admin.email,
    // The real gate, with the development exemption for the specs' shared `admin` (it signs in
    // with the password alone); two-factor.spec.ts's own admin is held to it.
    ADMIN_TWO_FACTOR: 'required',
    ADMIN_TWO_FACTOR_EXEMPT: admin.username,
    E2E_2FA_ADMIN_USERNAME: twoFactorAdmin.username,
    E2E_2FA_ADMIN_PASSWORD: twoFactorAdmin.password,
    E2E_2FA_ADMIN_EMAIL: twoFactorAdmin.email,
    CONTACT_TO: 'inbox@revline.test',
    RATE_LIMIT_SCALE: '100',
    // Scheduled posts are looked for every second, so a test schedules one a few seconds ahead.
    SCHEDULED_POSTS_CHECK_MS: '1000',
    LOG_LEVEL: 'warn',
    // Static servers: where the shell finds each remote, and the site config it hands out.
    ...Object.fromEntries(
      apps.map((app) => [`${app.name.toUpperCase()}_PORT`, String(ports[app.name])]),
    ),
    API_URL: apiOrigin,
    SHELL_METRICS_PORT: String(metricsPorts.shell),
    API_METRICS_PORT: String(metricsPorts.api),
  };
}
