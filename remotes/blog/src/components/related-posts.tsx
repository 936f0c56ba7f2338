import { useId } from 'react';
import type { Post } from 'shared-state';
import { loadedPosts, useBlogGetPostsInfiniteQuery } from '../api';
import { relatedPosts } from '../lib/posts';
import { PostCard } from './post-card';
import styles from './related-posts.module.css';

/** 'You Might Also Like': up to three other posts, those sharing tags first. Suggestions are
 * extra, so when the list cannot be loaded the section is simply left out. */
export function RelatedPosts({ current }: { current: Post }) {
  const headingId = useId();
  // The list's first page (newest posts) is plenty to suggest from.
  const { data } = useBlogGetPostsInfiniteQuery();
  const suggestions = data ? relatedPosts(loadedPosts(data.pages), current) : [];
  if (suggestions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        You Might Also Like
      </h2>
      <ul className={styles.grid}>
        {suggestions.map((post) => (
          <li key={post._id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
