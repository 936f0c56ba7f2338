import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { purifyAttribute, purifyConfig, purifyElement } from './policy.ts';

export type { WindowLike };

/** One private DOMPurify instance per window (its hooks affect no other user of the library),
 * or null for a window DOMPurify cannot work with. */
const purifiers = new WeakMap<WindowLike, DOMPurify | null>();

function purifierFor(window: WindowLike): DOMPurify | null {
  if (purifiers.has(window)) return purifiers.get(window)!;
  const instance = createDOMPurify(window);
  const purifier = instance.isSupported ? instance : null;
  if (purifier) {
    // The post-HTML policy the api saves with (tags, attributes, classes, styles, URL schemes);
    // the api sanitizes on save too, this is the second line of defence for content stored
    // before that, or by another host honouring the same contract.
    purifier.addHook('uponSanitizeAttribute', purifyAttribute);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      purifyElement(node);
      if (node.tagName === 'IMG') {
        // Post images sit below the title: never let them hold up the first paint.
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
        if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      } else if (node.tagName === 'VIDEO') {
        node.setAttribute('controls', '');
        node.setAttribute('preload', 'metadata');
      }
    });
  }
  purifiers.set(window, purifier);
  return purifier;
}

/**
 * A post body as readers get it, ready for `dangerouslySetInnerHTML`: the blog's page and the
 * editor's preview both show this, so the preview never differs from the post. `window` is the
 * DOM DOMPurify parses in: the browser's, or on the server the one the render server hands
 * over (the contract depends on no DOM library). Headings of level 1 in the body become level 2,
 * since the page's one <h1> is the post title. With a window DOMPurify cannot use it returns an
 * empty string rather than unchecked HTML.
 */
export function sanitizePostHtml(html: string, window: WindowLike): string {
  const purifier = purifierFor(window);
  if (!purifier) return '';
  const fragment = purifier.sanitize(html, { ...purifyConfig, RETURN_DOM_FRAGMENT: true });
  for (const heading of Array.from(fragment.querySelectorAll('h1'))) {
    const replacement = heading.ownerDocument.createElement('h2');
    for (const attribute of Array.from(heading.attributes))
      replacement.setAttribute(attribute.name, attribute.value);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
