import { useId, useState, type FormEvent } from 'react';
import { Link, paths, selectIsLoggedIn, selectUser, useAppSelector } from '@agency/shared-state';
import { LoadMore } from '@agency/ui/load-more';
import { useSpamGuard } from '@agency/ui/spam-guard';
import { SubmitButton } from '@agency/ui/submit-button';
import { useBlogAddCommentMutation, useBlogGetCommentsInfiniteQuery } from '../api';
import { formatDate } from '../lib/posts';
import styles from './comments-section.module.css';

export const LOADING_COMMENTS = 'Loading comments...';
export const FAILED_COMMENTS = 'Failed to fetch comments.';
export const NO_COMMENTS = 'No comments yet. Be the first to comment!';
export const FAILED_ADD_COMMENT = 'Failed to add comment.';
export const LOGIN_TO_COMMENT = 'Please log in to comment.';
export const EMPTY_COMMENT = 'Please write your comment before posting.';
export const COMMENT_POSTED = 'Thank you! Your comment has been posted.';
export const COMMENT_HELD = 'Thank you! Your comment will appear once it has been approved.';

/** Comments of a post, oldest first, with the form for a logged-in user (the original site
 * never showed it: a recorded deviation) or a log-in prompt for a visitor. The newest page
 * loads first; "Load earlier comments" above the list adds the page before it. */
export function CommentsSection({ postId }: { postId: string }) {
  const headingId = useId();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const {
    data,
    isLoading,
    isFetching,
    isError,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useBlogGetCommentsInfiniteQuery(postId);
  // Pages come newest first; the thread reads oldest first.
  const comments = data ? data.pages.flatMap((page) => page.items).reverse() : undefined;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Comments
        {comments && comments.length > 0 ? ` (${comments.length}${hasNextPage ? '+' : ''})` : ''}
      </h2>

      {comments && (
        <LoadMore
          count={comments.length}
          hasMore={hasNextPage}
          loading={isFetchingNextPage}
          failed={isFetchNextPageError}
          onLoadMore={() => void fetchNextPage()}
          noun="comments"
          singular="comment"
          label="Load earlier comments"
        />
      )}

      {!comments && (isLoading || isFetching) && <p role="status">{LOADING_COMMENTS}</p>}
      {!comments && isError && !isFetching && (
        <div role="alert" className={styles.error}>
          <p>{FAILED_COMMENTS}</p>
          <button type="button" className={styles.secondary} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
      {comments && comments.length === 0 && <p className={styles.empty}>{NO_COMMENTS}</p>}
      {comments && comments.length > 0 && (
        <ol className={styles.list}>
          {comments.map((comment) => {
            const date = formatDate(comment.createdAt);
            const author = comment.author.username;
            return (
              <li key={comment._id} className={styles.comment}>
                <p className={styles.byline}>
                  <span className={styles.author}>{author}</span>
                  {date && (
                    <>
                      <span aria-hidden="true"> · </span>
                      <time dateTime={comment.createdAt}>{date}</time>
                    </>
                  )}
                </p>
                <p className={styles.content}>{comment.content}</p>
              </li>
            );
          })}
        </ol>
      )}

      {isLoggedIn ? <CommentForm postId={postId} /> : <VisitorPrompt />}
    </section>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const id = useId();
  const user = useAppSelector(selectUser);
  const [addComment, { isLoading }] = useBlogAddCommentMutation();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [posted, setPosted] = useState<'posted' | 'held' | null>(null);
  const { trap, signals } = useSpamGuard();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPosted(null);
    const text = content.trim();
    if (!text) {
      setError(EMPTY_COMMENT);
      return;
    }
    setError(null);
    const result = await addComment({ postId, content: text, signals: signals() });
    if ('error' in result) {
      // What was typed stays in the box for a retry.
      setError(FAILED_ADD_COMMENT);
    } else {
      setContent('');
      setPosted(result.data.held ? 'held' : 'posted');
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-content`} className={styles.label}>
        Add a comment
      </label>
      {user && <p className={styles.hint}>Commenting as {user.username}</p>}
      <textarea
        id={`${id}-content`}
        className={styles.textarea}
        name="content"
        rows={4}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setPosted(null);
          // The empty-comment message no longer applies once something is typed.
          if (error === EMPTY_COMMENT) setError(null);
        }}
        disabled={isLoading}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
      {trap}
      <div className={styles.actions}>
        <SubmitButton className={styles.primary} busy={isLoading} busyLabel="Posting...">
          Post comment
        </SubmitButton>
        {posted && (
          <p role="status" className={styles.success}>
            {posted === 'held' ? COMMENT_HELD : COMMENT_POSTED}
          </p>
        )}
      </div>
    </form>
  );
}

/** The browser alert a visitor gets on trying to comment, plus the same words inline with a
 * way to log in, which an alert cannot offer. */
function VisitorPrompt() {
  const [tried, setTried] = useState(false);
  return (
    <div className={styles.visitor}>
      <p className={styles.visitorText}>
        Have a question or a tip from your own shop? Join the conversation.
      </p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => {
          window.alert(LOGIN_TO_COMMENT);
          setTried(true);
        }}
      >
        Write a comment
      </button>
      {tried && (
        <p role="alert" className={styles.loginHint}>
          {LOGIN_TO_COMMENT} <Link to={paths.account}>Log in or create an account</Link>
        </p>
      )}
    </div>
  );
}
