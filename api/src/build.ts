import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import app, { serverOptions, type AppOptions } from './app';
import { systemClock } from './lib/clock';

export type BuildOptions = Omit<AppOptions, 'clock'> & {
  clock?: AppOptions['clock'];
  /** Overrides of the Fastify options (tests send logs to a stream). */
  server?: FastifyServerOptions;
};

/** A ready-to-listen instance: the app plugin registered at the root so its decorators show. */
export async function buildApp({ server, clock = systemClock, ...options }: BuildOptions): Promise<FastifyInstance> {
  const instance: FastifyInstance = Fastify({ ...serverOptions(options.config), ...server });
  await instance.register(fp(app, { name: 'app' }), { ...options, clock });
  await instance.ready();
  return instance;
}
