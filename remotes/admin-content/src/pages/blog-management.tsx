import { useCallback, useEffect, useRef, useState } from 'react';
import { useDocumentMeta } from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import {
  postsErrorText,
  useAdminDeletePostMutation,
  useAdminGetPostsInfiniteQuery,
  useAdminPublishPostMutation,
  useAdminUnpublishPostMutation,
} from '../api';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { PostEditorPane } from '../components/post-editor-pane';
import { PostList } from '../components/post-list';
import { messages } from '../content/messages';
import { useUnsavedChangesPrompt } from '../hooks/use-unsaved-changes-prompt';
import { useStaffRole } from '../hooks/use-staff-role';
import { reviewMessages } from '../content/review';
import styles from './blog-management.module.css';

interface EditorSession {
  /** A new pane (and editor) for every opening, so no state leaks between posts. */
  key: number;
  post: Post | null;
}

/** Blog management: the post list with its actions and the editor pane. */
export default function BlogManagementPage() {
  useDocumentMeta({
    title: 'Blog Management',
    description: 'Create, edit, publish, unpublish and delete the posts of the blog.',
  });
  const { can } = useStaffRole();
  // The roles who read every post can narrow the list to the drafts waiting for review.
  const reviews = can('posts.read-all');
  const [waitingOnly, setWaitingOnly] = useState(false);
  const list = useAdminGetPostsInfiniteQuery(waitingOnly ? { review: 'waiting' } : undefined);
  const posts = list.data?.pages.flatMap((page) => page.posts);
  // A page that failed to load more is reported under the list, not instead of it.
  const listError = list.isFetchNextPageError ? undefined : list.error;
  const [publishPost] = useAdminPublishPostMutation();
  const [unpublishPost] = useAdminUnpublishPostMutation();
  const [deletePost] = useAdminDeletePostMutation();
  const [session, setSession] = useState<EditorSession | null>(null);
  const [dirty, setDirty] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [pendingId, setPendingId] = useState<string | null>(null);
  const sessionCount = useRef(0);
  const createButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useUnsavedChangesPrompt(session !== null && dirty, messages.confirmLeave);

  useEffect(() => {
    if (session === null && returnFocus.current) {
      returnFocus.current = false;
      createButton.current?.focus();
    }
  }, [session]);

  const openEditor = (post: Post | null) => {
    if (session && dirty && !window.confirm(messages.confirmLeave)) return;
    sessionCount.current += 1;
    setDirty(false);
    setActionError(null);
    setNotice('');
    setSession({ key: sessionCount.current, post });
  };

  const closeEditor = (message = '') => {
    returnFocus.current = true;
    setDirty(false);
    setNotice(message);
    setSession(null);
  };

  const togglePublish = async (post: Post) => {
    const publishing = post.publishStatus === 'Draft';
    setActionError(null);
    setNotice('');
    setPendingId(post._id);
    try {
      await (publishing ? publishPost(post._id) : unpublishPost(post._id)).unwrap();
      setNotice(`“${post.title}” is ${publishing ? 'published' : 'back to draft'}.`);
    } catch {
      setActionError(messages.toggleFailed);
    } finally {
      setPendingId(null);
    }
  };

  const removePost = async (post: Post) => {
    if (!window.confirm(messages.confirmDelete)) return;
    setActionError(null);
    setNotice('');
    setPendingId(post._id);
    try {
      await deletePost(post._id).unwrap();
      setNotice(`“${post.title}” was deleted.`);
    } catch {
      setActionError(messages.deleteFailed);
    } finally {
      setPendingId(null);
    }
  };

  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  const title = 'Blog Management';
  const lead = 'Write posts, save them as drafts and publish them to the blog when they are ready.';

  if (list.isLoading) {
    return (
      <AdminPage title={title} lead={lead} parent>
        <p role="status" className={styles.state}>
          {messages.loadingBlogs}
        </p>
      </AdminPage>
    );
  }

  // A failed list replaces the page, except under an open editor, whose fields it would destroy.
  if (listError && !session) {
    return (
      <AdminPage title={title} parent>
        <div className={styles.failure}>
          <p role="alert">{postsErrorText(listError)}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void list.refetch()}
            disabled={list.isFetching}
          >
            Try again
          </button>
        </div>
      </AdminPage>
    );
  }

  const editing = session !== null;
  return (
    <AdminPage
      title={title}
      lead={lead}
      parent
      actions={
        <button
          ref={createButton}
          type="button"
          className={`${buttonClass('primary')} ${editing ? styles.plus : ''}`}
          onClick={() => openEditor(null)}
          aria-label={editing ? 'Create New Post' : undefined}
          title={editing ? 'Create New Post' : undefined}
        >
          {editing ? '+' : 'Create New Post'}
        </button>
      }
    >
      {actionError ? (
        <p role="alert" className={styles.actionError}>
          {actionError}
        </p>
      ) : null}
      <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
        {notice}
      </p>
      {listError && editing ? (
        <p role="alert" className={styles.actionError}>
          {postsErrorText(listError)}
        </p>
      ) : null}

      {session ? (
        <PostEditorPane
          key={session.key}
          post={session.post}
          onCancel={() => closeEditor()}
          onSaved={(saved) => closeEditor(saved ?? 'The post was saved.')}
          onDirtyChange={onDirtyChange}
        />
      ) : (
        <section aria-labelledby="admin-posts-heading" className={styles.posts}>
          <div className={styles.postsHeader}>
            <h2 id="admin-posts-heading" className={styles.postsTitle}>
              {!reviews ? 'Your posts' : waitingOnly ? reviewMessages.badge : 'All posts'}
            </h2>
            {reviews ? (
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                aria-pressed={waitingOnly}
                onClick={() => setWaitingOnly((value) => !value)}
              >
                Only those waiting for review
              </button>
            ) : null}
            <span className={styles.count}>
              {posts?.length ?? 0} {posts?.length === 1 ? 'post' : 'posts'}
              {list.hasNextPage ? ' loaded' : ''}
              {list.isFetching && !list.isFetchingNextPage ? ' · refreshing…' : ''}
            </span>
          </div>
          <ListState
            query={list}
            items={posts}
            texts={{
              loading: messages.loadingBlogs,
              loadFailed: postsErrorText(listError),
              empty: messages.noPosts,
              more: { noun: 'posts', singular: 'post', label: 'Load more posts' },
            }}
          >
            {(rows) => (
              <PostList
                posts={rows}
                pendingId={pendingId}
                onEdit={(post) => openEditor(post)}
                onTogglePublish={(post) => void togglePublish(post)}
                onDelete={(post) => void removePost(post)}
              />
            )}
          </ListState>
        </section>
      )}
    </AdminPage>
  );
}
