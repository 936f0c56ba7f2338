import { Link, blogPostPath } from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { formatScheduled } from '../content/schedule';
import { Badge, type BadgeTone } from './badge';
import common from './common.module.css';
import card from './list-card.module.css';
import styles from './post-list.module.css';

interface PostListProps {
  posts: Post[];
  /** Id of the post whose publish, unpublish or delete call is running. */
  pendingId: string | null;
  onEdit(post: Post): void;
  onTogglePublish(post: Post): void;
  onDelete(post: Post): void;
}

/** How each status looks in the list: a published post is done, a scheduled one planned. */
const statusTones: Record<Post['publishStatus'], BadgeTone> = {
  Published: 'success',
  Scheduled: 'link',
  Draft: 'muted',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function formatDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** The management list: each post with its title and Edit, Publish or Unpublish, and Delete. */
export function PostList({ posts, pendingId, onEdit, onTogglePublish, onDelete }: PostListProps) {
  return (
    <ul className={card.list}>
      {posts.map((post) => {
        const published = post.publishStatus === 'Published';
        const scheduled = post.publishStatus === 'Scheduled';
        const pending = pendingId === post._id;
        const date = formatDate(post.updatedAt);
        return (
          <li key={post._id} className={styles.item}>
            <div className={card.summary}>
              <h3 className={card.title}>{post.title}</h3>
              <p className={card.meta}>
                <Badge tone={statusTones[post.publishStatus]}>{post.publishStatus}</Badge>
                {scheduled && post.publishAt ? (
                  <span>
                    Goes live{' '}
                    <time dateTime={post.publishAt}>{formatScheduled(post.publishAt)}</time>
                  </span>
                ) : null}
                {post.unpublishAt ? (
                  <span>
                    Goes down{' '}
                    <time dateTime={post.unpublishAt}>{formatScheduled(post.unpublishAt)}</time>
                  </span>
                ) : null}
                {date ? <span>Updated {date}</span> : null}
                {published ? (
                  <Link to={blogPostPath(post.slug)} className={styles.view}>
                    View on the blog<span className="visually-hidden">: {post.title}</span>
                  </Link>
                ) : null}
              </p>
            </div>
            <div className={common.buttons}>
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                onClick={() => onEdit(post)}
              >
                Edit<span className="visually-hidden"> {post.title}</span>
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                onClick={() => onTogglePublish(post)}
                disabled={pending}
              >
                {/* Unpublish cancels a schedule too: the post goes back to Draft. */}
                {published || scheduled ? 'Unpublish' : 'Publish'}
                <span className="visually-hidden"> {post.title}</span>
              </button>
              <button
                type="button"
                className={buttonClass('danger', 'small')}
                onClick={() => onDelete(post)}
                disabled={pending}
              >
                Delete<span className="visually-hidden"> {post.title}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
