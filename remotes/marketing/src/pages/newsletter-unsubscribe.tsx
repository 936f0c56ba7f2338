import { useState, type FormEvent } from 'react';
import { Link, getSiteConfig, paths, useSearchParams } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { SubmitButton } from '@agency/ui/submit-button';
import {
  oneClickUnsubscribeUrl,
  useMarketingNewsletterUnsubscribeMutation,
  type NewsletterUnsubscribeReply,
} from '../api';
import { NewsletterLinkPage } from '../components/newsletter-link-page';
import ui from '../components/ui.module.css';

type Outcome = NewsletterUnsubscribeReply['outcome'];
const OUTCOMES: readonly string[] = ['unsubscribed', 'already-unsubscribed', 'invalid'];

export const UNSUBSCRIBE_TEXTS: Record<Outcome, { title: string; lead: string }> = {
  unsubscribed: {
    title: 'You are unsubscribed',
    lead: 'You will receive no more newsletters from us. Changed your mind? Sign up again below.',
  },
  'already-unsubscribed': {
    title: 'You are already unsubscribed',
    lead: 'This address receives no newsletters from us. Changed your mind? Sign up again below.',
  },
  invalid: {
    title: 'This unsubscribe link is not valid',
    lead: 'It may be incomplete. Please use the link in the newest email from us, or contact us and we will take you off the list.',
  },
};
export const UNSUBSCRIBE_FAILED = 'Your request could not be sent. Please try again.';

/**
 * /newsletter/unsubscribe?token=...: the personal link of every newsletter mail. Opening it
 * changes nothing (mail scanners open links); one button does. The button is a plain form
 * posting to the api's one-click address, so it works before and without the page's script
 * (the api sends the browser back here with `?outcome=`); with the script the page posts the
 * same token and shows the outcome in place.
 */
export default function NewsletterUnsubscribePage() {
  const { brandName } = getSiteConfig();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const arrived = searchParams.get('outcome') ?? '';
  const [unsubscribe, { isLoading }] = useMarketingNewsletterUnsubscribeMutation();
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    OUTCOMES.includes(arrived) ? (arrived as Outcome) : token ? undefined : 'invalid',
  );
  const [failed, setFailed] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    const result = await unsubscribe(token);
    if ('data' in result && result.data) setOutcome(result.data.outcome);
    else setFailed(true);
  }

  const text = outcome
    ? UNSUBSCRIBE_TEXTS[outcome]
    : {
        title: 'Unsubscribe from our newsletter',
        lead: `Press the button and this address will receive no more newsletters from ${brandName}.`,
      };

  return (
    <NewsletterLinkPage
      text={text}
      settled={Boolean(outcome)}
      actions={
        outcome === 'invalid' ? (
          <Link className={ui.textLink} to={paths.contact}>
            Contact us
          </Link>
        ) : outcome ? undefined : (
          <form method="post" action={oneClickUnsubscribeUrl(token)} onSubmit={onSubmit}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <input type="hidden" name="source" value="page" />
            <SubmitButton
              className={buttonClass('primary')}
              busy={isLoading}
              busyLabel="Unsubscribing..."
            >
              Unsubscribe
            </SubmitButton>
            {failed && <p role="alert">{UNSUBSCRIBE_FAILED}</p>}
          </form>
        )
      }
      signUpAgain={outcome === 'unsubscribed' || outcome === 'already-unsubscribed'}
    />
  );
}
