// The servers `npm start` uses, started by a spec on ports of its own: a static server for a
// remote, the render server for the shell (scripts/static-server.mjs).
import path from 'node:path';
import { root } from './env';

export type Closable = { close(): unknown };

export interface AppServers {
  startAppServer(options: {
    app: { name: string };
    root: string;
    port: number;
    env?: Record<string, string>;
  }): Promise<Closable>;
}

/** The start script's server module, loaded as the running site loads it. */
export async function loadAppServers(): Promise<AppServers> {
  return (await import(path.join(root, 'scripts/static-server.mjs'))) as AppServers;
}
