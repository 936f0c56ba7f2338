import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';

/** PGlite from scratch: the migrations before 0016 and entries as they were written then. */
const onPGlite = process.env.DATABASE_URL ? describe.skip : describe;

onPGlite('migration 0016 on a log written before it', () => {
  let database: Database;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes the names and addresses out of the old entries, then closes the table', async () => {
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((name) => name < '0016'))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    database = await openDatabase({});
    await migrate(database, dir);
    await database.scriptTransaction((tx) =>
      tx.exec(`
        INSERT INTO tenants (id, name) VALUES ('revline', 'Revline Digital');
        INSERT INTO audit_log (id, tenant_id, at, actor, action, object_type, object_id, object_label, after)
        VALUES
          ('1', 'revline', now(), 'admin', 'lead.status', 'lead', 'l1', 'contact from dana@shop.example', NULL),
          ('2', 'revline', now(), 'admin', 'lead.status', 'lead', 'l2', 'application from Dana Shop', NULL),
          ('3', 'revline', now(), 'admin', 'comment.state', 'comment', 'c1', 'dana on “Oil”', NULL),
          ('4', 'revline', now(), 'admin', 'leads.export', NULL, NULL, NULL,
           '{"filter": {"kind": "contact", "q": "dana@shop.example"}}'),
          ('5', 'revline', now(), 'admin', 'post.create', 'post', 'p1', 'Brakes from Berlin', NULL);`),
    );
    fs.copyFileSync(
      path.join(MIGRATIONS_DIR, '0016_audit_append_only.sql'),
      path.join(dir, '0016_audit_append_only.sql'),
    );
    expect(await migrate(database, dir)).toEqual(['0016_audit_append_only']);
    const rows = await database.scriptTransaction((tx) =>
      tx.query<{ id: string; object_label: string | null; after: unknown }>(
        'SELECT id, object_label, after FROM audit_log ORDER BY id',
      ),
    );
    expect(rows).toEqual([
      { id: '1', object_label: 'contact from a visitor', after: null },
      { id: '2', object_label: 'application from a visitor', after: null },
      { id: '3', object_label: 'comment on “Oil”', after: null },
      { id: '4', object_label: null, after: { filter: { kind: 'contact' } } },
      { id: '5', object_label: 'Brakes from Berlin', after: null },
    ]);
    await expect(
      database.scriptTransaction((tx) => tx.exec('DELETE FROM audit_log')),
    ).rejects.toThrow('audit log entries are never changed or deleted');
  });
});
