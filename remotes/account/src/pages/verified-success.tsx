import { Link, useDocumentMeta } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { Notice } from '@agency/ui/notice';
import { Drawing } from '@agency/ui/icon';
import { messages } from '../content/messages';
import { useRouteNotice } from '../hooks/use-route-notice';
import styles from './verified-success.module.css';
import { accountPaths } from '../paths';

/** /verified-success: where a successful verification lands. */
export default function VerifiedSuccessPage() {
  const [notice, dismiss] = useRouteNotice();
  useDocumentMeta({
    title: messages.emailVerifiedHeading,
    description: messages.emailVerifiedText,
  });

  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="verified-title">
        <Drawing className={styles.badge} width={64} height={64}>
          <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.14" />
          <circle cx="32" cy="32" r="22" fill="currentColor" />
          <path
            d="M21 33l7.5 7.5L44 25"
            fill="none"
            stroke="var(--color-surface)"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </Drawing>
        <h1 id="verified-title" className={styles.title}>
          {messages.emailVerifiedHeading}
        </h1>
        {notice && (
          <Notice tone={notice.tone} onDismiss={dismiss} className={styles.notice}>
            {notice.text}
          </Notice>
        )}
        <p className={styles.text}>{messages.emailVerifiedText}</p>
        <Link to={accountPaths.login} className={buttonClass('primary')}>
          Go to Login
        </Link>
      </section>
    </div>
  );
}
