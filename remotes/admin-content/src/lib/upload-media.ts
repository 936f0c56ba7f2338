import { apiUrl, getSiteConfig, readToken, tenantPath } from '@agency/shared-state';
import { messages } from '../content/messages';

/** POST /media/{tenantId}/upload: one file, with its upload progress. */
export function mediaUploadUrl(): string {
  return apiUrl(`/media/${tenantPath()}/upload`);
}

/** An upload under way: its outcome (the file's URL) and a way to stop it. */
export interface MediaUpload {
  done: Promise<string>;
  abort(): void;
}

/**
 * Sends one file the way the api expects (multipart field `file`, tenant header, bearer token)
 * over XHR, because fetch reports no upload progress. Any failure rejects with the one message
 * 'Failed to upload the image.'.
 */
export function uploadMedia(
  file: File,
  onProgress?: (loaded: number, total: number) => void,
): MediaUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    xhr.open('POST', mediaUploadUrl(), true);
    xhr.responseType = 'json';
    xhr.setRequestHeader('x-tenant-id', getSiteConfig().tenantId);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.addEventListener('error', () => reject(messages.uploadFailed));
    xhr.addEventListener('abort', () => reject(messages.uploadFailed));
    xhr.addEventListener('load', () => {
      const reply: unknown = xhr.response;
      const url = reply && typeof reply === 'object' && 'url' in reply ? reply.url : undefined;
      if (xhr.status >= 200 && xhr.status < 300 && typeof url === 'string' && url) resolve(url);
      else reject(messages.uploadFailed);
    });
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });

    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
