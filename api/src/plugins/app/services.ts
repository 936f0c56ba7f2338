import fp from 'fastify-plugin';
import { createPasswordHasher } from '../../lib/passwords';
import { tracing } from '@agency/server-kit/tracing';
import { createOutboxMailer, createSmtpMailer, tracedMailer, type Mailer } from '../../mail/mailer';
import { createMailQueue, type QueuedMail } from '../../mail/queue';
import { createLocalFileStore } from '../../storage/file-store';
import { createS3Client, createS3FileStore } from '../../storage/s3-store';

/**
 * Password hashing, file storage (local disk, or S3 when S3_BUCKET is set) and mail: every
 * message goes through the outbox table (mail/queue.ts) and is sent by SMTP or, without
 * SMTP_URL, written to the outbox folder.
 */
export default fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const { config } = app;
    app.decorate('passwords', createPasswordHasher(config.scryptLogN));

    if (config.s3) {
      const client = createS3Client(config.s3);
      app.decorate(
        'mediaStore',
        createS3FileStore(client, config.s3.bucket, config.s3.mediaPrefix),
      );
      app.decorate(
        'resumeStore',
        createS3FileStore(client, config.s3.resumeBucket, config.s3.resumePrefix),
      );
      app.addHook('onClose', async () => client.destroy());
    } else {
      app.decorate('mediaStore', createLocalFileStore(config.mediaDir));
      app.decorate('resumeStore', createLocalFileStore(config.resumeDir));
    }

    const transport = options.mailer ? 'custom' : config.smtpUrl ? 'smtp' : 'outbox';
    const untraced =
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(config.outboxDir, config.mailFrom, app.log));
    const mailer = tracing() ? tracedMailer(untraced, transport) : untraced;
    app.decorate('mailer', mailer);

    // Mail is written to the database with the change it belongs to and sent by the queue;
    // a failed send is retried, never turned into a failed request.
    const queue = createMailQueue({
      db: app.db,
      clock: app.clock,
      config: config.mailQueue,
      mailer,
      stores: { resumes: app.resumeStore },
      log: app.log,
      afterCommit: (callback) => app.afterCommit(callback),
      outcomes: app.metrics.mail,
    });
    // Work deferred past the reply (sendLater); it finishes before close.
    const pending = new Set<Promise<void>>();
    app.decorate('mail', {
      send: (message: QueuedMail) => queue.enqueue(message),
      sendMany: (messages: QueuedMail[]) => queue.enqueueMany(messages),
      sendLater(message: QueuedMail | (() => Promise<QueuedMail | undefined>)) {
        const compose = typeof message === 'function' ? message : async () => message;
        const promise = app
          .transaction(async () => {
            const composed = await compose();
            if (composed) await queue.enqueue(composed);
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'mail could not be queued'))
          .finally(() => pending.delete(promise));
        pending.add(promise);
      },
      async flush() {
        await Promise.all([...pending]);
        await queue.drain();
      },
    });
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => {
      await Promise.all([...pending]);
      await queue.stop();
      mailer.close();
    });
    app.log.info(
      {
        mail: config.smtpUrl ? 'smtp' : `outbox ${config.outboxDir}`,
        storage: config.s3 ? `s3 ${config.s3.bucket}` : 'local',
      },
      'mail and storage ready',
    );
  },
  { name: 'services', dependencies: ['config', 'database', 'metrics'] },
);
