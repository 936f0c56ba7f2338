import { isNetworkError } from '@agency/shared-state';
import { Field, inputClass } from '@agency/ui/field';
import { useMarketingSendContactMutation } from '../../api';
import { useSpamGuard } from '@agency/ui/spam-guard';
import { LeadFormFrame, NameAndEmail } from './lead-form-frame';
import { useLeadForm } from './use-lead-form';
import { messages, required, validateEmail, type FieldErrors } from './validation';

/** The contact form's fixed messages, word for word. */
export const CONTACT_THANKS = "Thank you for reaching out! We'll get back to you soon.";
export const CONTACT_ERROR = 'An error occurred. Please try again.';
export const CONTACT_FAILED = 'Failed to send your message. Please try again.';

type ContactField = 'name' | 'email' | 'message';
const FIELD_ORDER: ContactField[] = ['name', 'email', 'message'];

interface Values {
  name: string;
  email: string;
  message: string;
}

function validate(values: Values): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  const name = required(values.name, messages.nameRequired);
  const email = validateEmail(values.email);
  const message = required(values.message, messages.messageRequired);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (message) errors.message = message;
  return errors;
}

export interface ContactFormProps {
  /** Text the message starts with, e.g. the package the visitor chose. */
  initialMessage?: string;
  submitLabel?: string;
}

/** Name, email and message: validated here, then POST /email/{tenant}/contact. Idle,
 * submitting and result states; on an error everything typed stays for a retry. */
export function ContactForm({
  initialMessage = '',
  submitLabel = 'Send Message',
}: ContactFormProps) {
  const { trap, signals } = useSpamGuard();
  const [send, { isLoading }] = useMarketingSendContactMutation();
  const form = useLeadForm<Values>({
    initialValues: { name: '', email: '', message: initialMessage },
    fieldOrder: FIELD_ORDER,
    validate,
    sending: isLoading,
    send: (values) =>
      send({
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        ...signals(),
      }),
    replyError: (error) => ({ message: isNetworkError(error) ? CONTACT_FAILED : CONTACT_ERROR }),
  });
  const { values, change, fieldOf, textField, requiredControl } = form;

  return (
    <LeadFormFrame
      label="Contact form"
      form={form}
      sending={isLoading}
      thanks={CONTACT_THANKS}
      submitLabel={submitLabel}
      busyLabel="Sending..."
    >
      <NameAndEmail nameLabel="Name" textField={textField} />
      <Field
        {...fieldOf('message')}
        label="Message"
        hint="Tell us about your shop or dealership and what you would like to achieve."
      >
        {(describedBy) => (
          <textarea
            {...requiredControl('message', describedBy)}
            className={inputClass}
            rows={6}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
          />
        )}
      </Field>
      {trap}
    </LeadFormFrame>
  );
}
