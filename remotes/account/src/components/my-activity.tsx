import type { ReactNode } from 'react';
import { Link, blogPostPath, paths } from 'shared-state';
import { buttonClass } from 'site-ui/button';
import { useAccountGetLikedPostsQuery, useAccountGetMyCommentsQuery } from '../api';
import styles from './dashboard.module.css';

interface ListStateProps {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  loadingText: string;
  errorText: string;
  emptyText: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

function ListState({
  isLoading,
  isError,
  isEmpty,
  loadingText,
  errorText,
  emptyText,
  onRetry,
  children,
}: ListStateProps) {
  if (isLoading) {
    return (
      <p className={styles.muted} aria-busy="true">
        {loadingText}
      </p>
    );
  }
  if (isError) {
    return (
      <div className={styles.listError}>
        <p role="alert">{errorText}</p>
        <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (isEmpty) return <p className={styles.muted}>{emptyText}</p>;
  return <>{children}</>;
}

/** My Comments: what the user wrote, each linking to its post. */
export function MyComments() {
  const { data = [], isLoading, isError, refetch } = useAccountGetMyCommentsQuery();
  return (
    <section className={styles.card} aria-labelledby="my-comments-title">
      <h2 id="my-comments-title" className={styles.cardTitle}>
        My Comments
      </h2>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={data.length === 0}
        loadingText="Loading your comments..."
        errorText="Failed to load your comments."
        emptyText={
          <>
            You have not commented yet. <Link to={paths.blog}>Read Tech &amp; Tranquility</Link> and
            join the conversation.
          </>
        }
        onRetry={() => void refetch()}
      >
        <ul className={styles.activity}>
          {data.map((comment) => (
            <li key={comment.id}>
              <Link to={blogPostPath(comment.blogId)} className={styles.activityLink}>
                {comment.blogTitle}
              </Link>
              <p className={styles.quote}>{comment.text}</p>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}

/** Blogs I Liked: each links to its post. */
export function LikedPosts() {
  const { data = [], isLoading, isError, refetch } = useAccountGetLikedPostsQuery();
  return (
    <section className={styles.card} aria-labelledby="liked-title">
      <h2 id="liked-title" className={styles.cardTitle}>
        Blogs I Liked
      </h2>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={data.length === 0}
        loadingText="Loading the posts you liked..."
        errorText="Failed to load the posts you liked."
        emptyText={
          <>
            No liked posts yet. <Link to={paths.blog}>Browse the blog</Link> and like the posts
            worth keeping.
          </>
        }
        onRetry={() => void refetch()}
      >
        <ul className={styles.activity}>
          {data.map((post) => (
            <li key={post.id}>
              <Link to={blogPostPath(post.id)} className={styles.activityLink}>
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
