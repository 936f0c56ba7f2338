/** @jest-environment node */
import { HttpResponse } from 'msw';
import { serveInTurn } from '@agency/testing';
import {
  buildOf,
  isPointerUrl,
  RemotePointers,
  siblingPointerOf,
  type RemoteBuild,
} from './remote-pointers';

const POINTER = 'https://bucket.example.com/remotes/blog/current.json';

function servePointer(answers: (string | number)[]) {
  serveInTurn(POINTER, answers, (answer) =>
    typeof answer === 'number'
      ? new HttpResponse('down', { status: answer })
      : HttpResponse.json({ version: answer, history: [] }),
  );
}

describe('isPointerUrl and buildOf', () => {
  it("tells a deploy target's pointer from a manifest, and finds the named build beside it", () => {
    expect(isPointerUrl(POINTER)).toBe(true);
    expect(isPointerUrl('https://blog.example.com/mf-manifest.json')).toBe(false);
    expect(isPointerUrl('not a url')).toBe(false);
    expect(buildOf(POINTER, 'abc123')).toEqual({
      version: 'abc123',
      manifest: 'https://bucket.example.com/remotes/blog/versions/abc123/mf-manifest.json',
      serverEntry: 'https://bucket.example.com/remotes/blog/versions/abc123/server/remoteEntry.js',
    });
  });
});

describe('RemotePointers', () => {
  it('reports the build first read and each switch after, and says once that a pointer is not answering', async () => {
    servePointer(['v1', 'v1', 503, 503, 'v2', 'v1']);
    const seen: RemoteBuild[] = [];
    const logs: string[] = [];
    const pointers = new RemotePointers(
      { blog: POINTER },
      { onChange: (_name, build) => seen.push(build), log: (message) => logs.push(message) },
    );
    for (let read = 0; read < 6; read += 1) await pointers.check();
    expect(seen.map((build) => build.version)).toEqual(['v1', 'v2', 'v1']);
    expect(seen[1]!.manifest).toBe(
      'https://bucket.example.com/remotes/blog/versions/v2/mf-manifest.json',
    );
    expect(logs).toEqual([
      "The blog remote's pointer could not be read",
      "The blog remote's pointer is read again",
    ]);
  });

  it('has read every pointer when start resolves, so the first page already uses the live build', async () => {
    servePointer(['v7']);
    const seen: string[] = [];
    const pointers = new RemotePointers(
      { blog: POINTER },
      { intervalMs: 60_000, onChange: (name, build) => seen.push(`${name}@${build.version}`) },
    );
    await pointers.start();
    expect(seen).toEqual(['blog@v7']);
    await pointers.stop();
  });
});

describe('a pointer with a rollout', () => {
  const rollout = { version: 'v2', percent: 10, since: '2026-11-28T10:00:00.000Z', previous: 'v1' };

  it('reports the rollout with the live build, and its end', async () => {
    serveInTurn(POINTER, [{ rollout }, {}, { rollout: { ...rollout, percent: 100 } }], (extra) =>
      HttpResponse.json({ version: 'v1', history: [], ...extra }),
    );
    const states: unknown[] = [];
    const pointers = new RemotePointers(
      { blog: POINTER },
      { onChange: () => undefined, onState: (_name, state) => states.push(state) },
    );
    for (let read = 0; read < 3; read += 1) await pointers.check();
    // A share of 100 is no rollout (the command makes the version live instead).
    expect(states).toEqual([{ version: 'v1', rollout }, { version: 'v1' }]);
  });

  it("follows a folder origin's pointer beside its manifest; none (404) is no state and no switch", async () => {
    const origin = 'http://blog.test/current.json';
    serveInTurn(origin, [404, 'v1'], (answer) =>
      answer === 404
        ? new HttpResponse(null, { status: 404 })
        : HttpResponse.json({ version: answer, history: [], rollout }),
    );
    const states: unknown[] = [];
    const changes: string[] = [];
    const logs: string[] = [];
    const pointers = new RemotePointers(
      {},
      {
        onChange: (_name, build) => changes.push(build.version),
        onState: (_name, state) => states.push(state),
        log: (message) => logs.push(message),
      },
      { blog: siblingPointerOf('http://blog.test/mf-manifest.json') },
    );
    await pointers.check();
    await pointers.check();
    expect(states).toEqual([undefined, { version: 'v1', rollout }]);
    expect(changes).toEqual(['v1']);
    expect(logs).toEqual([]);
  });
});
