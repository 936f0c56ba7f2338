import { useId, useState } from 'react';
import { tenantPath } from '@agency/shared-state';
import type { PersonSummary } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { useAdminErasePersonMutation, useAdminLookUpPersonMutation } from '../api';
import { useDownload } from '../hooks/use-download';
import { useConfirmIdentity } from './confirm-identity';
import { personDataMessages as text } from '../content/person-data';
import common from './common.module.css';
import styles from './person-data.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Everything an erasure removes, in the owner's words: one line per kind the site holds. */
export function erasureLines(summary: PersonSummary): string[] {
  const lines: string[] = [];
  if (summary.contactMessages)
    lines.push(plural(summary.contactMessages, 'contact message', 'contact messages'));
  if (summary.applications)
    lines.push(
      `${plural(summary.applications, 'job application', 'job applications')}${summary.resumes ? ` with ${plural(summary.resumes, 'résumé file', 'résumé files')}` : ''}`,
    );
  if (summary.newsletterSignUps || summary.subscription)
    lines.push(
      `the newsletter sign-up${summary.subscription ? ` and subscription (${summary.subscription})` : ''}`,
    );
  if (summary.account)
    lines.push(
      `the account “${summary.account.username}” with its ${plural(summary.comments, 'comment', 'comments')} and ${plural(summary.votes, 'like or dislike', 'likes and dislikes')}`,
    );
  if (summary.queuedMail)
    lines.push(plural(summary.queuedMail, 'mail not yet sent', 'mails not yet sent'));
  return lines;
}

/**
 * A person's data on request, for one address: download everything the site holds about it
 * (one ZIP), or erase it everywhere after a confirmation step that names what will go.
 */
export function PersonData({ email, onErased }: { email: string; onErased?: () => void }) {
  const id = useId();
  const [lookUp, { isLoading: looking }] = useAdminLookUpPersonMutation();
  const [erase, { isLoading: erasing }] = useAdminErasePersonMutation();
  const [pending, setPending] = useState<PersonSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, startDownload, downloadDialog] = useDownload(setError, text.downloadFailed);
  const { confirmFirst, dialog: eraseDialog } = useConfirmIdentity();
  const [done, setDone] = useState('');

  const download = () =>
    startDownload(`/people/${tenantPath()}/export`, text.fileName(email), {}, { email });

  const askToErase = async () => {
    setError(null);
    setDone('');
    try {
      setPending(await lookUp(email).unwrap());
    } catch {
      setError(text.lookUpFailed);
    }
  };

  const confirmErase = async () => {
    setError(null);
    try {
      const erased = await confirmFirst(() => erase(email).unwrap());
      if (!erased) return;
      setPending(null);
      setDone(text.erased(email));
      onErased?.();
    } catch (failure) {
      const message = (failure as { data?: { message?: unknown } }).data?.message;
      setError(typeof message === 'string' ? message : text.eraseFailed);
    }
  };

  const lines = pending ? erasureLines(pending) : [];
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {text.title}
      </h2>
      <p className={common.muted}>{text.intro(email)}</p>
      {pending ? (
        <div role="group" aria-labelledby={`${id}-confirm`} className={styles.confirm}>
          <p id={`${id}-confirm`}>
            <strong>{lines.length ? text.confirmTitle(email) : text.nothingHeld(email)}</strong>
          </p>
          {lines.length ? (
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <p className={common.muted}>{text.cannotUndo}</p>
          <div className={common.buttons}>
            {lines.length ? (
              <button
                type="button"
                className={buttonClass('danger')}
                onClick={() => void confirmErase()}
                aria-disabled={erasing || undefined}
              >
                {erasing ? text.erasing : text.confirmButton}
              </button>
            ) : null}
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setPending(null)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className={common.buttons}>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void download()}
            aria-disabled={downloading || undefined}
          >
            {downloading ? text.downloading : text.downloadButton}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void askToErase()}
            aria-disabled={looking || undefined}
          >
            {text.eraseButton}
          </button>
        </div>
      )}
      <p role="status" className={styles.done}>
        {done}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {downloadDialog}
      {eraseDialog}
    </section>
  );
}
