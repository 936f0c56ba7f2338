import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  Kysely,
  PostgresDialect,
  type LogEvent,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import { tracing } from '@agency/server-kit/tracing';
import { querySpans } from './query-spans';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

/** Raw access for what the query builder does not do: multi-statement scripts (migrations). */
export interface ScriptTransaction {
  exec(sql: string): Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
}

/** The connections as the pool sees them now (metrics). */
export interface PoolStats {
  /** Connections open: PGlite has exactly one. */
  total: number;
  /** Connections handed out to a query or transaction. */
  inUse: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  pool(): PoolStats;
  db: Kysely<DB>;
  /** PGlite only: the data folder as a tarball. */
  dump?: () => Promise<Blob>;
  /** Runs `fn` in one transaction on one connection. */
  scriptTransaction<T>(fn: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; when absent PGlite keeps everything in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data folder dump to start from (tests start from a migrated template). */
  pgliteTemplate?: Blob | undefined;
}

/** A span per query when tracing was started before the database was opened (server.ts);
 * otherwise Kysely gets no log and a query pays nothing for it. */
function kyselyLog(): { log?: (event: LogEvent) => void } {
  const spans = tracing();
  return spans ? { log: querySpans(spans) } : {};
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPGlite(options.pgliteDir, options.pgliteTemplate);
}

async function openPGlite(dir: string | undefined, template: Blob | undefined): Promise<Database> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<DB>({ dialect, ...kyselyLog() });
  return {
    kind: 'pglite',
    db,
    pool: () => dialect.stats(),
    dump: async () => (await pglite.dumpDataDir('none')) as Blob,
    scriptTransaction: (fn) =>
      pglite.transaction((tx) =>
        fn({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async <R>(sql: string, params: unknown[] = []) =>
            (await tx.query<R>(sql, params)).rows,
        }),
      ),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** Statements worth preparing: the app's own queries, not transaction control or scripts. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The pool as Kysely sees it, but every query of the app is a named prepared statement: the
 * server parses and plans a query text once per connection and then only binds and runs it
 * (node-postgres keeps the names it prepared on each connection). The app's query texts are a
 * fixed set (values travel as parameters), so the statements per connection stay few.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (text: unknown, parameters?: ReadonlyArray<unknown>) =>
      typeof text === 'string' && PREPARABLE.test(text)
        ? client.query({
            name: `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`,
            text,
            values: [...(parameters ?? [])],
          })
        : client.query(text as string, parameters ? [...parameters] : undefined);
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let facade = wrapped.get(client);
      if (!facade) wrapped.set(client, (facade = wrap(client)));
      return facade;
    },
    end: () => pool.end(),
    // Kysely opens a control connection with these to cancel a running query.
    Client: pg.Client,
    options: pool.options,
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    ...kyselyLog(),
  });
  return {
    kind: 'postgres',
    db,
    pool: () => ({
      total: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    scriptTransaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <R>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      // Kysely's destroy ends the pool.
      await db.destroy();
    },
  };
}
