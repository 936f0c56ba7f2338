import fp from 'fastify-plugin';
import type { TenantConfig } from '../config';

export interface Tenant {
  id: string;
  name: string;
}

export interface TenantsRepository {
  /** Creates the configured tenants, or renames them when their brand changed. */
  ensure(tenants: TenantConfig[]): Promise<void>;
  /** Known tenants are cached: they only change at start. */
  find(id: string): Tenant | undefined;
  list(): Tenant[];
}

export default fp(
  async (app) => {
    const cache = new Map<string, Tenant>();

    const repository: TenantsRepository = {
      async ensure(tenants) {
        const now = app.clock.now();
        for (const tenant of tenants) {
          await app.db
            .insertInto('tenants')
            .values({ id: tenant.id, name: tenant.name, created_at: now, updated_at: now })
            .onConflict((oc) => oc.column('id').doUpdateSet({ name: tenant.name, updated_at: now }))
            .execute();
        }
        cache.clear();
        for (const row of await app.db.selectFrom('tenants').select(['id', 'name']).execute()) {
          cache.set(row.id, { id: row.id, name: row.name });
        }
      },
      find: (id) => cache.get(id),
      list: () => [...cache.values()],
    };
    app.decorate('tenantsRepository', repository);
  },
  { name: 'tenants-repository', dependencies: ['database'] },
);
