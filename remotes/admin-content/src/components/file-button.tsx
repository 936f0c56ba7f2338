import { useRef, type ButtonHTMLAttributes } from 'react';

interface FileButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'type'
> {
  /** The types the chooser offers. */
  accept: string;
  /** A file is on its way: the button keeps its focus but opens nothing. */
  busy: boolean;
  /** Takes the chosen file; the chooser is cleared afterwards, so the same file can be chosen
   * again. */
  onFile(file: File): Promise<unknown>;
}

/** A button that opens the file chooser. The file input itself is hidden and out of the tab
 * order: the button is the one control people reach. */
export function FileButton({ accept, busy, onFile, children, ...button }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const take = async (file: File | undefined) => {
    if (!file) return;
    await onFile(file);
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void take(event.target.files?.[0])}
      />
      <button
        type="button"
        {...button}
        onClick={() => {
          if (!busy) input.current?.click();
        }}
      >
        {children}
      </button>
    </>
  );
}
