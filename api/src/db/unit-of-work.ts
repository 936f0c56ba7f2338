import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

interface Scope {
  trx: Transaction<DB>;
  afterCommit: AfterCommit[];
  /** Committed or rolled back: work started inside it that runs later is on its own. */
  ended: boolean;
}

/** Work for after the commit; it handles its own failures (the transaction has committed). */
export type AfterCommit = () => void | Promise<void>;

export interface UnitOfWork {
  /**
   * The database handle every repository uses. Inside `transaction()` it is that transaction
   * (for code running in the callback, however deep), elsewhere the pool, so repositories
   * written against `app.db` join a transaction without being handed one.
   */
  db: Kysely<DB>;
  /** Runs `fn` in one transaction; nested calls join the outer one. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs `callback` once the current transaction committed (at once outside a transaction);
   * `transaction()` returns once the callbacks are done.
   */
  afterCommit(callback: AfterCommit): void;
}

/**
 * Ambient transactions: a write and the mail it triggers (the outbox row) commit together,
 * without threading a transaction object through every repository call.
 */
export function createUnitOfWork(root: Kysely<DB>): UnitOfWork {
  const storage = new AsyncLocalStorage<Scope>();
  /** The transaction of the code running now, unless it has ended (work deferred from it). */
  const open = () => {
    const scope = storage.getStore();
    return scope && !scope.ended ? scope : undefined;
  };

  const db = new Proxy(root, {
    get(target, property) {
      const scope = open();
      const current: Kysely<DB> = scope?.trx ?? target;
      // Kysely refuses a transaction inside a transaction: there, the callback joins it.
      if (scope && property === 'transaction') {
        return () => ({
          execute: <T>(fn: (trx: Transaction<DB>) => Promise<T>) => fn(scope.trx),
        });
      }
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(current)
        : value;
    },
  });

  return {
    db,
    async transaction(fn) {
      if (open()) return fn();
      const afterCommit: AfterCommit[] = [];
      let scope: Scope | undefined;
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await root.transaction().execute((trx) => {
          scope = { trx, afterCommit, ended: false };
          return storage.run(scope, fn);
        });
      } finally {
        if (scope) scope.ended = true;
      }
      for (const callback of afterCommit) await callback();
      return result;
    },
    afterCommit(callback) {
      const scope = open();
      if (scope) scope.afterCommit.push(callback);
      else void callback();
    },
  };
}
