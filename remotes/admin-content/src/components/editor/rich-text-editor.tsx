import { CKEditor } from '@ckeditor/ckeditor5-react';
import { ClassicEditor, FileRepository } from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import { useMemo, useRef } from 'react';
import { createEditorConfig } from './editor-config';
import './rich-text-editor.css';

export interface UploadState {
  active: boolean;
  /** 0-100 over every upload in flight. */
  percent: number;
}

/** What the pane may do to the body from outside the editor (the media library picker). */
export interface EditorHandle {
  /** Inserts an uploaded image, or video as a media embed, where the selection is. */
  insertMedia(media: { url: string; kind: 'image' | 'video' }): void;
}

export interface RichTextEditorProps {
  /** The body when the editor opens; later changes come back through onChange only. */
  initialData: string;
  /** Accessible name of the editing area. */
  label: string;
  disabled?: boolean;
  onChange(data: string): void;
  onUploadChange(state: UploadState): void;
  /** Called once the editor exists, with what the pane may do to it. */
  onEditorReady?(handle: EditorHandle): void;
}

/**
 * The CKEditor 5 body field. This module is the lazy chunk that carries CKEditor's code and CSS:
 * only the editor pane imports it, with React.lazy.
 */
export default function RichTextEditor({
  initialData,
  label,
  disabled = false,
  onChange,
  onUploadChange,
  onEditorReady,
}: RichTextEditorProps) {
  const config = useMemo(() => createEditorConfig(label), [label]);
  // The editor keeps its own state; the first value is all it needs.
  const initial = useRef(initialData);
  const callbacks = useRef({ onChange, onUploadChange, onEditorReady });
  callbacks.current = { onChange, onUploadChange, onEditorReady };

  return (
    <div className="admin-content-editor">
      <CKEditor
        editor={ClassicEditor}
        config={config}
        data={initial.current}
        disabled={disabled}
        onReady={(editor) => {
          const repository = editor.plugins.get(FileRepository);
          const report = () =>
            callbacks.current.onUploadChange({
              active: repository.loaders.length > 0,
              percent: Math.round(repository.uploadedPercent),
            });
          repository.on('change:uploadedPercent', report);
          repository.loaders.on('change', report);
          callbacks.current.onEditorReady?.({
            insertMedia({ url, kind }) {
              if (kind === 'video') editor.execute('mediaEmbed', url);
              else editor.execute('insertImage', { source: [{ src: url, alt: '' }] });
              editor.editing.view.focus();
            },
          });
        }}
        onChange={(_event, editor) => callbacks.current.onChange(editor.getData())}
      />
    </div>
  );
}
