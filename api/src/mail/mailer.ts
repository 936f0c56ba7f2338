import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  path: string;
  contentType: string;
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
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          path: a.path,
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

/** Real email over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          path: a.path,
          contentType: a.contentType,
        })),
      });
    },
    close() {
      transport.close();
    },
  };
}
