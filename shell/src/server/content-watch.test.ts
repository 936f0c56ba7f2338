/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { apiRoute, sentRequests, server, serveInTurn } from '@agency/testing';
import { ContentWatch, notifyPurge } from './content-watch';

const VERSION = apiRoute('/content/:tenant/version');
const url = VERSION;

function serveVersions(answers: (string | number)[]) {
  serveInTurn(VERSION, answers, (answer) =>
    typeof answer === 'number'
      ? HttpResponse.json({ message: 'down' }, { status: answer })
      : HttpResponse.json({ version: answer }),
  );
}

describe('ContentWatch', () => {
  it('calls onChange once per version that moved, never for the first one read', async () => {
    serveVersions(['4', '4', '5', '5', '7']);
    const changes: string[] = [];
    const watch = new ContentWatch({ url, onChange: (v) => changes.push(v) });
    for (let poll = 0; poll < 5; poll += 1) await watch.check();
    expect(changes).toEqual(['5', '7']);
  });

  it('says once that the api is not answering, keeps polling, and sees a change made meanwhile', async () => {
    serveVersions(['1', 503, 503, '2']);
    const changes: string[] = [];
    const logs: string[] = [];
    const watch = new ContentWatch({
      url,
      onChange: (v) => changes.push(v),
      log: (message) => logs.push(message),
    });
    for (let poll = 0; poll < 4; poll += 1) await watch.check();
    expect(logs).toEqual([
      'The content version could not be read: pages are kept for their cache time',
      'The content version is read again',
    ]);
    expect(changes).toEqual(['2']);
  });

  it('polls on its own once started, with the tenant header, until stopped', async () => {
    serveVersions(['1', '2']);
    const changes: string[] = [];
    const watch = new ContentWatch({
      url,
      headers: { 'x-tenant-id': 'revline' },
      intervalMs: 20,
      onChange: (v) => changes.push(v),
    });
    watch.start();
    // A busy machine may delay the timer: wait for the change rather than a fixed time.
    for (let waited = 0; changes.length === 0 && waited < 3000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await watch.stop();
    expect(changes).toEqual(['2']);
    const calls = sentRequests('GET', VERSION);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls[0]!.headers.get('x-tenant-id')).toBe('revline');
    const after = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sentRequests('GET', VERSION)).toHaveLength(after);
  });
});

describe('notifyPurge', () => {
  it('posts the version to the hook, and logs a failing hook instead of throwing', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('http://cdn.test/purge', async ({ request }) => {
        received.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('http://cdn.test/broken', () => new HttpResponse(null, { status: 500 })),
    );
    const logs: string[] = [];
    await notifyPurge('http://cdn.test/purge', '9', (message) => logs.push(message));
    expect(received).toEqual([{ version: '9' }]);
    await notifyPurge('http://cdn.test/broken', '9', (message) => logs.push(message));
    expect(logs).toEqual(['The purge hook failed: the CDN keeps pages for their s-maxage']);
  });
});
