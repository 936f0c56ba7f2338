import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TENANT, adminToken, createTestApp } from './helper';
import { multipart } from './multipart';
import { FILES } from './samples';

it('finishes a request in flight when it closes, and refuses new ones', async () => {
  const t = await createTestApp();
  try {
    const token = await adminToken(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const form = multipart({}, [
      {
        name: 'file',
        filename: 'clip.mp4',
        contentType: 'video/mp4',
        data: Buffer.concat([FILES.mp4, Buffer.alloc(256 * 1024)]),
      },
    ]);

    // Send half the upload, close the app, then send the rest.
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: `/api/v1/media/${TENANT}/upload`,
          headers: {
            ...form.headers,
            'content-length': form.payload.length,
            'x-tenant-id': TENANT,
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write(form.payload.subarray(0, form.payload.length / 2));
      setTimeout(() => {
        const closing = t.app.close();
        setTimeout(() => {
          request.end(form.payload.subarray(form.payload.length / 2));
          void closing;
        }, 200);
      }, 200);
    });
    const result = await reply;
    expect(result.status).toBe(201);
    expect(JSON.parse(result.body).url).toMatch(/\/media\/.+\.mp4$/);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  } finally {
    await t.close().catch(() => undefined);
  }
});
