import { useEffect, useState } from 'react';
import {
  errorStatus,
  Link,
  paths,
  selectIsLoggedIn,
  selectSessionRestored,
  selectUser,
  useAppSelector,
} from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { useBlogVoteMutation, type VoteKind } from '../api';
import styles from './vote-buttons.module.css';

export const VOTE_LOGIN_HINT = 'Please log in to like or dislike posts.';
export const VOTE_FAILED = 'Your vote could not be saved. Please try again.';
export const VOTE_EXPIRED = 'Your session has expired. Please log in again to vote.';

type Notice = 'login' | 'failed' | 'expired' | null;

function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={`${styles.icon} ${down ? styles.down : ''}`}
    >
      <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8a2 2 0 0 1-2 1.7H7" />
    </svg>
  );
}

/** Like and dislike: the counts are the server's, and each button shows (aria-pressed)
 * whether the logged-in user's vote is on it. A visitor is told to log in instead.
 *
 * A server-rendered page learns who is signed in only after it is live (the session is in
 * localStorage): a press made before that waits, busy, for the session and is answered then,
 * so a signed-in reader who is quick is never told to log in (docs/early-input.md). */
export function VoteButtons({ post }: { post: Post }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useAppSelector(selectSessionRestored);
  const user = useAppSelector(selectUser);
  const [send, sending] = useBlogVoteMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const [waiting, setWaiting] = useState<VoteKind | null>(null);
  const busy = sending.isLoading || waiting !== null;
  const userId = isLoggedIn ? user?.id : undefined;
  const choices = [
    { kind: 'like', label: 'Like', voters: post.likes },
    { kind: 'dislike', label: 'Dislike', voters: post.dislikes },
  ] as const;

  async function vote(kind: VoteKind) {
    if (!restored) {
      setWaiting(kind);
      return;
    }
    if (!isLoggedIn) {
      setNotice('login');
      return;
    }
    setNotice(null);
    const result = await send({ postId: post._id, kind });
    if ('error' in result) setNotice(errorStatus(result.error) === 401 ? 'expired' : 'failed');
  }

  useEffect(() => {
    if (!restored || waiting === null) return;
    setWaiting(null);
    void vote(waiting);
    // Answers the press once, as soon as the session is known; vote reads the current render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, waiting]);

  return (
    <div className={styles.wrap}>
      <p className={styles.prompt} id={`vote-${post._id}`}>
        Was this article helpful?
      </p>
      <div
        className={styles.buttons}
        role="group"
        aria-labelledby={`vote-${post._id}`}
        aria-busy={busy || undefined}
      >
        {choices.map(({ kind, label, voters }) => (
          <button
            key={kind}
            type="button"
            className={styles.button}
            aria-pressed={!!userId && voters.includes(userId)}
            disabled={busy}
            onClick={() => void vote(kind)}
          >
            <ThumbIcon down={kind === 'dislike'} />
            <span>{label}</span>
            <span className={styles.count}>{voters.length}</span>
          </button>
        ))}
      </div>
      {notice === 'login' && (
        <p role="alert" className={styles.notice}>
          {VOTE_LOGIN_HINT} <Link to={paths.account}>Log in or create an account</Link>
        </p>
      )}
      {notice === 'expired' && (
        <p role="alert" className={styles.notice}>
          {VOTE_EXPIRED} <Link to={paths.account}>Log in</Link>
        </p>
      )}
      {notice === 'failed' && (
        <p role="alert" className={`${styles.notice} ${styles.error}`}>
          {VOTE_FAILED}
        </p>
      )}
    </div>
  );
}
