import type { Editor, FileLoader, UploadAdapter, UploadResponse } from 'ckeditor5';
import { apiUrl, getSiteConfig, readToken, tenantPath } from 'shared-state';
import { messages } from '../../content/messages';

/** POST /media/{tenantId}/upload (spec section 7). */
export function mediaUploadUrl(): string {
  return apiUrl(`/media/${tenantPath()}/upload`);
}

/**
 * Sends one file the way the api expects (multipart field `file`, tenant header, bearer token)
 * over XHR, because fetch reports no upload progress. Any failure rejects with the spec's
 * string: CKEditor then removes the image placeholder and alerts it.
 */
export class MediaUploadAdapter implements UploadAdapter {
  private xhr: XMLHttpRequest | null = null;

  constructor(private readonly loader: FileLoader) {}

  async upload(): Promise<UploadResponse> {
    const file = await this.loader.file;
    if (!file) return Promise.reject(messages.uploadFailed);
    return new Promise<UploadResponse>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      this.xhr = xhr;
      xhr.open('POST', mediaUploadUrl(), true);
      xhr.responseType = 'json';
      xhr.setRequestHeader('x-tenant-id', getSiteConfig().tenantId);
      const token = readToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

      xhr.addEventListener('error', () => reject(messages.uploadFailed));
      // CKEditor settles an aborted upload itself and ignores this rejection.
      xhr.addEventListener('abort', () => reject(messages.uploadFailed));
      xhr.addEventListener('load', () => {
        const reply: unknown = xhr.response;
        const url = reply && typeof reply === 'object' && 'url' in reply ? reply.url : undefined;
        if (xhr.status >= 200 && xhr.status < 300 && typeof url === 'string' && url)
          resolve({ default: url });
        else reject(messages.uploadFailed);
      });
      xhr.upload.addEventListener('progress', (event) => {
        if (!event.lengthComputable) return;
        this.loader.uploadTotal = event.total;
        this.loader.uploaded = event.loaded;
      });

      const body = new FormData();
      body.append('file', file);
      xhr.send(body);
    });
  }

  abort(): void {
    this.xhr?.abort();
  }
}

/** Makes every upload of the editor (images and videos) go through MediaUploadAdapter. */
export function MediaUploadAdapterPlugin(editor: Editor): void {
  editor.plugins.get('FileRepository').createUploadAdapter = (loader) =>
    new MediaUploadAdapter(loader);
}
