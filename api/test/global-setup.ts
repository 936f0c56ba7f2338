import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';

/**
 * Starting PGlite from scratch runs initdb (several seconds); starting from a dump of a
 * migrated database is much faster. Jest builds that dump once, before the test files.
 */
export function templatePath(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  hash.update(
    fs.readFileSync(
      path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'),
    ),
  );
  return path.join(os.tmpdir(), 'api-pglite-templates', `${hash.digest('hex').slice(0, 16)}.tar`);
}

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const file = templatePath();
  if (fs.existsSync(file)) return;
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.dump!();
  await database.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, file);
}
