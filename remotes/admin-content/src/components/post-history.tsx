import { useId, useState } from 'react';
import type { Post, PostRevisionSummary } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import {
  useAdminGetPostRevisionsQuery,
  useAdminGetRevisionDiffQuery,
  useAdminRestoreRevisionMutation,
} from '../api';
import { changesHeading, restoredText, revisionLine, revisionTexts } from '../content/revisions';
import { ChangesView } from './changes-view';
import styles from './post-history.module.css';

/** What changed from a revision to the post now: the fields, then the body word by word. */
function Changes({ postId, revision }: { postId: string; revision: PostRevisionSummary }) {
  const diff = useAdminGetRevisionDiffQuery({ postId, revisionId: revision._id });
  if (diff.isLoading || diff.isFetching) return <p role="status">{revisionTexts.diffLoading}</p>;
  if (diff.isError || !diff.data)
    return (
      <p role="alert">
        {revisionTexts.diffFailed}{' '}
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          onClick={() => void diff.refetch()}
        >
          Try again
        </button>
      </p>
    );
  const { fields, body } = diff.data;
  if (fields.length === 0 && !body.some((part) => part.change !== 'same'))
    return <p>{revisionTexts.sameAsNow}</p>;
  return <ChangesView fields={fields} body={body} />;
}

interface PostHistoryProps {
  postId: string;
  /** Unsaved changes in the editor: a restore would replace them, so it waits for a save. */
  dirty: boolean;
  onRestored(post: Post): void;
}

/**
 * A post's history: each saved version (who, when, its status), what changed from a chosen one
 * to the post now, and Restore this version, which saves it as the newest version.
 */
export function PostHistory({ postId, dirty, onRestored }: PostHistoryProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<PostRevisionSummary | null>(null);
  const [notice, setNotice] = useState('');
  const [failed, setFailed] = useState(false);
  const revisions = useAdminGetPostRevisionsQuery(postId, { skip: !open });
  const [restore, restoreState] = useAdminRestoreRevisionMutation();

  const onRestore = async (revision: PostRevisionSummary) => {
    setFailed(false);
    setNotice('');
    try {
      const post = await restore({ postId, revisionId: revision._id }).unwrap();
      setChosen(null);
      setNotice(restoredText(revision.version, post.version));
      onRestored(post);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className={styles.history}>
      <button
        type="button"
        className={buttonClass('secondary', 'small')}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? revisionTexts.hideHistory : revisionTexts.showHistory}
      </button>
      <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
        {notice}
      </p>
      <div id={`${id}-panel`} hidden={!open} className={styles.panel}>
        {!open ? null : revisions.isLoading ? (
          <p role="status">{revisionTexts.loading}</p>
        ) : revisions.isError ? (
          <p role="alert">
            {revisionTexts.loadFailed}{' '}
            <button
              type="button"
              className={buttonClass('secondary', 'small')}
              onClick={() => void revisions.refetch()}
            >
              Try again
            </button>
          </p>
        ) : !revisions.data?.length ? (
          <p>{revisionTexts.empty}</p>
        ) : (
          <ol className={styles.list} aria-label="Saved versions">
            {revisions.data.map((revision) => (
              <li key={revision._id}>
                <button
                  type="button"
                  className={styles.revision}
                  aria-pressed={chosen?._id === revision._id}
                  onClick={() =>
                    setChosen((current) => (current?._id === revision._id ? null : revision))
                  }
                >
                  {revisionLine(revision)}
                </button>
              </li>
            ))}
          </ol>
        )}
        {open && chosen ? (
          <section className={styles.chosen} aria-label={changesHeading(chosen.version)}>
            <h4 className={styles.heading}>{changesHeading(chosen.version)}</h4>
            <Changes postId={postId} revision={chosen} />
            {dirty ? <p id={`${id}-waits`}>{revisionTexts.restoreWaits}</p> : null}
            <button
              type="button"
              className={buttonClass('primary', 'small')}
              disabled={dirty || restoreState.isLoading}
              aria-describedby={dirty ? `${id}-waits` : undefined}
              onClick={() => void onRestore(chosen)}
            >
              {revisionTexts.restore}
            </button>
            {failed ? <p role="alert">{revisionTexts.restoreFailed}</p> : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
