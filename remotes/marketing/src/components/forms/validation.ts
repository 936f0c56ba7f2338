import { isEmail } from '@agency/ui/email';

/** The forms' field rules, each with its message. */
export const messages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  messageRequired: 'Message is required',
  phoneRequired: 'Phone number is required',
  jobRequired: 'Please select a job',
  resumeRequired: 'Resume is required',
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeSize: 'Resume must be 5 MB or smaller',
} as const;

export function validateEmail(value: string): string | undefined {
  if (!value.trim()) return messages.emailRequired;
  if (!isEmail(value)) return messages.emailInvalid;
  return undefined;
}

export function required(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_ACCEPT = [
  ...RESUME_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',');

export function validateResume(file: File | null): string | undefined {
  if (!file) return messages.resumeRequired;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return messages.resumeType;
  if (file.size > RESUME_MAX_BYTES) return messages.resumeSize;
  return undefined;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstInvalid<Field extends string>(
  form: HTMLFormElement | null,
  order: Field[],
  errors: FieldErrors<Field>,
) {
  const first = order.find((field) => errors[field]);
  if (!form || !first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
