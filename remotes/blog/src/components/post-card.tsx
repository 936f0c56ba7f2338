import { Link, blogPostPath, type Post } from 'shared-state';
import { formatDate, postKey, readingMinutes } from '../lib/posts';
import { PostArt } from './post-art';
import styles from './post-card.module.css';

export const NO_EXCERPT = 'No Excerpt Available';

interface PostCardProps {
  post: Post;
  /** Heading level of the card's title, to keep headings in order where it is placed. */
  headingLevel?: 'h2' | 'h3';
  featured?: boolean;
  /** The leading featured post: its cover grows to fill a taller card. */
  lead?: boolean;
}

/** A post in a grid: the whole card is one link target (the title link is stretched over
 * it), so keyboard and screen-reader users meet one link per post. */
export function PostCard({ post, headingLevel: Heading = 'h3', featured = false, lead = false }: PostCardProps) {
  const date = formatDate(post.createdAt);
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''} ${lead ? styles.lead : ''}`}>
      <div className={styles.art}>
        <PostArt seed={post._id} tag={post.tags[0]} />
      </div>
      <div className={styles.body}>
        {post.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <Heading className={styles.title}>
          <Link to={blogPostPath(postKey(post))} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt?.trim() || NO_EXCERPT}</p>
        <p className={styles.meta}>
          {date && <time dateTime={post.createdAt}>{date}</time>}
          <span aria-hidden="true"> · </span>
          <span>{readingMinutes(post.content)} min read</span>
        </p>
      </div>
    </article>
  );
}
