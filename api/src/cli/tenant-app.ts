import type { FastifyInstance } from 'fastify';
import { buildApp } from '../build';
import { loadConfig } from '../config';

/**
 * Runs `work` on the configured database for one tenant (`tenantArg`, or the first configured),
 * with an app that makes no admin from the environment and seeds no posts. Answers false, with
 * the message printed and the exit code set, when the tenant is unknown.
 */
export async function withTenantApp(
  tenantArg: string | undefined,
  work: (app: FastifyInstance, tenantId: string) => Promise<void>,
): Promise<boolean> {
  const config = { ...loadConfig(), admin: undefined, seedPosts: false, logLevel: 'warn' };
  const tenant = tenantArg ?? config.tenants[0]!.id;
  if (!config.tenants.some((t) => t.id === tenant)) {
    console.error(
      `Unknown tenant "${tenant}". Configured: ${config.tenants.map((t) => t.id).join(', ')}.`,
    );
    process.exitCode = 2;
    return false;
  }
  const app = await buildApp({ config });
  try {
    await work(app, tenant);
  } finally {
    await app.close();
  }
  return true;
}
