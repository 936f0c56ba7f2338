import { useEffect, type RefObject } from 'react';

/** What closed it: a press outside, or Escape (after which a menu usually gives focus back to
 * the button that opened it, while a press elsewhere leaves focus where the visitor put it). */
export type DismissCause = 'outside' | 'escape';

/** Calls onDismiss on a pointer press outside `ref` or on Escape, while `active`. */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (cause: DismissCause) => void,
): void {
  useEffect(() => {
    if (!active) return;
    function onPointer(event: MouseEvent | TouchEvent) {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss('outside');
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') onDismiss('escape');
    }
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active, onDismiss]);
}
