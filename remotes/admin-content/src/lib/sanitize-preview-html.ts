import { purifyAttribute, purifyConfig, purifyElement } from 'api/post-html-policy';
import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

/** The post body as readers will get it: the api's and the blog's post-HTML policy (tags,
 * attributes, classes, styles, URL schemes), so the preview never shows what the saved post and
 * the blog would remove. A private DOMPurify instance, so these hooks affect no other user. */
export function sanitizePreviewHtml(html: string): string {
  if (!purifier) {
    purifier = createDOMPurify(window);
    purifier.addHook('uponSanitizeAttribute', purifyAttribute);
    purifier.addHook('afterSanitizeAttributes', purifyElement);
  }
  return purifier.sanitize(html, purifyConfig);
}
