/** Inputs that hold typed text (not buttons, boxes, files or hidden values). */
const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value a select had as the server sent it. */
function serverValueOf(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** One field's change to hand to React, or null when it holds what the server sent. */
function pendingChange(field: Field): (() => void) | null {
  if (field instanceof HTMLSelectElement) {
    const chosen = field.value;
    if (field.multiple || chosen === serverValueOf(field)) return null;
    // Taken now: a render before its turn sets the options back to the state's value.
    return () => {
      field.value = chosen;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    // The server sends no file, so any chosen file is new. React reads a file input's change
    // event as it comes (no value to compare), and the handler reads `files` from the element.
    if (!field.files?.length) return null;
    return () => field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const ticked = field.checked;
    // A radio left by the visitor's choice of another in its group is handed over by that one.
    if (ticked === field.defaultChecked || (field.type === 'radio' && !ticked)) return null;
    // React keeps the last state it saw through the element's own `checked` setter: give it
    // the other one, then let a click make the change React listens for.
    return () => {
      field.checked = !ticked;
      field.click();
    };
  }
  if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) return null;
  const typed = field.value;
  if (typed === field.defaultValue) return null;
  // The same for text, through `value`: the server's value there, the typed text put back past
  // it, then the input event.
  return () => {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/** Waits for the microtasks queued so far: React renders the update an input event started in
 * a microtask, so the next field's handler sees it. No task runs in between, so nothing the
 * visitor types meanwhile can land between the values taken and the values given. */
const afterReactRenders = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/**
 * What the visitor entered into the server's fields before the page hydrated lives only in the
 * DOM: React's state still holds what the server rendered, submits that, and writes it back
 * over the field on its next render. Each field that differs from what the server sent (text,
 * a select, a box or radio, a chosen file) is handed to its component as if entered now, one
 * field after another, so a form whose handler spreads its last rendered state sees the field
 * before. All in one task: a key pressed while it runs waits for it, and is never lost between
 * a field's value taken and handed over. Fields inside an element matching `except` are left
 * (a part of the page that is kept later, on its own).
 */
export async function adoptFieldValues(root: ParentNode, except?: string): Promise<void> {
  const changes = [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter((field) => !except || !field.closest(except))
    .map(pendingChange)
    .filter((change) => change !== null);
  for (const change of changes) {
    change();
    await afterReactRenders();
  }
}
