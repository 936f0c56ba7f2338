// CKEditor's content stylesheet only (3 KB gz); the editor itself never loads in the blog.
import 'ckeditor5/ckeditor5-content.css';
import { staticIsland } from '@agency/ui/static-island';
import bones from './skeleton.module.css';
import styles from './post-body.module.css';

// The body is a static island: the server sanitizes it (the render server gives DOMPurify a
// DOM) and hydration keeps that HTML, so a first visit never downloads DOMPurify (11 KB gz).
// A body drawn in the browser (after a client-side navigation, or a post that changed since
// the server drew it) loads the sanitizer first and shows its first lines meanwhile, unless it
// was loaded before (preloadPostBody).
const SanitizedBody = staticIsland('div', () => import('./sanitized-post-body'));

/** Loads the sanitizer a body drawn in the browser needs, so the body shows with the page. */
export const preloadPostBody = SanitizedBody.preload;

/** A post's HTML body, sanitized with DOMPurify before it reaches the DOM and styled as the
 * editor showed it (`ck-content`). */
export function PostBody({ html }: { html: string }) {
  return (
    <SanitizedBody
      contentProps={{ html, className: `ck-content ${styles.body}` }}
      fallback={<PostBodySkeleton />}
    />
  );
}

/** The first lines of a body that is on its way, in the body's type, so the text takes their
 * place. */
export function PostBodySkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: 9 }, (_, index) => (
        <span key={index} className={`${bones.bone} ${index % 4 === 3 ? bones.short : ''}`} />
      ))}
    </div>
  );
}
