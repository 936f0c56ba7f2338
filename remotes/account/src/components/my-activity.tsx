import type { ReactNode } from 'react';
import { Link, blogPostPath, paths } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { useAccountGetLikedPostsQuery, useAccountGetMyCommentsQuery } from '../api';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';

interface ActivityCardProps {
  /** The card's heading, and the id that names the card by it. */
  title: string;
  titleId: string;
  /** The query's state (RTK Query's flags and refetch). */
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  loadingText: string;
  errorText: string;
  emptyText: ReactNode;
  children: ReactNode;
}

/** A dashboard card with one of the user's lists: loading, an error with Retry, empty, or the
 * list. */
function ActivityCard({
  title,
  titleId,
  query,
  isEmpty,
  loadingText,
  errorText,
  emptyText,
  children,
}: ActivityCardProps) {
  return (
    <DashboardCard title={title} titleId={titleId}>
      {query.isLoading ? (
        <p className={styles.muted} aria-busy="true">
          {loadingText}
        </p>
      ) : query.isError ? (
        <div className={styles.listError}>
          <p role="alert">{errorText}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </div>
      ) : isEmpty ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        children
      )}
    </DashboardCard>
  );
}

/** My Comments: what the user wrote, each linking to its post. */
export function MyComments() {
  const query = useAccountGetMyCommentsQuery();
  const { data = [] } = query;
  return (
    <ActivityCard
      title="My Comments"
      titleId="my-comments-title"
      query={query}
      isEmpty={data.length === 0}
      loadingText="Loading your comments..."
      errorText="Failed to load your comments."
      emptyText={
        <>
          You have not commented yet. <Link to={paths.blog}>Read Tech &amp; Tranquility</Link> and
          join the conversation.
        </>
      }
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
    </ActivityCard>
  );
}

/** Blogs I Liked: each links to its post. */
export function LikedPosts() {
  const query = useAccountGetLikedPostsQuery();
  const { data = [] } = query;
  return (
    <ActivityCard
      title="Blogs I Liked"
      titleId="liked-title"
      query={query}
      isEmpty={data.length === 0}
      loadingText="Loading the posts you liked..."
      errorText="Failed to load the posts you liked."
      emptyText={
        <>
          No liked posts yet. <Link to={paths.blog}>Browse the blog</Link> and like the posts worth
          keeping.
        </>
      }
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
    </ActivityCard>
  );
}
