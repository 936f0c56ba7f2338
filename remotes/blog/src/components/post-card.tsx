import { Link, blogPostPath } from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { formatDate } from '../lib/posts';
import { PostArt } from './post-art';
import styles from './post-card.module.css';
import bones from './skeleton.module.css';

export const NO_EXCERPT = 'No Excerpt Available';

interface PostCardProps {
  post: Post;
  /** Heading level of the card's title, to keep headings in order where it is placed. */
  headingLevel?: 'h2' | 'h3';
  featured?: boolean;
  /** The leading featured post: on wide screens its cover sits beside its text. */
  lead?: boolean;
}

/** A post in a grid: the whole card is one link target (the title link is stretched over
 * it), so keyboard and screen-reader users meet one link per post. Its parts (cover, tags,
 * title, excerpt, date) are rows of one grid, which a PostGrid shares across the cards of a
 * row (subgrid), so titles and excerpts side by side start at the same height. */
export function PostCard({
  post,
  headingLevel: Heading = 'h3',
  featured = false,
  lead = false,
}: PostCardProps) {
  const date = formatDate(post.createdAt);
  return (
    <article
      className={`${styles.card} ${featured ? styles.featured : ''} ${lead ? styles.lead : ''}`}
    >
      <div className={styles.art}>
        {post.featureImage ? (
          // Decorative here: the card's heading names the post; its page gives the description.
          <img
            className={styles.photo}
            src={post.featureImage.url}
            alt=""
            width={1600}
            height={900}
            loading={lead ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <PostArt post={post} />
        )}
      </div>
      {post.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <Heading className={styles.title}>
        <Link to={blogPostPath(post.slug)} className={styles.link}>
          {post.title}
        </Link>
      </Heading>
      <p className={styles.excerpt}>{post.excerpt.trim() || NO_EXCERPT}</p>
      <p className={styles.meta}>
        {date && <time dateTime={post.createdAt}>{date}</time>}
        {date && <span aria-hidden="true"> · </span>}
        <span>{post.readingMinutes} min read</span>
      </p>
    </article>
  );
}

/** A card's place while its post loads: the same rows at the same sizes (a cover of the same
 * aspect ratio, a tag line, two title lines, three excerpt lines, the date line), so the real
 * card takes its place without moving anything around it. */
export function PostCardSkeleton({
  featured = false,
  lead = false,
}: {
  featured?: boolean;
  lead?: boolean;
}) {
  return (
    <div
      className={`${styles.card} ${styles.skeleton} ${featured ? styles.featured : ''} ${lead ? styles.lead : ''}`}
      aria-hidden="true"
      data-testid="post-card-skeleton"
    >
      <div className={styles.art}>
        <div className={styles.artPlaceholder} />
      </div>
      <div className={styles.tags}>
        <span className={`${bones.bone} ${bones.tag}`} />
      </div>
      <div className={styles.title}>
        <span className={bones.bone} />
        <span className={`${bones.bone} ${bones.short}`} />
      </div>
      <div className={styles.excerpt}>
        <span className={bones.bone} />
        <span className={bones.bone} />
        <span className={`${bones.bone} ${bones.short}`} />
      </div>
      <div className={styles.meta}>
        <span className={`${bones.bone} ${bones.date}`} />
      </div>
    </div>
  );
}
