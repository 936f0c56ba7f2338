import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';

/** Makes the configuration and the clock available to every plugin and route. */
export default fp<{ config: Config; clock: Clock }>(
  async (app, { config, clock }) => {
    app.decorate('config', config);
    app.decorate('clock', clock);
  },
  { name: 'config' },
);
