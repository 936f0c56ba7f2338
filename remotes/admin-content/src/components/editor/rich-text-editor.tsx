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

export interface RichTextEditorProps {
  /** The body when the editor opens; later changes come back through onChange only. */
  initialData: string;
  /** Accessible name of the editing area. */
  label: string;
  disabled?: boolean;
  onChange(data: string): void;
  onUploadChange(state: UploadState): void;
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
}: RichTextEditorProps) {
  const config = useMemo(() => createEditorConfig(label), [label]);
  // The editor keeps its own state; the first value is all it needs.
  const initial = useRef(initialData);
  const callbacks = useRef({ onChange, onUploadChange });
  callbacks.current = { onChange, onUploadChange };

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
        }}
        onChange={(_event, editor) => callbacks.current.onChange(editor.getData())}
      />
    </div>
  );
}
