import type { FastifyBaseLogger } from 'fastify';
import type { Background } from '../jobs/periodic';
import { sql, type Kysely } from 'kysely';
import type { MailQueueConfig } from '../config';
import type { DB } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { FileStore } from '../storage/file-store';
import type { MailMessage, Mailer } from './mailer';

/** An attachment by reference: the file stays in its store until the mail is sent. */
export interface QueuedAttachment {
  store: 'resumes';
  name: string;
  filename: string;
  contentType: string;
}

/**
 * What is written to the outbox table: the message as JSON, attachments by reference, and the
 * tenant it was sent for (a person's look-up and erasure match queued mail of their tenant).
 */
export type QueuedMail = Omit<MailMessage, 'attachments' | 'queuedAt'> & {
  attachments?: QueuedAttachment[];
  tenantId: string;
};

export interface MailQueue extends Background {
  /** Writes the message to the outbox, inside the caller's transaction when there is one. */
  enqueue(message: QueuedMail): Promise<void>;
  /** Writes several messages in one statement (a newsletter batch); returns each one's outbox
   * id by recipient address (the addresses must differ). */
  enqueueMany(messages: QueuedMail[]): Promise<Map<string, string>>;
  /** Sends every message that is due now, and returns when none is left (tests, shutdown). */
  drain(): Promise<void>;
}

export interface MailQueueDeps {
  db: Kysely<DB>;
  clock: Clock;
  config: MailQueueConfig;
  mailer: Mailer;
  stores: Record<QueuedAttachment['store'], FileStore>;
  log: FastifyBaseLogger;
  afterCommit(callback: () => void): void;
  /** Told of each send's outcome (metrics). */
  outcomes?: MailOutcomes | undefined;
}

/** What the queue reports as it works: a message sent, or a send that failed (to be retried,
 * or given up after the last attempt). */
export interface MailOutcomes {
  sent(): void;
  failed(gaveUp: boolean): void;
}

const BATCH = 10;

interface Claimed {
  id: string;
  message: QueuedMail;
  attempts: number;
  queuedAt: Date;
}
const MAX_DELAY_MS = 3_600_000;

/**
 * The durable outbox. A route writes the mail in the transaction of the change it announces;
 * after the commit this instance tries to send it at once, and every instance polls for mail
 * that is due. A message is claimed with a lease (FOR UPDATE SKIP LOCKED, so two instances
 * never claim the same row), deleted once the SMTP server accepted it, and on failure retried
 * after `retryBaseMs`, doubling, up to an hour, `maxAttempts` times in all. A crash between the
 * SMTP server's acceptance and the delete sends that one message again when its lease ends:
 * delivery is at least once, and exactly once whenever the process survives the send.
 */
export function createMailQueue(deps: MailQueueDeps): MailQueue {
  const { db, clock, config, mailer, stores, log, outcomes } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  async function claim(): Promise<Claimed[]> {
    const now = clock.now();
    const result = await sql<{
      id: string;
      message: unknown;
      attempts: number;
      created_at: Date | string;
    }>`
      UPDATE mail_outbox
         SET locked_until = ${later(config.leaseMs)}, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
          WHERE failed_at IS NULL
            AND next_attempt_at <= ${now}
            AND (locked_until IS NULL OR locked_until <= ${now})
          ORDER BY next_attempt_at, id
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED)
      RETURNING id, message, attempts, created_at`.execute(db);
    return result.rows.map((row) => ({
      id: String(row.id),
      attempts: row.attempts,
      queuedAt: new Date(row.created_at),
      message: (typeof row.message === 'string'
        ? JSON.parse(row.message)
        : row.message) as QueuedMail,
    }));
  }

  function resolve({ tenantId: _tenant, ...message }: QueuedMail, queuedAt: Date): MailMessage {
    return {
      ...message,
      queuedAt,
      attachments: (message.attachments ?? []).map((a) => {
        const store = stores[a.store];
        return {
          filename: a.filename,
          contentType: a.contentType,
          location: store.locate(a.name),
          async open() {
            const file = await store.open(a.name);
            if (!file) throw new Error(`The attachment ${a.name} is no longer stored.`);
            return file.stream;
          },
        };
      }),
    };
  }

  async function deliver(row: Claimed) {
    const mail = { id: row.id, subject: row.message.subject, attempt: row.attempts };
    try {
      await mailer.send(resolve(row.message, row.queuedAt));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      outcomes?.failed(row.attempts >= config.maxAttempts);
      if (row.attempts >= config.maxAttempts) {
        await db
          .updateTable('mail_outbox')
          .set({ failed_at: clock.now(), locked_until: null, last_error: reason })
          .where('id', '=', row.id)
          .execute();
        log.error({ err: error, mail }, 'mail could not be sent; giving up');
        return;
      }
      const delay = Math.min(config.retryBaseMs * 2 ** (row.attempts - 1), MAX_DELAY_MS);
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: later(delay), locked_until: null, last_error: reason })
        .where('id', '=', row.id)
        .execute();
      log.warn({ err: error, mail, retryInMs: delay }, 'mail could not be sent; will retry');
      return;
    }
    outcomes?.sent();
    await db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
  }

  async function runUntilEmpty() {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) await deliver(row);
    }
  }

  /** One pass, or one more pass after the current one when it is already running. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runUntilEmpty();
        } catch (error) {
          // The database went away (shutdown, outage): the next poll tries again.
          log.error({ err: error }, 'mail queue pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    async enqueue(message) {
      const now = clock.now();
      await db
        .insertInto('mail_outbox')
        .values({
          message: JSON.stringify(message),
          next_attempt_at: now,
          created_at: now,
        })
        .execute();
      deps.afterCommit(() => {
        if (!stopped) void kick();
      });
    },
    async enqueueMany(messages) {
      if (messages.length === 0) return new Map();
      const now = clock.now();
      const rows = await db
        .insertInto('mail_outbox')
        .values(
          messages.map((message) => ({
            message: JSON.stringify(message),
            next_attempt_at: now,
            created_at: now,
          })),
        )
        .returning(['id', sql<string>`message->>'to'`.as('to')])
        .execute();
      deps.afterCommit(() => {
        if (!stopped) void kick();
      });
      return new Map(rows.map((row) => [row.to, String(row.id)]));
    },
    drain: () => kick(),
    start() {
      stopped = false;
      timer = setInterval(() => void kick(), config.pollMs);
      timer.unref();
      void kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
