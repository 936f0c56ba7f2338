import { buildApp } from './build';
import { loadConfig } from './config';
import { buildMetricsServer } from '@agency/server-kit/metrics-server';
import { startTracing, stopTracing } from '@agency/server-kit/tracing';

/** Starts the API and stops it gracefully: requests in flight finish before the process exits. */
async function start(): Promise<void> {
  const config = loadConfig();
  // Before the app: its database and mailer are traced only if tracing is on when they open.
  await startTracing(process.env, 'agency-api');
  const app = await buildApp({ config });
  const metrics = buildMetricsServer(app.metrics.registry, config.metrics.token);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app
      .close()
      .then(() => metrics.close())
      // The spans of the last requests are exported before the process exits.
      .then(() => stopTracing())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== undefined) {
    const address = await metrics.listen({ port: config.metrics.port, host: config.metrics.host });
    app.log.info({ metrics: `${address}/metrics` }, 'metrics listening');
  }
  app.log.info(
    {
      tenant: config.tenants[0]!.id,
      database: app.database.kind,
      docs: `${config.publicApiUrl}/api/docs`,
    },
    'api ready',
  );
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
