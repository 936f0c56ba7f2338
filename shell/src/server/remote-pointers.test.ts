/** @jest-environment node */
import { HttpResponse } from 'msw';
import { serveInTurn } from '@agency/testing';
import { buildOf, isPointerUrl, RemotePointers, type RemoteBuild } from './remote-pointers';

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
