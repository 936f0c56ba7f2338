import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import fp from 'fastify-plugin';
import app, { serverOptions, type AppOptions } from './app';
import { systemClock } from './lib/clock';

export type BuildOptions = Omit<AppOptions, 'clock'> & {
  clock?: AppOptions['clock'];
  /** Where the logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/** A ready-to-listen instance: the app plugin registered at the root so its decorators show. */
export async function buildApp({
  logStream,
  clock = systemClock,
  ...options
}: BuildOptions): Promise<FastifyInstance> {
  const server: FastifyHttpOptions<Server> = serverOptions(options.config);
  if (logStream && typeof server.logger === 'object')
    server.logger = { ...server.logger, stream: logStream };
  const instance: FastifyInstance = Fastify(server);
  await instance.register(fp(app, { name: 'app' }), { ...options, clock });
  await instance.ready();
  return instance;
}
