import type { Editor, FileLoader, UploadAdapter, UploadResponse } from 'ckeditor5';
import { messages } from '../../content/messages';
import { uploadMedia, type MediaUpload } from '../../lib/upload-media';

export { mediaUploadUrl } from '../../lib/upload-media';

/**
 * CKEditor's side of an upload: the file goes through `uploadMedia` (lib/upload-media.ts), its
 * progress to the loader. Any failure rejects with the one upload failure message: CKEditor
 * then removes
 * the image placeholder and alerts it.
 */
export class MediaUploadAdapter implements UploadAdapter {
  private pending: MediaUpload | null = null;

  constructor(private readonly loader: FileLoader) {}

  async upload(): Promise<UploadResponse> {
    const file = await this.loader.file;
    if (!file) return Promise.reject(messages.uploadFailed);
    this.pending = uploadMedia(file, (loaded, total) => {
      this.loader.uploadTotal = total;
      this.loader.uploaded = loaded;
    });
    // CKEditor settles an aborted upload itself and ignores this rejection.
    return { default: await this.pending.done };
  }

  abort(): void {
    this.pending?.abort();
  }
}

/** Makes every upload of the editor (images and videos) go through MediaUploadAdapter. */
export function MediaUploadAdapterPlugin(editor: Editor): void {
  editor.plugins.get('FileRepository').createUploadAdapter = (loader) =>
    new MediaUploadAdapter(loader);
}
