import { useEffect } from 'react';

/** Inputs that hold typed text (not buttons, boxes, files or hidden values). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

/**
 * Text typed into the server's fields before the page hydrated lives only in the DOM: React's
 * state still holds the value the server rendered, submits that, and writes it back over the
 * text on the field's next render. Each field whose text differs from what the server sent is
 * handed to its component as if typed now: an input event that React's onChange hears.
 */
export function adoptTypedValues(root: ParentNode): void {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  for (const field of fields) {
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React keeps the last value it saw through the element's own `value` setter: give it the
    // server's value there, put the typed text back past it, then announce the change.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Adopts what was typed before hydration, once, as the hydrated layout mounts. */
export function useKeepTypedValues(): void {
  useEffect(() => {
    adoptTypedValues(document);
  }, []);
}
