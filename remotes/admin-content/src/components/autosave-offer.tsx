import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { RevisionDiff } from '@agency/contract';
import { wordDiff } from '@agency/contract/word-diff';
import { buttonClass } from '@agency/ui/button';
import { autosaveTexts } from '../content/autosave';
import { formatScheduled } from '../content/schedule';
import type { FoundWriting } from '../hooks/use-autosave';
import type { DraftFields } from '../lib/autosave-store';
import { htmlText } from '../lib/html-text';
import { ChangesView } from './changes-view';
import styles from './autosave-offer.module.css';

const time = (iso: string | null) => (iso ? formatScheduled(iso) : '');

/** Each field besides the body, as text, by its name in the revisions' diff. */
const COMPARED: [string, (draft: DraftFields) => string][] = [
  ['title', (draft) => draft.title],
  ['tags', (draft) => (draft.tags ?? []).join(', ')],
  ['publishStatus', (draft) => draft.status],
  ['publishAt', (draft) => time(draft.publishAt)],
  ['unpublishAt', (draft) => time(draft.unpublishAt)],
  ['metaTitle', (draft) => draft.metaTitle],
  ['metaDescription', (draft) => draft.metaDescription],
  ['metaKeywords', (draft) => draft.metaKeywords],
  [
    'featureImage',
    (draft) =>
      draft.featureImage ? `${draft.featureImage.url} (${draft.featureImage.alt})`.trim() : '',
  ],
];

/** What the found writing changes in the saved post, as the history shows a revision's. */
export function compareDrafts(saved: DraftFields, found: DraftFields): RevisionDiff {
  return {
    from: 0,
    to: 0,
    fields: COMPARED.flatMap(([field, text]) =>
      text(saved) === text(found) ? [] : [{ field, before: text(saved), after: text(found) }],
    ),
    body: wordDiff(htmlText(saved.content), htmlText(found.content)),
  };
}

interface AutosaveOfferProps {
  found: FoundWriting;
  /** The post as saved (a new post: empty fields). */
  saved: DraftFields;
  /** The post's version now: a newer one than the writing started from is said. */
  version: number | null;
  discardFailed: boolean;
  onRestore(): void;
  onDiscard(): Promise<void>;
}

/** "Restore what you were writing at 14:05": the changes against the saved post, Restore or
 * Discard. */
export function AutosaveOffer({
  found,
  saved,
  version,
  discardFailed,
  onRestore,
  onDiscard,
}: AutosaveOfferProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [discarding, setDiscarding] = useState(false);
  const diff = useMemo(() => compareDrafts(saved, found.draft), [saved, found]);
  useEffect(() => headingRef.current?.focus(), []);
  const older = version !== null && found.baseVersion !== null && version > found.baseVersion;
  const bodyChanged = diff.body.some((part) => part.change !== 'same');

  return (
    <section className={styles.offer} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {autosaveTexts.offerHeading(found.savedAt)}
      </h3>
      <p className={styles.lead}>{autosaveTexts.offerLead}</p>
      {older ? <p className={styles.lead}>{autosaveTexts.offerOlder}</p> : null}
      {!bodyChanged ? <p className={styles.lead}>{autosaveTexts.sameAsSaved}</p> : null}
      <ChangesView fields={diff.fields} body={diff.body} />
      {discardFailed ? <p role="alert">{autosaveTexts.discardFailed}</p> : null}
      <div className={styles.buttons}>
        <button type="button" className={buttonClass('primary')} onClick={onRestore}>
          {autosaveTexts.restore}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={discarding}
          onClick={() => {
            setDiscarding(true);
            void onDiscard().finally(() => setDiscarding(false));
          }}
        >
          {autosaveTexts.discard}
        </button>
      </div>
    </section>
  );
}
