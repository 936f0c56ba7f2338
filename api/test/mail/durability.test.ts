import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD, TENANT, createPostgresDatabase } from '../helper';
import { freePort, startServer, waitFor, type Server } from '../support/server-process';
import { startSmtp } from '../support/smtp';

// The real server in a child process: mail acknowledged while SMTP is down survives SIGKILL
// and goes out exactly once after a restart with SMTP up. On the PostgreSQL run the server
// uses a database of its own there; otherwise PGlite in its data folder.

function post(server: Server, url: string, body: unknown) {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': TENANT },
    body: JSON.stringify(body),
  });
}

it('sends mail acknowledged during an SMTP outage exactly once after SIGKILL and restart', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-durable-'));
  const database = process.env.DATABASE_URL ? await createPostgresDatabase() : undefined;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  const servers: Server[] = [];
  try {
    const env = {
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      SEED_POSTS: 'false',
      SCRYPT_LOG_N: '10',
      RATE_LIMIT_SCALE: '100',
      MAIL_POLL_MS: '200',
      MAIL_RETRY_BASE_MS: '200',
      LOG_LEVEL: 'info',
    };
    // Nothing listens on this port: every send fails at once.
    const down = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    servers.push(down);
    const email = 'durable@example.com';
    const registered = await post(down, `/api/v1/users/${TENANT}/register`, {
      username: 'durable',
      password: PASSWORD,
      email,
    });
    expect(registered.status).toBe(200);
    const forgot = await post(down, `/api/v1/users/${TENANT}/forgot-password`, { email });
    expect(forgot.status).toBe(200);

    // Both messages have failed at least once (so they were queued, not lost) ...
    const failedIds = () =>
      new Set(
        down.logs
          .filter((line) => line.msg === 'mail could not be sent; will retry')
          .map((line) => line.mail?.id),
      );
    await waitFor(() => failedIds().size === 2, 'two failed sends');
    // ... then the process dies without any chance to clean up.
    down.process.kill('SIGKILL');
    expect(await down.exited).toBeNull();

    smtp = await startSmtp();
    const { received } = smtp;
    const up = await startServer({ ...env, SMTP_URL: smtp.url });
    servers.push(up);
    await waitFor(() => received.length >= 2, 'both mails');
    // Several more polls: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(received).toHaveLength(2);
    const subjects = received.map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1]).sort();
    expect(subjects).toEqual([
      'Reset your Revline Digital password',
      'Verify your email for Revline Digital',
    ]);
    expect(received.every((mail) => mail.to.join() === email)).toBe(true);

    // The links in them work.
    const token = (kind: string) => {
      const mail = received.find((m) => m.data.includes(kind))!;
      const body = mail.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      return /token=([\w-]{43})/.exec(body)![1]!;
    };
    const verify = await fetch(
      `${up.url}/api/v1/users/${TENANT}/verify-email/${token('/verify?')}`,
      {
        headers: { 'x-tenant-id': TENANT },
      },
    );
    expect(verify.status).toBe(200);
    const reset = await post(
      up,
      `/api/v1/users/${TENANT}/reset-password/${token('/reset-password?')}`,
      {
        password: 'Another-Password-7',
      },
    );
    expect(reset.status).toBe(200);

    up.process.kill('SIGTERM');
    expect(await up.exited).toBe(0);
  } finally {
    for (const server of servers)
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await smtp?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
