import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { ensureSuperAdmin } from '../../accounts/super-admin';
import { MIGRATION_LOCK } from '../../db/migrate';
import { seedPosts } from '../../seed/seed-posts';

/**
 * Start-up data: the configured tenants, the SuperAdmin from ADMIN_* settings, and on a
 * tenant with no posts at all the sample blog posts (unless SEED_POSTS=false). It runs in
 * one transaction holding the migrations' advisory lock, so instances starting together on
 * one PostgreSQL take turns: the first seeds, the others find the rows there.
 */
export async function bootstrapData(app: Parameters<typeof ensureSuperAdmin>[0]): Promise<void> {
  await app.transaction(async () => {
    if (app.database.kind === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(app.db);
    await bootstrapUnderLock(app);
  });
}

async function bootstrapUnderLock(app: Parameters<typeof ensureSuperAdmin>[0]): Promise<void> {
  const { config } = app;
  await app.tenantsRepository.ensure(config.tenants);
  const primary = config.tenants[0]!;
  if (config.admin) {
    const { outcome } = await ensureSuperAdmin(app, primary.id, config.admin, 'start');
    app.log.info({ username: config.admin.username, tenant: primary.id }, `SuperAdmin ${outcome}`);
  }
  if (config.seedPosts) {
    const seeded = await seedPosts(app, primary.id);
    if (seeded > 0) app.log.info({ tenant: primary.id, posts: seeded }, 'sample blog posts seeded');
  }
}

export default fp(
  async (app) => {
    await bootstrapData(app);
  },
  {
    name: 'bootstrap',
    dependencies: [
      'tenants-repository',
      'users-repository',
      'sessions-repository',
      'user-tokens-repository',
      'audit-repository',
      'posts-repository',
      'services',
    ],
  },
);
