import fs from 'node:fs';
import { createSmtpMailer } from '../../src/mail/mailer';
import { PASSWORD, TENANT, call, createTestApp } from '../helper';
import { startSmtp } from '../support/smtp';

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
