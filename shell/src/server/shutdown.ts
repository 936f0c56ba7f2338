import type { FastifyInstance } from 'fastify';

/** How long renders in flight may take to finish once a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The stop on SIGTERM (or SIGINT): the server stops accepting connections, answers 503 with
 * `Connection: close` to requests on kept-alive ones, lets the renders in flight finish, then
 * exits 0; after the grace period it exits 1 whatever is left. The api stops the same way.
 * Returns the handler to call with the signal's name; a second signal changes nothing.
 */
export function closeGracefully(
  app: FastifyInstance,
  {
    after = async () => undefined,
    exit,
    graceMs = SHUTDOWN_GRACE_MS,
  }: {
    /** Closes what else the process holds (the metrics listener), after the app. */
    after?: () => Promise<unknown>;
    exit: (code: number) => void;
    graceMs?: number;
  },
): (signal: string) => void {
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error(`requests did not finish within ${graceMs} ms; exiting`);
      exit(1);
    }, graceMs);
    timer.unref();
    app
      .close()
      .then(after)
      .then(
        () => {
          clearTimeout(timer);
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(timer);
          app.log.error({ err: error }, 'error while shutting down');
          exit(1);
        },
      );
  };
}
