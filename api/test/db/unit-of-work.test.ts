import { TENANT, suiteApp } from '../helper';

const t = suiteApp();

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work started inside a transaction that runs after it ended', () => {
  it('runs on its own: its queries and its own transaction do not join the ended one', async () => {
    let deferred: Promise<number> | undefined;
    await t.app.transaction(async () => {
      // As `app.mail.sendLater` does from a route whose handler runs in a transaction.
      deferred = later(20).then(() =>
        t.app.transaction(async () => {
          await t.app.inboxRepository.saveContact(TENANT, {
            name: 'Later',
            email: 'later@example.com',
            message: 'After the commit',
          });
          return (await t.app.db.selectFrom('leads').select('id').execute()).length;
        }),
      );
    });
    await expect(deferred).resolves.toBe(1);
  });

  it('runs its after-commit work at once', async () => {
    const ran: string[] = [];
    let deferred: Promise<void> | undefined;
    await t.app.transaction(async () => {
      deferred = later(20).then(() => t.app.afterCommit(() => void ran.push('deferred')));
    });
    await deferred;
    expect(ran).toEqual(['deferred']);
  });
});
