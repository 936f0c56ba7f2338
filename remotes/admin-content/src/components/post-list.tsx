import { Link, blogPostPath, selectUser, useAppSelector } from '@agency/shared-state';
import { mayOnPost, type Post } from '@agency/contract';
import { credits, reviewMessages } from '../content/review';
import { useStaffRole } from '../hooks/use-staff-role';
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

/** The management list: each post with its title and Edit, Publish or Unpublish, and Delete, as
 * far as the signed-in role may (an Author: Edit and Delete on their own drafts, no Publish); the
 * roles who see every post also see who wrote and published each. */
export function PostList({ posts, pendingId, onEdit, onTogglePublish, onDelete }: PostListProps) {
  const { role, can } = useStaffRole();
  const me = useAppSelector(selectUser);
  const may = (post: Post, action: 'write' | 'delete') =>
    mayOnPost(
      role,
      { own: post.writtenBy === me?.username, publishStatus: post.publishStatus },
      action,
    );
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
                {post.submittedForReviewAt ? (
                  <Badge tone="accent">{reviewMessages.badge}</Badge>
                ) : null}
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
                {can('posts.read-all') && credits(post) ? <span>{credits(post)}</span> : null}
                {published ? (
                  <Link to={blogPostPath(post.slug)} className={styles.view}>
                    View on the blog<span className="visually-hidden">: {post.title}</span>
                  </Link>
                ) : null}
              </p>
            </div>
            <div className={common.buttons}>
              {may(post, 'write') ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'small')}
                  onClick={() => onEdit(post)}
                >
                  Edit<span className="visually-hidden"> {post.title}</span>
                </button>
              ) : null}
              {can('posts.publish') ? (
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
              ) : null}
              {may(post, 'delete') ? (
                <button
                  type="button"
                  className={buttonClass('danger', 'small')}
                  onClick={() => onDelete(post)}
                  disabled={pending}
                >
                  Delete<span className="visually-hidden"> {post.title}</span>
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
