import {
  FileDialogButtonView,
  FileRepository,
  IconImageUpload,
  Notification,
  Plugin,
} from 'ckeditor5';
import { messages } from '../../content/messages';

/**
 * The editor's one media picker, for image and video files only. Images go through
 * CKEditor's image upload (placeholder, progress, removal and alert on failure); a video is
 * uploaded through the same adapter and inserted as a media embed (see video-provider.ts).
 */
export class MediaUpload extends Plugin {
  static get pluginName() {
    return 'MediaUpload' as const;
  }

  static get requires() {
    return [FileRepository, Notification] as const;
  }

  init(): void {
    const editor = this.editor;
    editor.ui.componentFactory.add('uploadMedia', (locale) => {
      const button = new FileDialogButtonView(locale);
      button.set({
        acceptedType: 'image/*,video/*',
        allowMultipleFiles: false,
        label: 'Upload image or video',
        icon: IconImageUpload,
        tooltip: true,
      });
      const command = editor.commands.get('uploadImage');
      if (command) button.bind('isEnabled').to(command);
      button.on('done', (_event, files: FileList) => {
        for (const file of Array.from(files)) this.insertFile(file);
      });
      return button;
    });
  }

  /** Uploads one picked file and inserts it where the selection is. */
  insertFile(file: File): void {
    const editor = this.editor;
    if (file.type.startsWith('image/')) {
      editor.execute('uploadImage', { file: [file] });
      editor.editing.view.focus();
    } else if (file.type.startsWith('video/')) {
      void this.uploadVideo(file);
    }
  }

  private async uploadVideo(file: File): Promise<void> {
    const editor = this.editor;
    const repository = editor.plugins.get(FileRepository);
    const loader = repository.createLoader(file);
    if (!loader) return;
    let url: unknown;
    try {
      url = (await loader.upload()).default;
    } catch (error) {
      // An aborted upload (the editor was closed) is not a failure to report.
      if (loader.status !== 'aborted')
        this.warn(typeof error === 'string' ? error : messages.uploadFailed);
      return;
    } finally {
      repository.destroyLoader(loader);
    }
    if (typeof url !== 'string' || !url) {
      this.warn(messages.uploadFailed);
      return;
    }
    editor.execute('mediaEmbed', url);
    editor.editing.view.focus();
  }

  /** As CKEditor's image upload does: Notification alerts the message unless someone listens. */
  private warn(message: string): void {
    this.editor.plugins
      .get(Notification)
      .showWarning(message, { title: 'Upload failed', namespace: 'upload' });
  }
}
