import { useId, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, type FieldErrors } from './validation';

/** What a mutation's trigger resolves to (RTK Query's `{ data } | { error }`). */
export type SendResult = { data: unknown } | { error: unknown };

/** The server's refusal in the form's words: on one field, or for the form as a whole. */
export interface ReplyError<Field extends string> {
  field?: Field;
  message: string;
}

/** The props useLeadForm's textField() gives a TextField. */
export interface BoundTextField {
  id: string;
  name: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

export interface LeadFormOptions<Values extends object> {
  initialValues: Values;
  /** The form's fields in the order they stand, for focusing the first one in error. */
  fieldOrder: (keyof Values & string)[];
  validate: (values: Values) => FieldErrors<keyof Values & string>;
  /** Sends values that passed `validate`; the mutation's own loading flag is `sending`. */
  send: (values: Values) => Promise<SendResult>;
  sending: boolean;
  replyError: (error: unknown) => ReplyError<keyof Values & string>;
}

/** The state a lead form (contact, job application) goes through: idle, its fields' errors
 * once a send was tried (following each change from then on, so a fixed field clears at
 * once), sending, then done or an error. On an error everything typed stays for a retry; an
 * error on one field takes the focus there. */
export function useLeadForm<Values extends object>({
  initialValues,
  fieldOrder,
  validate,
  send,
  sending,
  replyError,
}: LeadFormOptions<Values>) {
  type FieldName = keyof Values & string;
  type TextFieldName = {
    [Name in FieldName]: Values[Name] extends string ? Name : never;
  }[FieldName];
  /** Starts the ids of the form's controls, so that two forms on a page never share one. */
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [attempted, setAttempted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  function change<Name extends FieldName>(field: Name, value: Values[Name]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validate(next));
  }

  /** Sets or clears one field's error, e.g. a file checked as soon as it is chosen. */
  function setFieldError(field: FieldName, message: string | undefined) {
    setErrors((current) => {
      const rest = { ...current };
      delete rest[field];
      return message ? { ...rest, [field]: message } : rest;
    });
  }

  /** What ties a Field to one of the form's fields: the id its label points at, and its error. */
  function fieldOf(field: FieldName) {
    return { id: `${id}-${field}`, error: errors[field] };
  }

  /** What ties a TextField to one of the form's text values: fieldOf's id and error, the name
   * it is posted under, its value and its change. */
  function textField<Name extends TextFieldName>(field: Name): BoundTextField {
    return {
      ...fieldOf(field),
      name: field,
      value: values[field] as string,
      onChange: (value) => change(field, value as Values[Name]),
    };
  }

  /** What ties a required control that a Field wraps (select, textarea, file) to one of the
   * form's fields: its id and name, its invalid state, and the Field's hint and error ids. */
  function requiredControl(field: FieldName, describedBy: string | undefined) {
    return {
      id: `${id}-${field}`,
      name: field,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': true,
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    setSubmitError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current, fieldOrder, found);
      return;
    }
    const result = await send(values);
    if ('data' in result) {
      setDone(true);
      return;
    }
    const { field, message } = replyError(result.error);
    if (field) {
      const onField: FieldErrors<FieldName> = { [field]: message } as FieldErrors<FieldName>;
      setErrors(onField);
      focusFirstInvalid(formRef.current, fieldOrder, onField);
    } else {
      setSubmitError(message);
    }
  }

  return {
    id,
    values,
    errors,
    attempted,
    submitError,
    done,
    formRef,
    change,
    setFieldError,
    fieldOf,
    textField,
    requiredControl,
    onSubmit,
  };
}
