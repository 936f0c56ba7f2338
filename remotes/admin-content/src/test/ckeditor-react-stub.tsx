import { useEffect, useRef, type ChangeEvent } from 'react';

/**
 * Test double for @ckeditor/ckeditor5-react: a textarea named by the editor's root label, so
 * page tests type a body without a real CKEditor. Its FileRepository is `fakeUploads`, which a
 * test drives to show uploads in progress. Applied per test file with jest.mock (never from a
 * __mocks__ folder, which would apply to the editor's own tests too).
 */
type Listener = () => void;

export const fakeUploads = {
  count: 0,
  percent: 0,
  listeners: new Set<Listener>(),
  set(count: number, percent: number) {
    this.count = count;
    this.percent = percent;
    for (const listener of this.listeners) listener();
  },
  reset() {
    this.count = 0;
    this.percent = 0;
    this.listeners.clear();
  },
};

const fakeRepository = {
  get loaders() {
    return {
      length: fakeUploads.count,
      on: (_event: string, listener: Listener) => fakeUploads.listeners.add(listener),
    };
  },
  get uploadedPercent() {
    return fakeUploads.percent;
  },
  on: (_event: string, listener: Listener) => fakeUploads.listeners.add(listener),
};

interface StubProps {
  config: { root?: { label?: string; placeholder?: string } };
  data?: string;
  disabled?: boolean;
  onReady?(editor: unknown): void;
  onChange?(event: unknown, editor: { getData(): string }): void;
}

export function CKEditor({ config, data = '', disabled = false, onReady, onChange }: StubProps) {
  const value = useRef(data);
  const area = useRef<HTMLTextAreaElement>(null);
  const editor = useRef({
    getData: () => value.current,
    plugins: { get: () => fakeRepository },
    // The two insert commands the media library uses, as the HTML CKEditor would add.
    execute(command: string, argument: unknown) {
      const html =
        command === 'insertImage'
          ? `<figure class="image"><img src="${(argument as { source: { src: string }[] }).source[0]?.src ?? ''}"></figure>`
          : command === 'mediaEmbed'
            ? `<figure class="media"><oembed url="${String(argument)}"></oembed></figure>`
            : '';
      value.current += html;
      if (area.current) area.current.value = value.current;
      onChange?.(undefined, editor.current);
    },
    editing: { view: { focus: () => area.current?.focus() } },
  });

  useEffect(() => {
    onReady?.(editor.current);
    // The real component calls onReady once, when the editor is created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <textarea
      ref={area}
      aria-label={config.root?.label}
      placeholder={config.root?.placeholder}
      defaultValue={data}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        value.current = event.target.value;
        onChange?.(event, editor.current);
      }}
    />
  );
}
