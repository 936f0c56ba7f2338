import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, blogPostPath, useDocumentMeta } from '@agency/shared-state';
import type { CommentState, ModeratedComment } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import {
  commentParams,
  useAdminDeleteCommentMutation,
  useAdminGetBlockedCommentersQuery,
  useAdminGetCommentSettingsQuery,
  useAdminGetCommentsInfiniteQuery,
  useAdminGetPostsInfiniteQuery,
  useAdminSaveCommentSettingsMutation,
  useAdminSetCommentStateMutation,
  useAdminSetCommenterBlockedMutation,
  type CommentFilter,
} from '../api';
import { ActionMessages } from '../components/action-messages';
import { AdminPage } from '../components/admin-page';
import { Badge, type BadgeTone } from '../components/badge';
import { ListState } from '../components/list-state';
import { FilterBar, FilterSelect, ListSearch } from '../components/list-filters';
import {
  commentMessages,
  commentStates,
  reasonLabels,
  stateDone,
  stateLabels,
} from '../content/comments';
import { formatReceived } from '../content/inbox';
import card from '../components/list-card.module.css';
import { paramOneOf, searchParam, useAddressFilter } from '../hooks/use-address-filter';
import styles from './comments.module.css';

/** The Comments filter as the address has it, as the inbox's. */
function readCommentFilter(params: URLSearchParams): CommentFilter {
  return {
    postId: params.get('postId') || undefined,
    state: paramOneOf(params, 'state', commentStates),
    q: searchParam(params),
  };
}

/** The last change, said in the status line, with what undoes it when that is cheap. */
interface Done {
  text: string;
  undo?: () => Promise<unknown>;
}

/** How each state looks in the list: a held comment waits for the owner. */
const stateTones: Record<CommentState, BadgeTone> = {
  visible: 'success',
  held: 'accent',
  hidden: 'muted',
  spam: 'danger',
};

/** The actions a comment in each state offers, besides Delete and blocking. */
const actionsFor: Record<CommentState, { label: string; to: CommentState }[]> = {
  visible: [
    { label: 'Hide', to: 'hidden' },
    { label: 'Mark as spam', to: 'spam' },
  ],
  held: [
    { label: 'Approve', to: 'visible' },
    { label: 'Hide', to: 'hidden' },
    { label: 'Mark as spam', to: 'spam' },
  ],
  hidden: [
    { label: 'Show again', to: 'visible' },
    { label: 'Mark as spam', to: 'spam' },
  ],
  spam: [{ label: 'Not spam', to: 'visible' }],
};

/** The owner's comment moderation: every comment, filtered and searched, handled in place. */
export default function CommentsPage() {
  useDocumentMeta({
    title: 'Comments',
    description: 'Every comment on the blog: hide, approve, mark as spam, delete, block.',
  });
  const { filter, control } = useAddressFilter(readCommentFilter, commentParams);
  const list = useAdminGetCommentsInfiniteQuery(filter);
  const { data: postPages } = useAdminGetPostsInfiniteQuery();
  const [setState] = useAdminSetCommentStateMutation();
  const [deleteComment] = useAdminDeleteCommentMutation();
  const [setBlocked] = useAdminSetCommenterBlockedMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const comments = list.data?.pages.flatMap((page) => page.comments);
  const loadedPosts = postPages?.pages.flatMap((page) => page.posts) ?? [];
  // A post filtered on (from the address) that is not among the posts loaded so far still
  // shows as chosen, named by its comments.
  const filteredPost = comments?.find((comment) => comment.post.id === filter.postId)?.post;
  const posts =
    filter.postId && !loadedPosts.some((post) => post._id === filter.postId)
      ? [...loadedPosts, { _id: filter.postId, title: filteredPost?.title ?? 'The chosen post' }]
      : loadedPosts;
  const filtered = Boolean(filter.postId || filter.state || filter.q);

  /** Runs one change, says what happened, and offers its undo. */
  async function act(commentId: string, run: () => Promise<unknown>, next: Done) {
    setActionError(null);
    setDone(null);
    setPendingId(commentId);
    try {
      await run();
      setDone(next);
    } catch {
      setActionError(commentMessages.actionFailed);
    } finally {
      setPendingId(null);
    }
  }

  const changeState = (comment: ModeratedComment, state: CommentState) => {
    const previous = comment.state;
    const change = (to: CommentState) =>
      setState({ id: comment.id, postId: comment.post.id, state: to }).unwrap();
    return act(comment.id, () => change(state), {
      text: `The comment by ${comment.author.username} ${stateDone[state]}.`,
      undo: () => change(previous),
    });
  };

  const setBlock = (
    key: string,
    { id: userId, username }: { id: string; username: string },
    blocked: boolean,
  ) =>
    act(key, () => setBlocked({ userId, blocked }).unwrap(), {
      text: blocked
        ? `${username} is blocked: their next comments will be held for approval.`
        : `${username} is unblocked: their next comments will show at once.`,
      undo: () => setBlocked({ userId, blocked: !blocked }).unwrap(),
    });

  const remove = (comment: ModeratedComment) =>
    act(comment.id, () => deleteComment({ id: comment.id, postId: comment.post.id }).unwrap(), {
      text: `The comment by ${comment.author.username} is deleted.`,
    }).then(() => setConfirmingId(null));

  const undo = async () => {
    if (!done?.undo) return;
    const { undo: run } = done;
    setActionError(null);
    setDone(null);
    try {
      await run();
      setDone({ text: 'Undone.' });
    } catch {
      setActionError(commentMessages.actionFailed);
    }
  };

  return (
    <AdminPage
      title="Comments"
      parent
      lead="Every comment readers post on the blog, newest first. Only visible comments show on the site; held, hidden and spam comments never do."
    >
      <HoldLinksSetting />
      <BlockedCommenters
        pendingId={pendingId}
        onUnblock={(user) => void setBlock(`user-${user.id}`, user, false)}
      />

      <FilterBar>
        <FilterSelect
          {...control('postId')}
          label="Post"
          allLabel="All posts"
          options={posts.map((post) => ({ value: post._id, label: post.title }))}
        />
        <FilterSelect
          {...control('state')}
          label="State"
          allLabel="All states"
          options={commentStates.map((state) => ({ value: state, label: stateLabels[state] }))}
        />
        <ListSearch {...control('q')} label="Search comments" placeholder="Text or author" />
      </FilterBar>

      <ActionMessages
        notice={
          done ? (
            <>
              <span>{done.text}</span>
              {done.undo ? (
                <button type="button" className={buttonClass('secondary')} onClick={undo}>
                  Undo
                </button>
              ) : null}
            </>
          ) : null
        }
        error={actionError}
        spaced
      />

      <ListState query={list} items={comments} texts={commentMessages} filtered={filtered}>
        {(rows) => (
          <ul className={card.list} aria-busy={list.isFetching || undefined} aria-label="Comments">
            {rows.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                pending={pendingId === comment.id}
                confirming={confirmingId === comment.id}
                onState={(state) => void changeState(comment, state)}
                onToggleBlock={() =>
                  void setBlock(comment.id, comment.author, !comment.author.blocked)
                }
                onAskDelete={() => setConfirmingId(comment.id)}
                onCancelDelete={() => setConfirmingId(null)}
                onDelete={() => void remove(comment)}
              />
            ))}
          </ul>
        )}
      </ListState>
    </AdminPage>
  );
}

interface CommentItemProps {
  comment: ModeratedComment;
  pending: boolean;
  confirming: boolean;
  onState(state: CommentState): void;
  onToggleBlock(): void;
  onAskDelete(): void;
  onCancelDelete(): void;
  onDelete(): void;
}

function CommentItem({
  comment,
  pending,
  confirming,
  onState,
  onToggleBlock,
  onAskDelete,
  onCancelDelete,
  onDelete,
}: CommentItemProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const who = comment.author.username;
  // Each button's name says whose comment it acts on: a list of "Hide" buttons is no help to a
  // screen reader user moving from button to button.
  const whose = <span className="visually-hidden"> the comment by {who}</span>;

  useEffect(() => {
    // The question takes the focus (on its safe answer); answering it gives the focus back.
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const onQuestionKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onCancelDelete();
  };

  return (
    <li className={card.card} aria-labelledby={`${id}-by`}>
      <div className={card.summary}>
        <p id={`${id}-by`} className={styles.byline}>
          <strong>{who}</strong>
          {comment.author.blocked ? <Badge tone="danger">Blocked</Badge> : null}
          <Badge tone={stateTones[comment.state]}>{stateLabels[comment.state]}</Badge>
        </p>
        <p className={card.meta}>
          <span>
            on <Link to={blogPostPath(comment.post.slug)}>{comment.post.title}</Link>
          </span>
          <time dateTime={comment.createdAt}>{formatReceived(comment.createdAt)}</time>
          {comment.stateReason && comment.state !== 'visible' ? (
            <span>Why: {reasonLabels[comment.stateReason] ?? comment.stateReason}</span>
          ) : null}
          {comment.stateChangedBy ? <span>Last changed by {comment.stateChangedBy}</span> : null}
        </p>
        <p className={styles.content}>{comment.content}</p>
      </div>
      <div className={styles.actions} aria-busy={pending || undefined}>
        {actionsFor[comment.state].map((action) => (
          <button
            key={action.to}
            type="button"
            className={buttonClass(action.to === 'visible' ? 'primary' : 'secondary')}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onState(action.to);
            }}
          >
            {action.label}
            {whose}
          </button>
        ))}
        <button
          type="button"
          className={buttonClass('secondary')}
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onToggleBlock();
          }}
        >
          {comment.author.blocked ? `Unblock ${who}` : `Block ${who}`}
        </button>
        <button
          ref={deleteRef}
          type="button"
          className={`${buttonClass('secondary')} ${styles.danger}`}
          aria-disabled={pending || undefined}
          aria-expanded={confirming}
          onClick={() => {
            if (!pending) onAskDelete();
          }}
        >
          Delete{whose}
        </button>
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby={`${id}-question`}
          className={styles.confirm}
          onKeyDown={onQuestionKey}
        >
          <p id={`${id}-question`}>{commentMessages.deleteQuestion}</p>
          <button
            type="button"
            className={`${buttonClass('primary')} ${styles.dangerSolid}`}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onDelete();
            }}
          >
            Delete for good
          </button>
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass('secondary')}
            onClick={onCancelDelete}
          >
            Keep it
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** Who is blocked, with a way to unblock someone whose comments are no longer listed. */
function BlockedCommenters({
  pendingId,
  onUnblock,
}: {
  pendingId: string | null;
  onUnblock(user: { id: string; username: string }): void;
}) {
  const headingId = useId();
  const { data } = useAdminGetBlockedCommentersQuery();
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.blockedList} aria-labelledby={headingId}>
      <h2 id={headingId}>Blocked commenters</h2>
      <p className={styles.help}>Their new comments wait under “Held for approval”.</p>
      <ul>
        {data.map((user) => (
          <li key={user.userId}>
            <span>
              <strong>{user.username}</strong>, blocked by {user.blockedBy} on{' '}
              <time dateTime={user.blockedAt}>{formatReceived(user.blockedAt)}</time>
            </span>
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-disabled={pendingId === `user-${user.userId}` || undefined}
              onClick={() => {
                if (pendingId !== `user-${user.userId}`)
                  onUnblock({ id: user.userId, username: user.username });
              }}
            >
              Unblock {user.username}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The tenant's one setting: hold comments with links until they are approved. */
function HoldLinksSetting() {
  const id = useId();
  const { data, isError } = useAdminGetCommentSettingsQuery();
  const [save, { isLoading }] = useAdminSaveCommentSettingsMutation();
  const [failed, setFailed] = useState(false);
  if (!data) {
    return isError ? (
      <p className={styles.error}>The comment settings could not be loaded.</p>
    ) : null;
  }
  return (
    <div className={styles.setting}>
      <input
        id={`${id}-links`}
        type="checkbox"
        checked={data.holdLinks}
        aria-describedby={`${id}-links-help`}
        disabled={isLoading}
        onChange={async (event) => {
          setFailed(false);
          const holdLinks = event.target.checked;
          await save({ holdLinks })
            .unwrap()
            .catch(() => setFailed(true));
        }}
      />
      <label htmlFor={`${id}-links`}>Hold comments with links for approval</label>
      <p id={`${id}-links-help`} className={styles.help}>
        A new comment that contains a web address waits under “Held for approval” until you approve
        it.
      </p>
      {failed ? (
        <p role="alert" className={styles.error}>
          {commentMessages.settingsFailed}
        </p>
      ) : null}
    </div>
  );
}
