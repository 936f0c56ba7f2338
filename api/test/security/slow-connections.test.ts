/**
 * Slow connections once took the api down (one client trickling bytes held every socket). A
 * real server on a random loopback port; an attacker (127.0.0.2) opens more sockets than its
 * cap and trickles bodies and headers; another client (127.0.0.1) is served the whole time, and
 * every slow socket is cut by the request and headers timeouts (set short here; the defaults
 * are in config.ts).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { TENANT, suiteApp } from '../helper';

const t = suiteApp({
  env: {
    REQUEST_TIMEOUT_S: '1.5',
    HEADERS_TIMEOUT_S: '1',
    IDLE_TIMEOUT_S: '10',
    KEEP_ALIVE_TIMEOUT_S: '1',
    MAX_CONNECTIONS_PER_ADDRESS: '20',
    LOG_LEVEL: 'warn',
  },
  resetEachTest: false,
});
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

interface SlowSocket {
  /** The start of what the server answered, if anything. */
  reply: string;
  closedAfterMs: Promise<number>;
  stop(): void;
}

/** A client on `localAddress` that sends `head` and then one more byte every 100 ms, forever. */
function trickle(localAddress: string, head: string, drip: string): SlowSocket {
  const started = Date.now();
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  const result: SlowSocket = {
    reply: '',
    closedAfterMs: new Promise((resolve) =>
      socket.once('close', () => resolve(Date.now() - started)),
    ),
    stop: () => socket.destroy(),
  };
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => (result.reply += chunk.toString('latin1')));
  socket.once('connect', () => socket.write(head));
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(drip);
  }, 100);
  socket.once('close', () => clearInterval(timer));
  return result;
}

it('cuts trickling bodies and headers, caps sockets per address, and serves others meanwhile', async () => {
  const body = `POST /api/v1/newsletters/${TENANT}/subscribe HTTP/1.1\r\nHost: api\r\nx-tenant-id: ${TENANT}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"`;
  const attack = [
    ...Array.from({ length: 50 }, () => trickle('127.0.0.2', body, 'a')),
    // Slowloris: headers that never end, from another address.
    ...Array.from({ length: 5 }, () =>
      trickle('127.0.0.3', `GET /health HTTP/1.1\r\nHost: api\r\n`, 'X'),
    ),
  ];

  // Meanwhile an ordinary client keeps being served, promptly.
  const served: number[] = [];
  const deadline = Date.now() + 2500;
  while (Date.now() < deadline) {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
    served.push(Date.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(served.length).toBeGreaterThan(10);
  expect(Math.max(...served)).toBeLessThan(1000);

  const closedAfter = await Promise.all(attack.map((socket) => socket.closedAfterMs));
  attack.forEach((socket) => socket.stop());
  const bodies = attack.slice(0, 50);
  // 20 accepted per address; the other 30 were refused at once with a 429.
  const refused = bodies.filter((socket) => socket.reply.startsWith('HTTP/1.1 429'));
  expect(refused).toHaveLength(30);
  expect(refused[0]!.reply).toContain('"message":"Too many open connections');
  // The accepted ones were cut by the request timeout (1.5 s, checked every second).
  const accepted = bodies.filter((socket) => !socket.reply.startsWith('HTTP/1.1 429'));
  expect(accepted).toHaveLength(20);
  for (const socket of accepted) expect(socket.reply).toMatch(/^(HTTP\/1\.1 408|$)/);
  // Every slow socket is gone within a few seconds, not held open forever.
  expect(Math.max(...closedAfter)).toBeLessThan(4500);
  expect(Math.min(...closedAfter.slice(50))).toBeGreaterThanOrEqual(900);
});
