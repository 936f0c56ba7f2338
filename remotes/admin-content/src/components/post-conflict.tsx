import { useEffect, useId, useRef } from 'react';
import type { Post } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { revisionTexts } from '../content/revisions';
import { htmlText } from '../lib/html-text';
import styles from './post-conflict.module.css';

/** A version of the post as the conflict view shows it: its title and its body. */
interface Side {
  title: string;
  content: string;
}

function Version({ heading, side }: { heading: string; side: Side }) {
  const id = useId();
  return (
    <section className={styles.side} aria-labelledby={id}>
      <h4 id={id} className={styles.sideHeading}>
        {heading}
      </h4>
      <p className={styles.title}>{side.title}</p>
      <p className={styles.body}>{htmlText(side.content)}</p>
    </section>
  );
}

interface PostConflictProps {
  /** The api's message. */
  message: string;
  theirs: Post;
  mine: Side;
  saving: boolean;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

/**
 * A save that met a newer version: both versions side by side, and the writer's choice. Keep
 * mine saves over theirs (they stay in the history); take theirs loads theirs into the editor
 * and keeps mine beside it to copy from.
 */
export function PostConflict({
  message,
  theirs,
  mine,
  saving,
  onKeepMine,
  onTakeTheirs,
}: PostConflictProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.conflict} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {revisionTexts.conflictHeading}
      </h3>
      <p role="alert">{message}</p>
      <div className={styles.sides}>
        <Version heading={revisionTexts.theirs} side={theirs} />
        <Version heading={revisionTexts.mine} side={mine} />
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={onKeepMine}
          disabled={saving}
        >
          {revisionTexts.keepMine}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={onTakeTheirs}
          disabled={saving}
        >
          {revisionTexts.takeTheirs}
        </button>
      </div>
    </section>
  );
}

/** The writer's own version after they took theirs: kept in view until dismissed. */
export function KeptAside({ mine, onDismiss }: { mine: Side; onDismiss(): void }) {
  return (
    <details className={styles.kept} open>
      <summary>{revisionTexts.keptAside}</summary>
      <p className={styles.title}>{mine.title}</p>
      <p className={styles.body}>{htmlText(mine.content)}</p>
      <button type="button" className={buttonClass('secondary', 'small')} onClick={onDismiss}>
        {revisionTexts.dismissKept}
      </button>
    </details>
  );
}
