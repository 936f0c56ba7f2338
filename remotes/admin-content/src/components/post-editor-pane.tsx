import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import {
  blogPostPath,
  blogTags,
  errorMessage,
  errorStatus,
  getSiteConfig,
  Link,
  selectUser,
  useAppSelector,
  type PostInput,
} from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { Field, inputClass, TextField } from '@agency/ui/field';
import {
  conflictOf,
  useAdminCreatePostMutation,
  useAdminSubmitForReviewMutation,
  useAdminUpdatePostMutation,
} from '../api';
import { useStaffRole } from '../hooks/use-staff-role';
import { credits, reviewMessages } from '../content/review';
import { autosaveTexts, othersLines } from '../content/autosave';
import { messages } from '../content/messages';
import { isSlug, slugTexts } from '../content/slug';
import { useAutosave, useRecoveredWriting, type AutosaveStatus } from '../hooks/use-autosave';
import { localCopyKey } from '../lib/autosave-store';
import { lengthNote, pageTitleOf, shareLimits } from '../content/share-preview';
import { newsletterPath } from '../paths';
import type { EditorHandle, UploadState } from './editor/rich-text-editor';
import { AutosaveOffer } from './autosave-offer';
import { LoadBoundary } from './load-boundary';
import styles from './post-editor-pane.module.css';
import { FeatureImageField } from './feature-image-field';
import { MediaLibraryPicker } from './media-library-picker';
import { PublishingField, scheduleProblem, type ScheduleProblem } from './publishing-field';
import { KeptAside, PostConflict } from './post-conflict';
import { PostHistory } from './post-history';
import { PreviewLinks } from './preview-links';
import { SharePreview } from './share-preview';

// The CKEditor chunk (code and CSS) and the preview's sanitizer download only when a pane opens.
const importEditor = () => import('./editor/rich-text-editor');
const importPreview = () => import('./post-preview');

export type PostDraft = Required<PostInput>;

export function draftFrom(post: Post | null): PostDraft {
  return {
    title: post?.title ?? '',
    content: post?.content ?? '',
    metaTitle: post?.metaTitle ?? '',
    metaDescription: post?.metaDescription ?? '',
    metaKeywords: post?.metaKeywords ?? '',
    // A new post starts as a draft: nothing is public until the owner publishes it.
    status: post?.publishStatus ?? 'Draft',
    publishAt: post?.publishAt ?? null,
    unpublishAt: post?.unpublishAt ?? null,
    tags: post?.tags ?? [],
    featureImage: post?.featureImage ?? null,
  };
}

/** Exactly the api's save payload (status named `status`), tags included. */
export function toPayload(draft: PostDraft): PostInput {
  const { title, content, metaTitle, metaDescription, metaKeywords, status, tags, featureImage } =
    draft;
  const publishAt = status === 'Scheduled' ? draft.publishAt : null;
  const unpublishAt = status === 'Draft' ? null : draft.unpublishAt;
  return {
    title,
    content,
    metaTitle,
    metaDescription,
    metaKeywords,
    status,
    publishAt,
    unpublishAt,
    tags,
    featureImage,
  };
}

/** A lazy component that can be asked to download again after a failure. */
function useRetryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const [attempt, setAttempt] = useState(0);
  // A failed React.lazy remembers its rejection, so a retry needs a new one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const LazyComponent = useMemo(() => lazy(load), [attempt]);
  return [LazyComponent, () => setAttempt((value) => value + 1)] as const;
}

interface PostEditorPaneProps {
  /** The post being edited, or null for a new one. */
  post: Post | null;
  onCancel(): void;
  /** Called once the post is saved, with what to tell the writer. */
  onSaved(notice?: string): void;
  onDirtyChange(dirty: boolean): void;
}

/** A lazy part of the pane: its loading line, then the part; a failed download says `failed`
 * with a Try again, and the rest of the pane (and what was typed) stays. */
function LazyPart({
  failed,
  onRetry,
  loading,
  children,
}: {
  failed: string;
  onRetry(): void;
  loading: ReactNode;
  children: ReactNode;
}) {
  return (
    <LoadBoundary
      onRetry={onRetry}
      fallback={(retry) => (
        <p role="alert" className={styles.loadError}>
          {failed}{' '}
          <button type="button" className={buttonClass('secondary', 'small')} onClick={retry}>
            Try again
          </button>
        </p>
      )}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </LoadBoundary>
  );
}

/** The line beside Save: where what was typed is kept now. */
function autosaveLine(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'saved':
      return autosaveTexts.saved(status.at);
    case 'failed':
      return autosaveTexts.notSaved;
    case 'local':
      return autosaveTexts.newPost;
    default:
      return '';
  }
}

/** A save refused because someone saved first: their post and the api's message. */
interface Conflict {
  theirs: Post;
  message: string;
}

/** The editor pane 'Create or Edit a Blog Post'. */
export function PostEditorPane({
  post: opened,
  onCancel,
  onSaved,
  onDirtyChange,
}: PostEditorPaneProps) {
  const id = useId();
  // The version the edit started from: each save names it, so a newer one is never overwritten
  // unseen. Taking theirs or restoring a revision starts from that version instead.
  const [post, setPost] = useState(opened);
  // What a save names in If-Match: the post's version, or the one restored writing started from.
  const [baseVersion, setBaseVersion] = useState(opened?.version ?? null);
  const [editorKey, setEditorKey] = useState(0);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [keptAside, setKeptAside] = useState<PostDraft | null>(null);
  const [draft, setDraft] = useState(() => draftFrom(opened));
  // A saved post's address: sent only when the owner changed it (a rename answers a 301 from
  // the old one), so it stays outside the draft the autosave keeps.
  const [slug, setSlug] = useState(opened?.slug ?? '');
  const [slugError, setSlugError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [upload, setUpload] = useState<UploadState>({ active: false, percent: 0 });
  const [saveFailed, setSaveFailed] = useState(false);
  const [pictureUploading, setPictureUploading] = useState(false);
  const [scheduleError, setScheduleError] = useState<ScheduleProblem | null>(null);
  const [editorHandle, setEditorHandle] = useState<EditorHandle | null>(null);
  const [createPost, createState] = useAdminCreatePostMutation();
  const [updatePost, updateState] = useAdminUpdatePostMutation();
  const [submitForReview, submitState] = useAdminSubmitForReviewMutation();
  const saving = createState.isLoading || updateState.isLoading || submitState.isLoading;
  const { can } = useStaffRole();
  // An Author writes drafts and submits them; publishing and scheduling are an Editor's.
  const publishes = can('posts.publish');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [RichTextEditor, retryEditor] = useRetryableLazy(importEditor);
  const [PostPreview, retryPreview] = useRetryableLazy(importPreview);
  const userId = useAppSelector(selectUser)?.id ?? '';
  const storageKey = localCopyKey(getSiteConfig().tenantId, opened?._id ?? null, userId);
  const [saved] = useState(() => draftFrom(opened));
  const { recovery, restore, discard } = useRecoveredWriting(
    opened?._id ?? null,
    saved,
    storageKey,
  );
  const autosave = useAutosave({
    enabled: recovery.state === 'none',
    postId: opened?._id ?? null,
    baseVersion,
    draft,
    dirty,
    storageKey,
  });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  const change = <Key extends keyof PostDraft>(key: Key, value: PostDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };

  const tagOptions = useMemo(
    () => [
      ...blogTags,
      ...(post?.tags ?? []).filter((tag) => !(blogTags as readonly string[]).includes(tag)),
    ],
    [post],
  );

  /** Starts over from a version of the post (theirs, or a restored revision). */
  const startFrom = (version: Post) => {
    setPost(version);
    setBaseVersion(version.version);
    setDraft(draftFrom(version));
    setSlug(version.slug);
    setSlugError(null);
    setEditorKey((key) => key + 1);
    setDirty(false);
  };

  /** Saves the post; `forReview` then submits it for review (an Author's way to publish). */
  const save = async (version = baseVersion ?? undefined, forReview = false) => {
    if (saving || upload.active || pictureUploading) return;
    setSaveFailed(false);
    const problem = scheduleProblem(draft, new Date(), post?.unpublishAt ?? null);
    setScheduleError(problem);
    const renamed = post !== null && slug !== post.slug;
    setSlugError(renamed && !isSlug(slug) ? slugTexts.invalid : null);
    if (problem || (renamed && !isSlug(slug))) return;
    try {
      const body = {
        ...toPayload(publishes ? draft : { ...draft, status: 'Draft' }),
        ...(renamed && { slug }),
      };
      const saved = post
        ? await updatePost({ id: post._id, body, version }).unwrap()
        : await createPost(body).unwrap();
      if (forReview) await submitForReview(saved._id).unwrap();
      setConflict(null);
      autosave.settle();
      setDirty(false);
      onSaved(forReview ? reviewMessages.submitted(saved.title) : undefined);
    } catch (error) {
      const refused = conflictOf(error);
      if (refused) setConflict({ theirs: refused.current, message: refused.message });
      // A 409 without the post's current version: the address asked for is another post's.
      else if (renamed && errorStatus(error) === 409)
        setSlugError(errorMessage(error) ?? slugTexts.taken);
      else setSaveFailed(true);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  const restoreWriting = () => {
    if (recovery.state !== 'found') return;
    const { found } = recovery;
    restore();
    setDraft(found.draft);
    if (found.baseVersion !== null) setBaseVersion(found.baseVersion);
    setEditorKey((key) => key + 1);
    setDirty(true);
  };

  const takeTheirs = (theirs: Post) => {
    setKeptAside(draft);
    setConflict(null);
    startFrom(theirs);
  };

  const field = (name: string) => `${id}-${name}`;
  const busyText = saving
    ? messages.saving
    : upload.active || pictureUploading
      ? messages.uploading
      : '';

  return (
    <section className={styles.pane} aria-labelledby={field('heading')}>
      <div className={styles.paneHeader}>
        <h2 id={field('heading')} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {messages.editorHeading}
        </h2>
        <p className={styles.context}>{post ? `Editing “${post.title}”` : 'New post'}</p>
        {post && can('posts.read-all') && credits(post) ? (
          <p className={styles.context}>{credits(post)}</p>
        ) : null}
        {othersLines(autosave.others, new Date()).map((line) => (
          <p key={line} className={styles.context}>
            {line}
          </p>
        ))}
      </div>

      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-describedby={saveFailed ? field('error') : undefined}
      >
        {recovery.state === 'checking' ? (
          <p role="status" className={styles.checking}>
            {autosaveTexts.checking}
          </p>
        ) : null}
        {recovery.state === 'found' ? (
          <AutosaveOffer
            found={recovery.found}
            saved={saved}
            version={post?.version ?? null}
            discardFailed={recovery.discardFailed}
            onRestore={restoreWriting}
            onDiscard={discard}
          />
        ) : null}
        {conflict ? (
          <PostConflict
            message={conflict.message}
            theirs={conflict.theirs}
            mine={draft}
            saving={saving}
            onKeepMine={() => void save(conflict.theirs.version)}
            onTakeTheirs={() => takeTheirs(conflict.theirs)}
          />
        ) : null}
        {keptAside && !conflict ? (
          <KeptAside mine={keptAside} onDismiss={() => setKeptAside(null)} />
        ) : null}
        {previewing ? (
          <div className={styles.previewArea}>
            <LazyPart
              failed="The preview could not be loaded."
              onRetry={retryPreview}
              loading={
                <p role="status" className={styles.loading}>
                  Loading preview...
                </p>
              }
            >
              <PostPreview title={draft.title} content={draft.content} />
            </LazyPart>
          </div>
        ) : null}

        {/* Hidden rather than unmounted while previewing, so the editor keeps its undo history. */}
        <div
          className={styles.columns}
          hidden={previewing || conflict !== null || recovery.state !== 'none'}
        >
          <div className={styles.main}>
            <Field id={field('title')} label="Post Title">
              {(_describedBy, titleId) => (
                <input
                  id={titleId}
                  type="text"
                  value={draft.title}
                  onChange={(event) => change('title', event.target.value)}
                  className={`${inputClass} ${styles.titleInput}`}
                  autoComplete="off"
                />
              )}
            </Field>
            <div className={styles.field}>
              <span id={field('content-label')} className={styles.label}>
                Post Content
              </span>
              <MediaLibraryPicker
                onInsert={editorHandle && ((item) => editorHandle.insertMedia(item))}
                onFeature={(item) => change('featureImage', { url: item.url, alt: '' })}
              />
              <LazyPart
                failed="The editor could not be loaded. Your other fields are kept."
                onRetry={retryEditor}
                loading={
                  <div className={styles.editorLoading} role="status">
                    Loading editor...
                  </div>
                }
              >
                <RichTextEditor
                  key={editorKey}
                  initialData={draft.content}
                  label="Post Content"
                  disabled={saving}
                  onChange={(content) => change('content', content)}
                  onUploadChange={setUpload}
                  onEditorReady={setEditorHandle}
                />
              </LazyPart>
            </div>
          </div>

          <div className={styles.side}>
            <fieldset className={styles.group}>
              <legend>Publishing</legend>
              {publishes ? (
                <PublishingField
                  value={draft}
                  error={scheduleError}
                  onChange={({ status, publishAt, unpublishAt }) => {
                    setDraft((current) => ({ ...current, status, publishAt, unpublishAt }));
                    setDirty(true);
                  }}
                />
              ) : (
                <p className={styles.context}>
                  {post?.submittedForReviewAt ? reviewMessages.waiting : reviewMessages.authorNote}
                </p>
              )}
              {post?.publishStatus === 'Published' && can('newsletter') ? (
                <Link to={newsletterPath(post._id)} className={buttonClass('secondary')}>
                  Send to subscribers
                </Link>
              ) : null}
              <fieldset className={styles.tags}>
                <legend>Tags</legend>
                <div className={styles.tagList}>
                  {tagOptions.map((tag) => (
                    <label key={tag} className={styles.tag}>
                      <input
                        type="checkbox"
                        checked={draft.tags.includes(tag)}
                        onChange={(event) =>
                          change(
                            'tags',
                            event.target.checked
                              ? [...draft.tags, tag]
                              : draft.tags.filter((item) => item !== tag),
                          )
                        }
                      />
                      <span>{tag}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </fieldset>

            <fieldset className={styles.group}>
              <legend>Feature image</legend>
              <FeatureImageField
                value={draft.featureImage}
                onChange={(value) => change('featureImage', value)}
                onBusyChange={setPictureUploading}
              />
            </fieldset>

            <fieldset className={styles.group}>
              <legend>Search engines</legend>
              {post ? (
                <TextField
                  id={field('slug')}
                  label={slugTexts.label}
                  hint={(post.publishStatus === 'Published'
                    ? slugTexts.publishedHint
                    : slugTexts.draftHint)(blogPostPath(post.slug))}
                  error={slugError ?? undefined}
                  value={slug}
                  onChange={(value) => {
                    setSlug(value.trim().toLowerCase());
                    setSlugError(null);
                    setDirty(true);
                  }}
                  autoComplete="off"
                  spellCheck={false}
                />
              ) : null}
              <TextField
                id={field('meta-title')}
                label="Meta Title"
                hint={`Empty: the post title is used. With the brand after it, ${lengthNote(pageTitleOf(draft.title, draft.metaTitle, getSiteConfig().brandName).length, shareLimits.searchTitle, 'Google')}`}
                value={draft.metaTitle}
                onChange={(value) => change('metaTitle', value)}
                autoComplete="off"
              />
              <Field
                id={field('meta-description')}
                label="Meta Description"
                hint={`Empty: the start of the post is used. ${lengthNote(draft.metaDescription.length, shareLimits.searchDescription, 'Google')}`}
              >
                {(describedBy, descriptionId) => (
                  <textarea
                    id={descriptionId}
                    aria-describedby={describedBy}
                    className={inputClass}
                    rows={4}
                    value={draft.metaDescription}
                    onChange={(event) => change('metaDescription', event.target.value)}
                  />
                )}
              </Field>
              <TextField
                id={field('meta-keywords')}
                label="Meta Keywords"
                hint="Comma separated, e.g. auto repair, local SEO"
                value={draft.metaKeywords}
                onChange={(value) => change('metaKeywords', value)}
                autoComplete="off"
              />
            </fieldset>

            {post && can('posts.read-all') ? (
              <fieldset className={styles.group}>
                <legend>History</legend>
                <PostHistory postId={post._id} dirty={dirty} onRestored={startFrom} />
              </fieldset>
            ) : null}

            {post && post.publishStatus !== 'Published' ? (
              <fieldset className={styles.group}>
                <legend>Preview link</legend>
                <PreviewLinks postId={post._id} />
              </fieldset>
            ) : null}

            <fieldset className={styles.group}>
              <legend>Preview</legend>
              <SharePreview
                post={post}
                title={draft.title}
                metaTitle={draft.metaTitle}
                metaDescription={draft.metaDescription}
                content={draft.content}
              />
            </fieldset>
          </div>
        </div>

        <div className={styles.footer}>
          <div className={styles.feedback}>
            <p role="status" className={styles.busy}>
              {busyText}
              {!saving && upload.active ? (
                <>
                  {' '}
                  <progress
                    max={100}
                    value={upload.percent}
                    aria-label="Upload progress"
                    className={styles.progress}
                  />{' '}
                  <span>{upload.percent}%</span>
                </>
              ) : null}
            </p>
            <p className={styles.autosave} aria-live="polite">
              {autosaveLine(autosave.status)}
            </p>
            {saveFailed ? (
              <p id={field('error')} role="alert" className={styles.error}>
                {messages.saveFailed}
              </p>
            ) : null}
          </div>
          <div className={styles.buttons}>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setPreviewing((value) => !value)}
            >
              {previewing ? 'Edit Post' : 'Preview Post'}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={onCancel}
              disabled={saving}
            >
              Cancel
            </button>
            <button
              type="submit"
              className={buttonClass(publishes ? 'primary' : 'secondary')}
              disabled={saving || upload.active || pictureUploading}
            >
              {publishes ? 'Save Post' : 'Save Draft'}
            </button>
            {publishes ? null : (
              <button
                type="button"
                className={buttonClass('primary')}
                disabled={saving || upload.active || pictureUploading}
                onClick={() => void save(undefined, true)}
              >
                Submit for review
              </button>
            )}
          </div>
        </div>
      </form>
    </section>
  );
}
