import { useId, useState, type FormEvent } from 'react';
import type { NewsletterOutcome } from '@agency/shared-state';
import { useSpamGuard, type SpamSignals } from './spam-guard';
import styles from './newsletter-form.module.css';
import { SubmitButton } from './submit-button';

/** Double opt-in: nothing arrives until the visitor follows the link mailed to them. */
export const NEWSLETTER_THANKS =
  'Thank you for subscribing! Please check your inbox and click the link we sent to confirm your subscription.';
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';
export const NEWSLETTER_ERROR = 'An error occurred. Please try again later.';

const failures: Record<Exclude<NewsletterOutcome, 'subscribed'>, string> = {
  rejected: NEWSLETTER_FAILED,
  unreachable: NEWSLETTER_ERROR,
};

export interface NewsletterFormProps {
  heading: string;
  blurb?: string;
  tone?: 'plain' | 'inverse';
  /** Sends the address (trimmed) with the spam guard's signals and says how it went:
   * @agency/shared-state's useNewsletterSubscribe. */
  onSubscribe: (email: string, guard: SpamSignals) => Promise<NewsletterOutcome>;
}

/** Email signup: idle, submitting, then a thank-you that replaces the form, or an error that
 * keeps what was typed so the visitor can retry. Its label, input, error and button are the
 * field's and the button's looks (newsletter-form.module.css composes them) in a row of their
 * own: the address and its button side by side. */
export function NewsletterForm({
  heading,
  blurb,
  tone = 'plain',
  onSubscribe,
}: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const id = useId();
  const { trap, signals } = useSpamGuard();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSending(true);
    const outcome = await onSubscribe(email.trim(), signals());
    setSending(false);
    if (outcome === 'subscribed') setDone(true);
    else setError(failures[outcome]);
  }

  return (
    <section
      className={`${styles.box} ${tone === 'inverse' ? styles.inverse : ''}`}
      aria-labelledby={`${id}-h`}
    >
      <h2 id={`${id}-h`} className={styles.heading}>
        {heading}
      </h2>
      {blurb && <p className={styles.blurb}>{blurb}</p>}
      {done ? (
        <p role="status" className={styles.thanks}>
          {NEWSLETTER_THANKS}
        </p>
      ) : (
        <form
          // Never a GET: without scripts the address must not end up in a URL.
          method="post"
          className={styles.form}
          onSubmit={onSubmit}
          aria-describedby={error ? `${id}-err` : undefined}
        >
          <label htmlFor={`${id}-email`} className={styles.label}>
            Email address
          </label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            placeholder="you@yourshop.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={sending}
            aria-invalid={error ? true : undefined}
          />
          {trap}
          <SubmitButton className={styles.button} busy={sending} busyLabel="Subscribing...">
            Subscribe
          </SubmitButton>
          {error && (
            <p id={`${id}-err`} role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
