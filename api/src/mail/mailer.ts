import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

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
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

let sequence = 0;

/**
 * Without SMTP every message becomes one JSON file in the outbox folder, named so that the
 * names sort by time, and its links are logged on one line each.
 */
export function createOutboxMailer(dir: string, from: string, logger: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const createdAt = new Date();
      sequence = (sequence + 1) % 1_000_000;
      const name = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
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
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          path: a.location,
        })),
        createdAt: createdAt.toISOString(),
      };
      await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
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
 * Real email over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). Timeouts are
 * short enough that a hung server fails the attempt (and the queue retries) well within the
 * queue's lease.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
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
      });
    },
    close() {
      transport.close();
    },
  };
}
