import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ADMIN, TENANT, createPostgresDatabase } from '../helper';
import { callApi } from '../support/api-client';
import { startServer, waitFor, type Server } from '../support/server-process';

// A newsletter send to 500 subscribers whose sending instance is killed with SIGKILL halfway,
// finished by a second instance on the same PostgreSQL: two real server processes sharing the
// database and the outbox folder, as two instances behind a load balancer share a database and
// a mail relay. PGlite is one process's database, so this runs on PostgreSQL only.
const onPostgres = Boolean(process.env.DATABASE_URL);
const itShared = onPostgres ? it : it.skip;

const CONFIRMED = 500;
const confirmed = Array.from(
  { length: CONFIRMED },
  (_, i) => `reader${String(i).padStart(3, '0')}@example.com`,
);
const pending = Array.from({ length: 20 }, (_, i) => `pending${i}@example.com`);
const left = Array.from({ length: 20 }, (_, i) => `left${i}@example.com`);
const TITLE = 'Winter tire checklist';

interface OutboxMail {
  to: string;
  subject: string;
  headers: Record<string, string>;
}

/** Newsletter mails in the shared outbox folder, by file. */
function delivered(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMail)
    .filter((mail) => mail.subject === TITLE);
}

const request = <T>(server: Server, method: string, url: string, token?: string, body?: unknown) =>
  callApi<T>(server.url, TENANT, method, url, { token, body });

itShared(
  'every confirmed subscriber gets exactly one mail when the sending instance is killed mid-send',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-newsletter-kill-'));
    const outbox = path.join(dataDir, 'outbox');
    const database = await createPostgresDatabase();
    const servers: Server[] = [];
    try {
      const env = {
        DATA_DIR: dataDir,
        OUTBOX_DIR: outbox,
        DATABASE_URL: database.url,
        SEED_POSTS: 'false',
        SCRYPT_LOG_N: '10',
        RATE_LIMIT_SCALE: '100',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_EMAIL: ADMIN.email,
        // The admin signs in with a password alone (the test is about the send, not sign-in).
        ADMIN_TWO_FACTOR: 'optional',
        MAIL_POLL_MS: '200',
        // A mail claimed by the dead instance is taken over this soon.
        MAIL_LEASE_MS: '1500',
        NEWSLETTER_POLL_MS: '300',
        // Small batches, so the kill lands between batches as well as inside one.
        NEWSLETTER_BATCH_SIZE: '20',
        LOG_LEVEL: 'info',
      };
      const a = await startServer(env);
      servers.push(a);
      const { token } = (
        await request<{ token: string }>(a, 'POST', `/users/${TENANT}/login`, undefined, {
          username: ADMIN.username,
          password: ADMIN.password,
        })
      ).body;
      const post = await request<{ _id: string }>(a, 'POST', `/posts/${TENANT}`, token, {
        title: TITLE,
        content: '<p>Check the tread before the first frost.</p>',
        metaTitle: '',
        metaDescription: '',
        metaKeywords: '',
        status: 'Published',
      });
      expect(post.status).toBe(201);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const rows = [
        ...confirmed.map((email) => [email, 'confirmed']),
        ...pending.map((email) => [email, 'pending']),
        ...left.map((email) => [email, 'unsubscribed']),
      ];
      await client.query(
        `INSERT INTO newsletter_subscribers (tenant_id, email, status, created_at)
         SELECT $1, e, s, now() FROM unnest($2::text[], $3::text[]) AS t (e, s)`,
        [TENANT, rows.map((row) => row[0]), rows.map((row) => row[1])],
      );
      const audience = await request<{ subscribers: number }>(
        a,
        'GET',
        `/newsletters/${TENANT}/audience`,
        token,
      );
      expect(audience.body).toEqual({ subscribers: CONFIRMED });

      const send = await request<{ id: string }>(a, 'POST', `/newsletters/${TENANT}/sends`, token, {
        postId: post.body._id,
      });
      expect(send.status).toBe(201);

      // Halfway through (some mails out, most not), the sending instance dies on the spot.
      await waitFor(
        () => delivered(outbox).length >= 60,
        'the first mails',
        () => a.process.exitCode !== null,
        60_000,
      );
      a.process.kill('SIGKILL');
      expect(await a.exited).toBeNull();
      const atKill = delivered(outbox).length;
      expect(atKill).toBeLessThan(CONFIRMED);
      const state = await client.query<{ pending: string; outbox: string }>(
        `SELECT (SELECT count(*) FROM newsletter_send_recipients WHERE state = 'pending') AS pending,
                (SELECT count(*) FROM mail_outbox) AS outbox`,
      );
      // Work was left: recipients not yet queued, or mails queued and not delivered.
      expect(Number(state.rows[0]!.pending) + Number(state.rows[0]!.outbox)).toBeGreaterThan(0);

      const b = await startServer(env);
      servers.push(b);
      await waitFor(
        () => new Set(delivered(outbox).map((mail) => mail.to)).size === CONFIRMED,
        'every subscriber’s mail',
        () => b.process.exitCode !== null,
        90_000,
      );
      // Past the lease of anything the dead instance had claimed, and several polls: no second copy.
      await new Promise((resolve) => setTimeout(resolve, 3_000));

      const mails = delivered(outbox);
      const to = mails.map((mail) => mail.to).sort();
      expect(to).toEqual(confirmed);
      expect(mails.every((mail) => mail.headers['List-Unsubscribe-Post'])).toBe(true);

      const { token: tokenB } = (
        await request<{ token: string }>(b, 'POST', `/users/${TENANT}/login`, undefined, {
          username: ADMIN.username,
          password: ADMIN.password,
        })
      ).body;
      const final = await request<{ state: string; counts: Record<string, number> }>(
        b,
        'GET',
        `/newsletters/${TENANT}/sends/${send.body.id}`,
        tokenB,
      );
      expect(final.body).toMatchObject({
        state: 'sent',
        counts: { recipients: CONFIRMED, sent: CONFIRMED, pending: 0, failed: 0, skipped: 0 },
      });
      await client.end();
      b.process.kill('SIGTERM');
      expect(await b.exited).toBe(0);
    } finally {
      for (const server of servers)
        if (server.process.exitCode === null) server.process.kill('SIGKILL');
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  180_000,
);
