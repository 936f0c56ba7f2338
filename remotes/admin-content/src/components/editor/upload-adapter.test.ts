import type { FileLoader } from 'ckeditor5';
import { FakeXhr, nextXhr, withFakeXhr } from '../../test/fake-network';
import { signInAsAdmin } from '../../test/admin-pages';
import { MediaUploadAdapter, mediaUploadUrl } from './upload-adapter';

const UPLOAD_FAILED = 'Failed to upload the image.';

function fakeLoader(file: File | null) {
  return {
    file: Promise.resolve(file),
    uploadTotal: null as number | null,
    uploaded: 0,
  } as unknown as FileLoader & {
    uploadTotal: number | null;
    uploaded: number;
  };
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'chart.png', { type: 'image/png' });

withFakeXhr();
signInAsAdmin();

test('posts the file as multipart field "file" with the tenant header and the bearer token', async () => {
  const file = png();
  const adapter = new MediaUploadAdapter(fakeLoader(file));
  const result = adapter.upload();
  const xhr = await nextXhr(0);

  expect(xhr.method).toBe('POST');
  expect(xhr.url).toBe('http://localhost:4000/api/v1/media/revline/upload');
  expect(mediaUploadUrl()).toBe(xhr.url);
  expect(xhr.headers).toEqual({ 'x-tenant-id': 'revline', Authorization: 'Bearer admin-token' });
  expect(xhr.body).toBeInstanceOf(FormData);
  const body = xhr.body as FormData;
  expect([...body.keys()]).toEqual(['file']);
  expect((body.get('file') as File).name).toBe('chart.png');

  xhr.respond(201, { url: 'http://localhost:4000/media/abc.png' });
  await expect(result).resolves.toEqual({ default: 'http://localhost:4000/media/abc.png' });
});

test('sends no Authorization header without a stored token', async () => {
  localStorage.clear();
  const adapter = new MediaUploadAdapter(fakeLoader(png()));
  void adapter.upload().catch(() => undefined);
  const xhr = await nextXhr(0);
  expect(xhr.headers).toEqual({ 'x-tenant-id': 'revline' });
});

test('reports upload progress to the loader', async () => {
  const loader = fakeLoader(png());
  const adapter = new MediaUploadAdapter(loader);
  const result = adapter.upload();
  const xhr = await nextXhr(0);

  xhr.progress(512, 2048);
  expect(loader.uploadTotal).toBe(2048);
  expect(loader.uploaded).toBe(512);
  xhr.progress(2048, 2048);
  expect(loader.uploaded).toBe(2048);

  xhr.respond(201, { url: 'http://localhost:4000/media/abc.png' });
  await result;
});

test('abort() aborts the request', async () => {
  const adapter = new MediaUploadAdapter(fakeLoader(png()));
  const result = adapter.upload();
  const xhr = await nextXhr(0);
  adapter.abort();
  expect(xhr.aborted).toBe(true);
  await expect(result).rejects.toBe(UPLOAD_FAILED);
});

test.each([
  ['a 500 reply', (xhr: FakeXhr) => xhr.respond(500, { message: 'boom' })],
  ['a 415 reply', (xhr: FakeXhr) => xhr.respond(415, { message: 'Only images and videos' })],
  ['a 201 reply without url', (xhr: FakeXhr) => xhr.respond(201, {})],
  ['a reply that is not JSON', (xhr: FakeXhr) => xhr.respond(200, '<html>')],
  ['a network error', (xhr: FakeXhr) => xhr.networkError()],
])('rejects with the upload failure message on %s', async (_name, play) => {
  const adapter = new MediaUploadAdapter(fakeLoader(png()));
  const result = adapter.upload();
  play(await nextXhr(0));
  await expect(result).rejects.toBe(UPLOAD_FAILED);
});

test('rejects without sending when the loader has no file', async () => {
  const adapter = new MediaUploadAdapter(fakeLoader(null));
  await expect(adapter.upload()).rejects.toBe(UPLOAD_FAILED);
  expect(FakeXhr.sent).toHaveLength(0);
});
