import type { ChangeEvent } from 'react';
import { errorMessage, errorStatus, isNetworkError, type JobSlug } from '@agency/shared-state';
import { Field, inputClass, TextField } from '@agency/ui/field';
import { useMarketingSubmitApplicationMutation } from '../../api';
import { useSpamGuard } from '@agency/ui/spam-guard';
import { jobs, isJobSlug } from '../../content/jobs';
import { LeadFormFrame, NameAndEmail } from './lead-form-frame';
import { useLeadForm, type ReplyError } from './use-lead-form';
import {
  messages,
  required,
  RESUME_ACCEPT,
  validateEmail,
  validateResume,
  type FieldErrors,
} from './validation';
import styles from './form.module.css';

export const APPLICATION_THANKS =
  'Thank you for your application! We will review your resume and get back to you soon.';
export const APPLICATION_ERROR = 'An error occurred. Please try again.';
export const APPLICATION_FAILED =
  'Failed to send your application. Please check your connection and try again.';
export const APPLICATION_TOO_MANY =
  'Too many applications have been sent from this connection. Please try again later.';

type ApplicationField = 'name' | 'email' | 'phone' | 'job' | 'resume' | 'coverLetter';
const FIELD_ORDER: ApplicationField[] = ['name', 'email', 'phone', 'job', 'resume', 'coverLetter'];

interface Values {
  name: string;
  email: string;
  phone: string;
  job: string;
  resume: File | null;
  coverLetter: string;
}

function validate(values: Values): FieldErrors<ApplicationField> {
  const found: FieldErrors<ApplicationField> = {
    name: required(values.name, messages.nameRequired),
    email: validateEmail(values.email),
    phone: required(values.phone, messages.phoneRequired),
    job: isJobSlug(values.job) ? undefined : messages.jobRequired,
    resume: validateResume(values.resume),
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, message]) => message),
  ) as FieldErrors<ApplicationField>;
}

/** The server's refusal of a résumé, said in the form's words. */
function replyError(error: unknown): ReplyError<ApplicationField> {
  if (isNetworkError(error)) return { message: APPLICATION_FAILED };
  switch (errorStatus(error)) {
    case 413:
      return { field: 'resume', message: messages.resumeSize };
    case 415:
      // The api says why it refused the file (not a real PDF/DOC/DOCX, macros, scripts...).
      return { field: 'resume', message: errorMessage(error) ?? messages.resumeType };
    case 429:
      return { message: APPLICATION_TOO_MANY };
    default:
      return { message: APPLICATION_ERROR };
  }
}

export interface ApplicationFormProps {
  /** The job chosen by the link that opened the form (?position=). */
  initialJob?: JobSlug;
}

/** Name, email, phone, job, résumé and optional cover letter, sent as multipart to
 * POST /careers/{tenantId}/applications. What was typed (and the file) stays on an error. */
export function ApplicationForm({ initialJob }: ApplicationFormProps) {
  const { trap, signals } = useSpamGuard();
  const [submit, { isLoading }] = useMarketingSubmitApplicationMutation();
  const form = useLeadForm<Values>({
    initialValues: {
      name: '',
      email: '',
      phone: '',
      job: initialJob ?? '',
      resume: null,
      coverLetter: '',
    },
    fieldOrder: FIELD_ORDER,
    validate,
    sending: isLoading,
    send: ({ resume, job, ...values }) => {
      // validate() has required both; the check narrows their types for the request.
      if (!resume || !isJobSlug(job)) throw new Error('An application is sent validated');
      const coverLetter = values.coverLetter.trim();
      return submit({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        job,
        resume,
        ...(coverLetter ? { coverLetter } : {}),
        guard: signals(),
      });
    },
    replyError,
  });
  const { id, values, attempted, change, setFieldError, fieldOf, textField, requiredControl } =
    form;

  function changeResume(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    change('resume', file);
    // A wrong type or size is worth saying at once, before the visitor fills in the rest (once
    // a send was tried, change() checks every field anyway).
    if (!attempted) setFieldError('resume', file ? validateResume(file) : undefined);
  }

  return (
    <LeadFormFrame
      label="Job application form"
      form={form}
      sending={isLoading}
      thanks={APPLICATION_THANKS}
      submitLabel="Submit Application"
      busyLabel="Submitting..."
    >
      <NameAndEmail nameLabel="Full name" textField={textField} />
      <div className={styles.row}>
        <TextField
          {...textField('phone')}
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
        />
        <Field {...fieldOf('job')} label="Position">
          {(describedBy) => (
            <select
              {...requiredControl('job', describedBy)}
              className={inputClass}
              value={values.job}
              onChange={(event) => change('job', event.target.value)}
            >
              <option value="">Select a job</option>
              {jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field {...fieldOf('resume')} label="Resume" hint="PDF, DOC or DOCX, up to 5 MB.">
        {(describedBy) => (
          <input
            {...requiredControl('resume', describedBy)}
            type="file"
            accept={RESUME_ACCEPT}
            className={inputClass}
            onChange={changeResume}
          />
        )}
      </Field>
      <Field
        id={`${id}-cover`}
        label="Cover letter"
        optional
        hint="A few lines about you and why the role interests you."
      >
        {(describedBy) => (
          <textarea
            id={`${id}-cover`}
            name="coverLetter"
            className={inputClass}
            rows={6}
            value={values.coverLetter}
            onChange={(event) => change('coverLetter', event.target.value)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      {trap}
    </LeadFormFrame>
  );
}
