import { useParams, errorStatus, useDocumentMeta, type DocumentMeta } from '@agency/shared-state';
import { PREVIEW_LINK_GONE, type Post } from '@agency/contract';
import { Notice } from '@agency/ui/notice';
import { useBlogGetPostPreviewQuery } from '../api';
import { LoadFailed } from '../components/load-failed';
import { RelatedPosts } from '../components/related-posts';
import { formatDate } from '../lib/posts';
import { Breadcrumb, LOADING_POST, NotFoundNote, PostArticle } from './blog-post';
import styles from './blog-post.module.css';

export const PREVIEW_GONE_TITLE = 'Preview not available';
export const FAILED_PREVIEW = 'Failed to fetch the preview.';

/** The notice above a draft's preview. */
export function previewNotice(expiresAt: string): string {
  return `Draft preview: this post is not published yet. Shared until ${formatDate(expiresAt)}.`;
}

/** A preview is for whoever holds its link: never indexed, and no share card of its own. */
function previewMeta(post: Post | undefined, gone: boolean): DocumentMeta {
  if (post)
    return {
      title: post.metaTitle.trim() || post.title,
      description: post.metaDescription.trim() || post.excerpt.trim() || undefined,
      personal: true,
    };
  return {
    title: gone ? PREVIEW_GONE_TITLE : 'Draft preview',
    personal: true,
    ...(gone ? { notFound: true } : {}),
  };
}

/**
 * /tech&tranquility/preview/:token: a draft as its published page will look, for a client with
 * the link and no account. It takes no comments or votes (the post is nobody's to discuss yet).
 */
export default function PostPreviewPage() {
  const { token = '' } = useParams();
  const { currentData, error, isFetching, refetch } = useBlogGetPostPreviewQuery(token);
  const gone = !currentData && !isFetching && errorStatus(error) === 404;
  useDocumentMeta(previewMeta(currentData?.post, gone));

  if (!currentData) {
    return (
      <div className={`${styles.page} ${styles.column}`}>
        <Breadcrumb />
        {isFetching ? (
          <p role="status" className={styles.meta}>
            {LOADING_POST}
          </p>
        ) : gone ? (
          <NotFoundNote title={PREVIEW_GONE_TITLE}>
            <p>{PREVIEW_LINK_GONE}</p>
            <p>Ask whoever sent it for a new link.</p>
          </NotFoundNote>
        ) : (
          <LoadFailed message={FAILED_PREVIEW} onRetry={() => void refetch()} />
        )}
      </div>
    );
  }

  const { post, expiresAt } = currentData;
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <Notice tone="info">{previewNotice(expiresAt)}</Notice>
        <Breadcrumb current={post.title} />
        <PostArticle post={post} />
      </div>
      <RelatedPosts current={post} />
    </div>
  );
}
