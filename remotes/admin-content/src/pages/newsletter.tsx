import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, useDocumentMeta, useSearchParams } from '@agency/shared-state';
import type { NewsletterSend, Post } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { inputClass } from '@agency/ui/field';
import {
  useAdminCancelNewsletterSendMutation,
  useAdminCreateNewsletterSendMutation,
  useAdminGetNewsletterAudienceQuery,
  useAdminGetNewsletterSendsQuery,
  useAdminGetPublishedPostsQuery,
} from '../api';
import { AdminPage } from '../components/admin-page';
import { toneClass, type BadgeTone } from '../components/badge';
import {
  formatWhen,
  newsletterMessages as text,
  ownerTimeZone,
  sendTime,
  stateLabels,
  subscribers,
} from '../content/newsletter';
import common from '../components/common.module.css';
import { LoadFailed } from '../components/list-state';
import styles from './newsletter.module.css';

/** How often the list is read again while a send goes out, or waits for its time. */
const POLL_SENDING_MS = 2_000;
const POLL_SCHEDULED_MS = 30_000;

function pollInterval(sends: NewsletterSend[] | undefined): number {
  if (sends?.some((send) => send.state === 'sending')) return POLL_SENDING_MS;
  if (sends?.some((send) => send.state === 'scheduled')) return POLL_SCHEDULED_MS;
  return 0;
}

/** `<input type="datetime-local">`'s value for a moment, in this browser's time zone. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

interface Plan {
  post: Post;
  /** UTC, or undefined for now. */
  scheduledAt: string | undefined;
  resend: boolean;
}

/**
 * The newsletter screen: pick a published post, see how many confirmed subscribers get it,
 * send it now or at a time (entered and shown in the owner's time zone, sent to the api in
 * UTC) after a confirmation step, and follow each send's counts; a scheduled send can be
 * cancelled until it starts.
 */
export default function NewsletterPage() {
  useDocumentMeta({ title: 'Newsletter', description: 'Send a blog post to the subscribers.' });
  const id = useId();
  const [search] = useSearchParams();
  const posts = useAdminGetPublishedPostsQuery();
  const audience = useAdminGetNewsletterAudienceQuery();
  const [pollMs, setPollMs] = useState(0);
  const sends = useAdminGetNewsletterSendsQuery(undefined, { pollingInterval: pollMs });
  useEffect(() => setPollMs(pollInterval(sends.data)), [sends.data]);
  const [createSend, { isLoading: sending }] = useAdminCreateNewsletterSendMutation();
  const [cancelSend] = useAdminCancelNewsletterSendMutation();

  const [postId, setPostId] = useState(search.get('post') ?? '');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [resend, setResend] = useState(false);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const zone = ownerTimeZone();

  const published = posts.data ?? [];
  const post = published.find((candidate) => candidate._id === postId) ?? published[0];
  const count = audience.data?.subscribers;
  const sentBefore = post
    ? (sends.data ?? []).filter((send) => send.postId === post._id && send.state !== 'cancelled')
    : [];

  useEffect(() => {
    if (plan) confirmHeading.current?.focus();
  }, [plan]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    if (!post) return;
    let scheduledAt: string | undefined;
    if (when === 'later') {
      const chosen = at ? new Date(at) : null;
      if (!chosen || Number.isNaN(chosen.getTime())) return setFormError(text.chooseTime);
      if (chosen.getTime() <= Date.now()) return setFormError(text.pastTime);
      scheduledAt = chosen.toISOString();
    }
    if (sentBefore.length > 0 && !resend) return setFormError(text.confirmResend);
    setFormError(null);
    setPlan({ post, scheduledAt, resend: sentBefore.length > 0 });
  };

  const confirm = async () => {
    if (!plan) return;
    try {
      const created = await createSend({
        postId: plan.post._id,
        ...(plan.scheduledAt ? { scheduledAt: plan.scheduledAt } : {}),
        ...(plan.resend ? { resend: true } : {}),
      }).unwrap();
      setNotice(
        plan.scheduledAt
          ? `“${created.postTitle}” is scheduled for ${formatWhen(created.scheduledAt)}.`
          : `“${created.postTitle}” is being sent to ${subscribers(created.counts.recipients || (count ?? 0))}.`,
      );
      setResend(false);
      setWhen('now');
      setAt('');
    } catch (error) {
      setFormError(errorMessage(error) ?? text.sendFailed);
    }
    setPlan(null);
    formHeading.current?.focus();
  };

  const cancel = async (send: NewsletterSend) => {
    setListError(null);
    try {
      await cancelSend(send.id).unwrap();
      setNotice(`The send of “${send.postTitle}” is cancelled.`);
    } catch (error) {
      setListError(errorMessage(error) ?? text.cancelFailed);
    }
  };

  return (
    <AdminPage title="Newsletter" lead={text.lead} parent>
      <div className={styles.layout}>
        <section aria-labelledby={`${id}-form`} className={styles.card}>
          <h2 id={`${id}-form`} ref={formHeading} tabIndex={-1} className={styles.heading}>
            Send a post
          </h2>
          {posts.isLoading ? (
            <p role="status">{text.loading}</p>
          ) : posts.isError ? (
            <LoadFailed text={text.postsFailed} error={posts.error} onRetry={posts.refetch} />
          ) : !post ? (
            <p>{text.noPosts}</p>
          ) : plan ? (
            <div className={styles.confirm} role="group" aria-labelledby={`${id}-confirm`}>
              <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
                Confirm the send
              </h3>
              <p>
                “{plan.post.title}” goes to {subscribers(count ?? 0)}{' '}
                {plan.scheduledAt ? `on ${formatWhen(plan.scheduledAt)}` : 'now'}.
                {plan.resend ? ' They already received it once.' : ''}
              </p>
              <div className={common.buttons}>
                <button
                  type="button"
                  className={buttonClass('primary')}
                  onClick={confirm}
                  aria-disabled={sending || undefined}
                >
                  {plan.scheduledAt ? 'Schedule the send' : 'Send now'}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  onClick={() => {
                    setPlan(null);
                    formHeading.current?.focus();
                  }}
                >
                  Go back
                </button>
              </div>
            </div>
          ) : (
            <form onSubmit={review} noValidate className={styles.form}>
              <div className={styles.field}>
                <label htmlFor={`${id}-post`}>Post</label>
                <select
                  id={`${id}-post`}
                  className={inputClass}
                  value={post._id}
                  onChange={(event) => {
                    setPostId(event.target.value);
                    setResend(false);
                    setFormError(null);
                  }}
                >
                  {published.map((candidate) => (
                    <option key={candidate._id} value={candidate._id}>
                      {candidate.title}
                    </option>
                  ))}
                </select>
              </div>
              <p className={styles.audience} aria-live="polite">
                {count === undefined
                  ? audience.isError
                    ? 'The number of subscribers could not be read.'
                    : text.loading
                  : count === 0
                    ? text.noSubscribers
                    : `${subscribers(count)} will get it (confirmed addresses only).`}
              </p>
              {sentBefore.length > 0 ? (
                <div className={styles.warning}>
                  <p>
                    This post was already sent on {formatWhen(sentBefore[0]!.scheduledAt)}. Your
                    subscribers would get it a second time.
                  </p>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={resend}
                      onChange={(event) => setResend(event.target.checked)}
                    />{' '}
                    Send it again anyway
                  </label>
                </div>
              ) : null}
              <fieldset className={styles.when}>
                <legend>When</legend>
                <label className={styles.check}>
                  <input
                    type="radio"
                    name={`${id}-when`}
                    checked={when === 'now'}
                    onChange={() => setWhen('now')}
                  />{' '}
                  Now
                </label>
                <label className={styles.check}>
                  <input
                    type="radio"
                    name={`${id}-when`}
                    checked={when === 'later'}
                    onChange={() => {
                      setWhen('later');
                      if (!at) setAt(localInputValue(new Date(Date.now() + 3_600_000)));
                    }}
                  />{' '}
                  At a time I choose
                </label>
                {when === 'later' ? (
                  <div className={styles.field}>
                    <label htmlFor={`${id}-at`}>Date and time</label>
                    <input
                      id={`${id}-at`}
                      type="datetime-local"
                      className={inputClass}
                      value={at}
                      min={localInputValue(new Date())}
                      aria-describedby={`${id}-zone`}
                      onChange={(event) => setAt(event.target.value)}
                    />
                    <p id={`${id}-zone`} className={common.muted}>
                      In your time zone, {zone}.
                    </p>
                  </div>
                ) : null}
              </fieldset>
              {formError ? (
                <p role="alert" className={styles.errorText}>
                  {formError}
                </p>
              ) : null}
              <div className={common.buttons}>
                <button type="submit" className={buttonClass('primary')}>
                  Review the send
                </button>
              </div>
            </form>
          )}
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        </section>

        <section aria-labelledby={`${id}-sends`} className={styles.card}>
          <h2 id={`${id}-sends`} className={styles.heading}>
            Sends
          </h2>
          {listError ? (
            <p role="alert" className={styles.errorText}>
              {listError}
            </p>
          ) : null}
          {sends.isLoading ? (
            <p role="status">{text.loading}</p>
          ) : sends.isError && !sends.data ? (
            <LoadFailed text={text.sendsFailed} error={sends.error} onRetry={sends.refetch} />
          ) : (sends.data ?? []).length === 0 ? (
            <p>{text.noSends}</p>
          ) : (
            <ul aria-label="Sends" className={styles.sends}>
              {(sends.data ?? []).map((send) => (
                <SendItem key={send.id} send={send} onCancel={() => cancel(send)} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </AdminPage>
  );
}

/** A send's state in the colours of the other lists' statuses: going out or waiting, done, set
 * aside. */
const stateTones: Record<NewsletterSend['state'], BadgeTone> = {
  scheduled: 'link',
  sending: 'link',
  sent: 'success',
  cancelled: 'muted',
};

function SendItem({ send, onCancel }: { send: NewsletterSend; onCancel(): void }) {
  const { counts } = send;
  const done = counts.sent + counts.failed + counts.skipped;
  const started = send.state === 'sending' || send.state === 'sent';
  return (
    <li className={styles.send}>
      <div className={styles.sendHead}>
        <h3>{send.postTitle}</h3>
        <span className={`${styles.state} ${toneClass(stateTones[send.state])}`}>
          {stateLabels[send.state]}
        </span>
      </div>
      <p className={common.muted}>{sendTime(send)}</p>
      {started ? (
        <>
          <progress
            className={styles.progress}
            max={Math.max(1, counts.recipients)}
            value={done}
            aria-label={`Progress of “${send.postTitle}”`}
          />
          <p className={styles.counts}>
            Sent {counts.sent} of {counts.recipients} · Pending {counts.pending} · Failed{' '}
            {counts.failed}
            {counts.skipped ? ` · Unsubscribed meanwhile ${counts.skipped}` : ''}
          </p>
        </>
      ) : send.state === 'scheduled' ? (
        <div className={styles.sendActions}>
          <p className={common.muted}>Goes to {subscribers(counts.recipients)} at present.</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={onCancel}
            aria-label={`Cancel the send of “${send.postTitle}”`}
          >
            Cancel send
          </button>
        </div>
      ) : null}
    </li>
  );
}
