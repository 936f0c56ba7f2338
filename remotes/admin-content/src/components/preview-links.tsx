import { useId, useRef, useState } from 'react';
import { errorMessage, errorStatus } from '@agency/shared-state';
import { PREVIEW_LINK_DAYS, type CreatedPreviewLink, type PreviewLink } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { inputClass } from '@agency/ui/field';
import {
  useAdminCreatePreviewLinkMutation,
  useAdminGetPreviewLinksQuery,
  useAdminRevokePreviewLinkMutation,
} from '../api';
import {
  confirmRevoke,
  daysProblem,
  previewLinkLine,
  previewLinkTexts as texts,
  revokedText,
  revokeLabel,
} from '../content/preview-links';
import { LoadFailed } from './list-state';
import styles from './preview-links.module.css';

/** The api's own sentence for a refusal it explains (a published post), else ours. */
const refusal = (error: unknown, fallback: string) => {
  const status = errorStatus(error);
  return (typeof status === 'number' && status < 500 && errorMessage(error)) || fallback;
};

/**
 * "Share a preview" of a saved, unpublished post: makes a link (for a number of days), shows it
 * this once with a Copy button, and lists the links that still work with a Revoke button each.
 */
export function PreviewLinks({ postId }: { postId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState(String(PREVIEW_LINK_DAYS.default));
  const [created, setCreated] = useState<CreatedPreviewLink | null>(null);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const linkField = useRef<HTMLInputElement>(null);
  const links = useAdminGetPreviewLinksQuery(postId, { skip: !open });
  const [create, creating] = useAdminCreatePreviewLinkMutation();
  const [revoke, revoking] = useAdminRevokePreviewLinkMutation();
  const active = links.data?.filter((link) => link.active) ?? [];

  const onCreate = async () => {
    setProblem('');
    setStatus('');
    const count = Number(days);
    if (
      !Number.isInteger(count) ||
      count < PREVIEW_LINK_DAYS.min ||
      count > PREVIEW_LINK_DAYS.max
    ) {
      setProblem(daysProblem(PREVIEW_LINK_DAYS.min, PREVIEW_LINK_DAYS.max));
      return;
    }
    try {
      setCreated(await create({ postId, days: count }).unwrap());
    } catch (error) {
      setProblem(refusal(error, texts.createFailed));
    }
  };

  const onCopy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setStatus(texts.copied);
    } catch {
      linkField.current?.select();
      setStatus(texts.copyFailed);
    }
  };

  const onRevoke = async (link: PreviewLink) => {
    if (!window.confirm(confirmRevoke(link))) return;
    setProblem('');
    setStatus('');
    try {
      await revoke({ postId, linkId: link._id }).unwrap();
      if (created?._id === link._id) setCreated(null);
      setStatus(revokedText(link));
    } catch (error) {
      setProblem(refusal(error, texts.revokeFailed));
    }
  };

  return (
    <div className={styles.panel}>
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? texts.hide : texts.show}
      </button>
      <div id={`${id}-panel`} hidden={!open} className={styles.panel}>
        {open ? (
          <>
            <p className={styles.hint}>{texts.intro}</p>
            {/* Inside the editor's form: a group of its own, whose Enter makes the link, not a save. */}
            <div className={styles.create} role="group" aria-label={texts.create}>
              <label htmlFor={`${id}-days`}>{texts.days}</label>
              <input
                id={`${id}-days`}
                type="number"
                inputMode="numeric"
                min={PREVIEW_LINK_DAYS.min}
                max={PREVIEW_LINK_DAYS.max}
                className={`${inputClass} ${styles.days}`}
                value={days}
                aria-describedby={`${id}-days-hint`}
                aria-invalid={problem === daysProblem(PREVIEW_LINK_DAYS.min, PREVIEW_LINK_DAYS.max)}
                onChange={(event) => setDays(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void onCreate();
                }}
              />
              <span id={`${id}-days-hint`} className={styles.hint}>
                {texts.daysHint}
              </span>
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                disabled={creating.isLoading}
                onClick={() => void onCreate()}
              >
                {creating.isLoading ? texts.creating : texts.create}
              </button>
            </div>
            {problem ? (
              <p role="alert" className={styles.error}>
                {problem}
              </p>
            ) : null}
            {created ? (
              <div className={styles.created}>
                <label htmlFor={`${id}-link`}>{texts.newLink}</label>
                <div className={styles.copyRow}>
                  <input
                    id={`${id}-link`}
                    ref={linkField}
                    readOnly
                    className={inputClass}
                    value={created.url}
                    aria-describedby={`${id}-once`}
                    onFocus={(event) => event.target.select()}
                  />
                  <button
                    type="button"
                    className={buttonClass('primary', 'small')}
                    onClick={() => void onCopy()}
                  >
                    {texts.copy}
                  </button>
                </div>
                <p id={`${id}-once`} className={styles.hint}>
                  {texts.shownOnce}
                </p>
              </div>
            ) : null}
            <p role="status" className={status ? styles.status : 'visually-hidden'}>
              {status}
            </p>
            <h4 className={styles.heading}>{texts.activeLinks}</h4>
            {links.isLoading ? (
              <p role="status">{texts.loading}</p>
            ) : links.isError ? (
              <LoadFailed
                text={texts.loadFailed}
                error={links.error}
                onRetry={links.refetch}
                retrying={links.isFetching}
                compact
              />
            ) : active.length === 0 ? (
              <p>{texts.none}</p>
            ) : (
              <ul className={styles.list} aria-label={texts.activeLinks}>
                {active.map((link) => (
                  <li key={link._id} className={styles.link}>
                    <span>{previewLinkLine(link)}</span>
                    <button
                      type="button"
                      className={buttonClass('secondary', 'small')}
                      aria-label={revokeLabel(link)}
                      disabled={revoking.isLoading}
                      onClick={() => void onRevoke(link)}
                    >
                      {texts.revoke}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
