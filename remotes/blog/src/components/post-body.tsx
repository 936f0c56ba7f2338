import { useMemo } from 'react';
// CKEditor's content stylesheet only (3 KB gz); the editor itself never loads in the blog.
import 'ckeditor5/ckeditor5-content.css';
import { sanitizePostHtml } from '../lib/sanitize-post-html';
import styles from './post-body.module.css';

/** A post's HTML body, sanitized with DOMPurify before it reaches the DOM and styled as the
 * editor showed it (`ck-content`). */
export function PostBody({ html }: { html: string }) {
  const safeHtml = useMemo(() => sanitizePostHtml(html), [html]);
  return (
    <div className={`ck-content ${styles.body}`} dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
