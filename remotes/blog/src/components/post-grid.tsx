import type { Post } from '@agency/contract';
import { PostCard, PostCardSkeleton } from './post-card';
import styles from './post-grid.module.css';

interface PostGridProps {
  posts: Post[];
  /** The list's accessible name. */
  label: string;
  /** Placeholders of the final card size after the posts, for posts on their way. */
  placeholders?: number;
  /** The featured layout: the first post leads across the row, larger. */
  featured?: boolean;
}

/** A grid of post cards in which the cards of one row share their rows (cover, tags, title,
 * excerpt, date) through CSS subgrid, so headings side by side start at the same height
 * whatever the length of the tags or titles above or below them. */
export function PostGrid({ posts, label, placeholders = 0, featured = false }: PostGridProps) {
  return (
    <ul
      className={`${styles.grid} ${featured ? styles.featured : ''}`}
      aria-label={label}
      aria-busy={placeholders > 0 || undefined}
    >
      {posts.map((post, index) => (
        <li key={post._id} className={featured && index === 0 ? styles.leadItem : styles.item}>
          <PostCard post={post} featured={featured} lead={featured && index === 0} />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => {
        const lead = featured && posts.length === 0 && index === 0;
        return (
          <li
            key={`placeholder-${index}`}
            className={lead ? styles.leadItem : styles.item}
            aria-hidden="true"
          >
            <PostCardSkeleton featured={featured} lead={lead} />
          </li>
        );
      })}
    </ul>
  );
}
