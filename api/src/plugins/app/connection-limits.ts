import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

const REFUSED = JSON.stringify({
  message: 'Too many open connections from your address. Please try again in a moment.',
});

/** How long a refused connection stays open after its 429, taking what the client still sends. */
const LINGER_MS = 1000;

/**
 * Caps the connections one client address holds at once (MAX_CONNECTIONS_PER_ADDRESS). With
 * the request and headers timeouts this keeps one client that opens hundreds of slow sockets
 * from using up the server's sockets and file descriptors while others wait. A connection
 * over the cap gets a 429 and is closed before any of its bytes are parsed.
 */
export default fp(
  async (app) => {
    const max = app.config.maxConnectionsPerAddress;
    if (max <= 0) return;
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      const count = (open.get(address) ?? 0) + 1;
      if (count > max) {
        socket.on('error', () => undefined);
        socket.end(
          `HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(REFUSED)}\r\nRetry-After: 5\r\nConnection: close\r\n\r\n${REFUSED}`,
        );
        // Closing at once would answer the client's next bytes with a reset, which can discard
        // the 429 before the client has read it; hold the socket a moment, as a lingering close.
        const linger = setTimeout(() => socket.destroy(), LINGER_MS);
        linger.unref();
        socket.once('close', () => clearTimeout(linger));
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  },
  { name: 'connection-limits', dependencies: ['config'] },
);
