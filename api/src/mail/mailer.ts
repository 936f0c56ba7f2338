import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { withSpan } from '@agency/server-kit/tracing';

/** A stored file sent along (a résumé): read from its store only when the mail goes out. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** A path or an s3:// URL, for the development outbox and logs. */
  location: string;
  open(): Promise<Readable>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links a developer follows from the outbox (verification, reset). */
  links?: string[];
  attachments?: MailAttachment[];
  replyTo?: string;
  /** Extra header fields (List-Unsubscribe on newsletter mail). */
  headers?: Record<string, string>;
  /**
   * The Message-ID (without angle brackets), the same on every attempt, for mail that may be
   * retried after a crash (newsletter issues): the outbox folder keeps one file per id, and
   * receivers drop a second copy of an id they have seen. Unset: the transport makes one.
   */
  messageId?: string;
  /** When the message was queued (set by the queue): the outbox file of a `messageId` is
   * named after it, so that every attempt names the same file. */
  queuedAt?: Date;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

let sequence = 0;

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Writes the file under `file` unless a file of that name exists, never leaving half a file
 * there: the text goes to a folder beside the outbox first and is then linked in, which fails
 * when the name is taken. False when it was taken (the message was delivered before).
 */
async function writeOnce(dir: string, file: string, text: string): Promise<boolean> {
  const partial = path.join(path.dirname(dir), `.${path.basename(dir)}-partial`);
  await fs.mkdir(partial, { recursive: true });
  const temporary = path.join(partial, `${path.basename(file)}.${randomBytes(4).toString('hex')}`);
  await fs.writeFile(temporary, text, { mode: 0o600 });
  try {
    await fs.link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

/**
 * Without SMTP every message becomes one JSON file in the outbox folder, named so that the
 * names sort by time, and its links are logged on one line each. A message with a
 * `messageId` is written at most once: its file is named after the id and the time it was
 * queued, so a retry after a crash finds the file and writes no second one.
 */
export function createOutboxMailer(dir: string, from: string, logger: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const createdAt = new Date();
      sequence = (sequence + 1) % 1_000_000;
      const name = message.messageId
        ? `${stamp(message.queuedAt ?? createdAt)}-${createHash('sha256').update(message.messageId).digest('hex').slice(0, 24)}.json`
        : `${stamp(createdAt)}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
      const file = path.join(dir, name);
      const record = {
        from,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: message.links ?? [],
        headers: message.headers ?? {},
        ...(message.messageId ? { messageId: message.messageId } : {}),
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          path: a.location,
        })),
        createdAt: createdAt.toISOString(),
      };
      const text = `${JSON.stringify(record, null, 2)}\n`;
      if (!message.messageId) await fs.writeFile(file, text, { mode: 0o600 });
      else if (!(await writeOnce(dir, file, text))) {
        logger.info(
          { mail: { to: message.to, messageId: message.messageId, file } },
          'mail already in the outbox',
        );
        return;
      }
      logger.info(
        { mail: { to: message.to, subject: message.subject, file } },
        'mail written to the outbox',
      );
      for (const link of message.links ?? []) {
        // Outbox mode is for development only: the link is what the developer clicks.
        logger.info(`outbox link for ${message.to}: ${link}`);
      }
    },
    close() {},
  };
}

/**
 * Real email over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465), over one
 * pooled connection (nodemailer reconnects after 100 messages or when it drops). Timeouts are
 * short enough that a hung server fails the attempt (and the queue retries) well within the
 * queue's lease.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // One connection kept open and reused: a connection per message costs about 115 ms even
    // on loopback (measured), which a newsletter to thousands pays thousands of times.
    pool: true,
    maxConnections: 1,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      const attachments = await Promise.all(
        (message.attachments ?? []).map(async (a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: await a.open(),
        })),
      );
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: `<${message.messageId}>` } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Each send as a client span (how long the mail server or the outbox took), under the span
 * current when it was sent: the queue's, or the request's that kicked it. No address or subject
 * is recorded.
 */
export function tracedMailer(mailer: Mailer, transport: string): Mailer {
  return {
    send: (message) =>
      withSpan(
        'send mail',
        {
          'agency.mail.transport': transport,
          'agency.mail.attachments': message.attachments?.length ?? 0,
        },
        () => mailer.send(message),
        'client',
      ),
    close: () => mailer.close(),
  };
}
