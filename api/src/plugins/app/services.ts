import fp from 'fastify-plugin';
import { createPasswordHasher } from '../../lib/passwords';
import {
  createOutboxMailer,
  createSmtpMailer,
  type MailMessage,
  type Mailer,
} from '../../mail/mailer';
import { createLocalFileStore } from '../../storage/file-store';

/** Password hashing, mail and file storage, chosen from the configuration. */
export default fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const { config } = app;
    app.decorate('passwords', createPasswordHasher(config.scryptLogN));
    const mailer =
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(config.outboxDir, config.mailFrom, app.log));
    app.decorate('mailer', mailer);

    // Mail failures are logged, never turned into a failed request; pending mail finishes before close.
    const pending = new Set<Promise<void>>();
    const send = async (message: MailMessage) => {
      try {
        await mailer.send(message);
      } catch (error) {
        app.log.error({ err: error, mail: { subject: message.subject } }, 'mail could not be sent');
      }
    };
    app.decorate('mail', {
      send,
      sendLater(message: MailMessage | (() => Promise<MailMessage | undefined>)) {
        const compose = typeof message === 'function' ? message : async () => message;
        const promise = compose()
          .then((composed) => composed && send(composed))
          .catch((error: unknown) => app.log.error({ err: error }, 'mail could not be prepared'))
          .finally(() => pending.delete(promise));
        pending.add(promise);
      },
      async flush() {
        await Promise.all([...pending]);
      },
    });
    app.addHook('onClose', async () => {
      await Promise.all([...pending]);
      mailer.close();
    });
    app.decorate('mediaStore', createLocalFileStore(config.mediaDir));
    app.decorate('resumeStore', createLocalFileStore(config.resumeDir));
    app.log.info({ mail: config.smtpUrl ? 'smtp' : `outbox ${config.outboxDir}` }, 'mail ready');
  },
  { name: 'services', dependencies: ['config'] },
);
