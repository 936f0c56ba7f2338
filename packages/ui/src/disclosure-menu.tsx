import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss, type DismissCause } from './use-dismiss';

export interface DisclosureMenuProps {
  /** What the button shows; its text is the button's accessible name. */
  label: ReactNode;
  className?: string;
  buttonClassName?: string;
  listClassName?: string;
  /** The list's items (`<li>`s); `close` shuts the menu after an item's action. */
  children: (close: () => void) => ReactNode;
}

/** A button that shows and hides a list below it (a disclosure, not an ARIA menu: the items
 * are ordinary links and buttons, reached with Tab). Escape closes it and gives focus back to
 * the button; a press outside closes it and leaves focus where the visitor put it. */
export function DisclosureMenu({
  label,
  className,
  buttonClassName,
  listClassName,
  children,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const dismiss = useCallback((cause: DismissCause) => {
    setOpen(false);
    if (cause === 'escape') button.current?.focus();
  }, []);
  useDismiss(container, open, dismiss);

  return (
    <div className={className} ref={container}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <ul id={listId} className={listClassName}>
          {children(() => setOpen(false))}
        </ul>
      )}
    </div>
  );
}
