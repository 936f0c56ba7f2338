import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createSmtpMailer } from '../../src/mail/mailer';
import { PASSWORD, TENANT, call, createTestApp } from '../helper';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{
  url: string;
  received: Received[];
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('SMTP mail', () => {
  it('sends through SMTP_URL with the configured sender', async () => {
    const smtp = await startSmtp();
    const mailer = createSmtpMailer(smtp.url, 'Revline Digital <no-reply@revline.example>');
    try {
      await mailer.send({
        to: 'dana@shop.example',
        subject: 'Hello there',
        text: 'Plain body',
        html: '<p>HTML body</p>',
        replyTo: 'x@y.example',
      });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({
        from: 'no-reply@revline.example',
        to: ['dana@shop.example'],
      });
      expect(smtp.received[0]!.data).toContain('Subject: Hello there');
      expect(smtp.received[0]!.data).toContain('Plain body');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('is used by the app instead of the outbox when SMTP_URL is set', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const res = await call(t.app, 'POST', `/api/v1/users/${TENANT}/register`, {
        body: { username: 'smtpuser', password: PASSWORD, email: 'smtp@example.com' },
      });
      expect(res.statusCode).toBe(200);
      await t.app.mail.flush();
      expect(smtp.received.map((m) => m.to)).toEqual([['smtp@example.com']]);
      // Undo quoted-printable (soft line breaks, encoded "=") before looking for the link.
      const body = smtp.received[0]!.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      expect(body).toMatch(/http:\/\/localhost:8080\/verify\?token=[\w-]{43}&tenantId=revline/);
      expect(fs.existsSync(t.config.outboxDir)).toBe(false);
      // The link is not logged when mail really goes out.
      expect(t.logs.join('')).not.toContain('/verify?token=');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
