import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../routing/use-hydrated';
import { isNetworkError } from '../api/base-api';
import { newsletterApi } from './newsletter-api';
import styles from './newsletter-form.module.css';

export const NEWSLETTER_THANKS = 'Thank you for subscribing! Watch your inbox for our next issue.';
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';
export const NEWSLETTER_ERROR = 'An error occurred. Please try again later.';

export interface NewsletterFormProps {
  heading: string;
  blurb?: string;
  tone?: 'plain' | 'inverse';
}

/** Email signup: idle, submitting, then a thank-you that replaces the form, or an error that
 * keeps what was typed so the visitor can retry. */
export function NewsletterForm({ heading, blurb, tone = 'plain' }: NewsletterFormProps) {
  const [subscribe, { isLoading }] = newsletterApi.useNewsletterSubscribeMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const id = useId();
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = await subscribe({ email: email.trim() });
    if ('data' in result) {
      setDone(true);
    } else if (isNetworkError(result.error)) {
      console.error('Newsletter subscription failed', result.error);
      setError(NEWSLETTER_ERROR);
    } else {
      setError(NEWSLETTER_FAILED);
    }
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
            disabled={isLoading}
            aria-invalid={error ? true : undefined}
          />
          <button type="submit" className={styles.button} disabled={isLoading || !hydrated}>
            {isLoading ? 'Subscribing...' : 'Subscribe'}
          </button>
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
