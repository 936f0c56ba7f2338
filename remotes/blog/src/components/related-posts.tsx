import { useId } from 'react';
import type { Post } from '@agency/contract';
import { loadedPosts, useBlogGetPostsInfiniteQuery } from '../api';
import { relatedPosts, SUGGESTED_COUNT } from '../lib/posts';
import { PostGrid } from './post-grid';
import styles from './related-posts.module.css';

/** 'You Might Also Like': up to three other posts, those sharing tags first, in a band as wide
 * as the page below the article. While the list loads, the band holds cards of the final size;
 * suggestions are extra, so when the list cannot be loaded the band is simply left out. */
export function RelatedPosts({ current }: { current: Post }) {
  const headingId = useId();
  // The list's first page (newest posts) is plenty to suggest from.
  const { data, isLoading } = useBlogGetPostsInfiniteQuery();
  const suggestions = data ? relatedPosts(loadedPosts(data.pages), current) : [];
  if (suggestions.length === 0 && !isLoading) return null;
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          You Might Also Like
        </h2>
        <PostGrid
          posts={suggestions}
          label="Suggested articles"
          placeholders={isLoading ? SUGGESTED_COUNT : 0}
        />
      </div>
    </section>
  );
}
