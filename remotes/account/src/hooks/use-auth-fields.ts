import { useState, type RefObject } from 'react';

/** The state of an account form's text fields: values, errors (one cleared as its field
 * changes), and the props that tie a TextField to both. `order` is the fields in form order:
 * `check()` sets the errors found and focuses the first field in error. */
export function useAuthFields<Field extends string>(
  initial: Record<Field, string>,
  order: readonly Field[],
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refs] = useState(() => new Map<Field, RefObject<HTMLInputElement | null>>());

  function refOf(field: Field): RefObject<HTMLInputElement | null> {
    let ref = refs.get(field);
    if (!ref) refs.set(field, (ref = { current: null }));
    return ref;
  }

  /** name, value, onChange, error and inputRef of one field's TextField. */
  function bind(field: Field) {
    return {
      name: field,
      value: values[field],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      },
      error: errors[field],
      inputRef: refOf(field),
    };
  }

  /** Shows `found`; false (and the first field in error focused) when there is any. */
  function check(found: Partial<Record<Field, string>>): boolean {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) refOf(first).current?.focus();
    return !first;
  }

  return { values, setValues, setErrors, bind, check };
}
