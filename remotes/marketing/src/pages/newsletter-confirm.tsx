import { Link, paths, useSearchParams } from '@agency/shared-state';
import { useMarketingNewsletterConfirmQuery, type NewsletterConfirmReply } from '../api';
import { NewsletterLinkPage } from '../components/newsletter-link-page';
import ui from '../components/ui.module.css';

type Shown = NewsletterConfirmReply['outcome'] | 'pending' | 'failed';

export const CONFIRM_TEXTS: Record<Shown, { title: string; lead: string }> = {
  confirmed: {
    title: 'You are subscribed',
    lead: 'Your subscription is confirmed. Our next newsletter will come to your inbox.',
  },
  'already-confirmed': {
    title: 'You are already subscribed',
    lead: 'Your subscription was already confirmed. There is nothing more to do.',
  },
  expired: {
    title: 'This link has expired',
    lead: 'Confirmation links work for 7 days. Sign up again below and we will send you a new one.',
  },
  invalid: {
    title: 'This link is not valid',
    lead: 'It may be incomplete or replaced by a newer one. Sign up again below and we will send you a new link.',
  },
  pending: {
    title: 'Confirming your subscription...',
    lead: 'One moment, please.',
  },
  failed: {
    title: 'We could not confirm your subscription',
    lead: 'Something went wrong on our side. Please open the link from your email again in a few minutes.',
  },
};

/** /newsletter/confirm?token=...: the link of the confirmation mail. The server confirms while
 * it renders the page, which says what happened. */
export default function NewsletterConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { data, isError } = useMarketingNewsletterConfirmQuery(token, { skip: !token });
  const shown: Shown = !token ? 'invalid' : data ? data.outcome : isError ? 'failed' : 'pending';
  const text = CONFIRM_TEXTS[shown];

  return (
    <NewsletterLinkPage
      text={text}
      settled={shown !== 'pending'}
      actions={
        shown === 'confirmed' || shown === 'already-confirmed' ? (
          <Link className={ui.textLink} to={paths.blog}>
            Read the blog meanwhile
          </Link>
        ) : undefined
      }
      signUpAgain={shown === 'expired' || shown === 'invalid'}
    />
  );
}
