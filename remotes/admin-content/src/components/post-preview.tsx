import 'ckeditor5/ckeditor5-content.css';
import { useMemo } from 'react';
import { sanitizePostHtml } from '@agency/contract/sanitize';
import styles from './post-preview.module.css';

interface PostPreviewProps {
  title: string;
  content: string;
}

/** The post as readers will see it: the title and the body sanitized by the contract's
 * sanitizer, the one the blog's post page runs (so the same markup), styled by CKEditor's
 * content stylesheet. Lazy, so DOMPurify and that CSS load only for a preview. */
export default function PostPreview({ title, content }: PostPreviewProps) {
  const html = useMemo(() => sanitizePostHtml(content, window), [content]);
  return (
    <article className={styles.preview} aria-label="Post preview">
      <h3 className={styles.title}>{title || 'Untitled post'}</h3>
      {html ? (
        <div className={`ck-content ${styles.body}`} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.empty}>This post has no content yet.</p>
      )}
    </article>
  );
}
