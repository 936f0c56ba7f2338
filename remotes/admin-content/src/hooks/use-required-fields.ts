import { useState } from 'react';

/**
 * The text fields of a small form that must each be filled (the Redirects screen's From and
 * To, the Team screen's Username and E-mail): their values, the message under each one left
 * empty, and the form's own message when the api refuses it. `check()` marks every empty field
 * at once and returns the values trimmed, or undefined while one is missing.
 */
export function useRequiredFields<Name extends string>(missing: Record<Name, string>) {
  const names = Object.keys(missing) as Name[];
  const empty = Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>;
  const [values, setValues] = useState(empty);
  type Errors = Partial<Record<Name | 'form', string>>;
  const [errors, setErrors] = useState<Errors>({});
  return {
    values,
    errors,
    /** The onChange of one field. */
    change: (name: Name) => (value: string) =>
      setValues((current) => ({ ...current, [name]: value })),
    check(): Record<Name, string> | undefined {
      const trimmed = Object.fromEntries(
        names.map((name) => [name, values[name].trim()]),
      ) as Record<Name, string>;
      const found = Object.fromEntries(
        names.filter((name) => !trimmed[name]).map((name) => [name, missing[name]]),
      ) as Errors;
      setErrors(found);
      return Object.keys(found).length ? undefined : trimmed;
    },
    /** The api's reason for refusing the form, shown above its button. */
    refuse: (message: string) => setErrors({ form: message } as Errors),
    /** Empties the fields after the form was taken. */
    clear: () => setValues(empty),
  };
}
