import type { MailMessage, Mailer } from '../../src/mail/mailer';
import { TENANT, call, suiteApp } from '../helper';

// The outbox queue with a mailer that fails on demand, on the test's clock.
let failing = true;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  async send(message) {
    if (failing) throw new Error('SMTP is down');
    sent.push(message);
  },
  close() {},
};

const t = suiteApp({ env: { MAIL_RETRY_BASE_MS: '60000', MAIL_MAX_ATTEMPTS: '3' }, mailer });
beforeEach(() => {
  sent.length = 0;
  failing = true;
});

const outbox = () => t.app.db.selectFrom('mail_outbox').selectAll().execute();
const contact = () =>
  call(t.app, 'POST', `/api/v1/email/${TENANT}/contact`, {
    body: { name: 'Ana', email: 'ana@example.com', message: 'Hello' },
  });

it('keeps a mail that could not be sent and retries it with backoff', async () => {
  expect((await contact()).statusCode).toBe(200);
  await t.app.mail.flush();
  let [row] = await outbox();
  expect(row).toMatchObject({ attempts: 1, last_error: 'SMTP is down', failed_at: null });
  expect(new Date(row!.next_attempt_at).getTime() - t.clock.now().getTime()).toBeGreaterThan(
    59_000,
  );

  failing = false;
  await t.app.mail.flush();
  expect(sent).toHaveLength(0); // not due yet

  failing = true;
  t.clock.advance(60_000);
  await t.app.mail.flush();
  [row] = await outbox();
  expect(row!.attempts).toBe(2);
  // The second delay doubles.
  expect(new Date(row!.next_attempt_at).getTime() - t.clock.now().getTime()).toBeGreaterThan(
    119_000,
  );

  failing = false;
  t.clock.advance(120_000);
  await t.app.mail.flush();
  expect(sent.map((m) => m.subject)).toEqual(['New contact message from Ana']);
  expect(await outbox()).toEqual([]);
});

it('gives up after MAIL_MAX_ATTEMPTS and keeps the row for an operator', async () => {
  expect((await contact()).statusCode).toBe(200);
  for (let i = 0; i < 4; i += 1) {
    await t.app.mail.flush();
    t.clock.advance(3_600_000);
  }
  const [row] = await outbox();
  expect(row!.attempts).toBe(3);
  expect(row!.failed_at).not.toBeNull();
  failing = false;
  await t.app.mail.flush();
  expect(sent).toHaveLength(0);
});

it('queues a mail only when the change it belongs to commits', async () => {
  await expect(
    t.app.transaction(async () => {
      await t.app.inboxRepository.saveContact(TENANT, {
        name: 'Rolled',
        email: 'rolled@example.com',
        message: 'Back',
      });
      await t.app.mail.send({
        to: 'x@example.com',
        subject: 'Never',
        text: '',
        html: '',
        tenantId: TENANT,
      });
      throw new Error('the write failed');
    }),
  ).rejects.toThrow('the write failed');
  expect(await outbox()).toEqual([]);
  expect(await t.app.db.selectFrom('leads').selectAll().execute()).toEqual([]);
});
