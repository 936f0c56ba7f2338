import sanitizeHtml from 'sanitize-html';
import { postHtmlAttribute, postHtmlPolicy, postLinkAttributes } from '@agency/contract';

/** sanitize-html's options for the post-HTML policy (@agency/contract's, the one the blog and the
 * admin preview sanitize with too). */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...postHtmlPolicy.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(postHtmlPolicy.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedClasses: Object.fromEntries(
    Object.entries(postHtmlPolicy.classes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedStyles: {
    '*': Object.fromEntries(
      Object.entries(postHtmlPolicy.styles).map(([property, values]) => [property, [...values]]),
    ),
  },
  allowedSchemes: [...postHtmlPolicy.schemes],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(postHtmlPolicy.schemesByTag).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  allowedSchemesAppliedToAttributes: [...postHtmlPolicy.urlAttributes],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: postLinkAttributes(attribs) }),
    div: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      const url = attribs['data-oembed-url'];
      if (url !== undefined && postHtmlAttribute('div', 'data-oembed-url', url) !== null)
        kept['data-oembed-url'] = url;
      return { tagName, attribs: kept };
    },
  },
};

/** Sanitizes the HTML body of a post against the editor's allow-list. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML).trim();
}

/** The entities sanitize-html writes into text, decoded. */
export const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The visible text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  const spaced = html.replace(
    /<\/(p|h[1-6]|li|div|blockquote|figure|figcaption|td|th|pre)>|<br\s*\/?>/gi,
    '$& ',
  );
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** About `maxLength` characters of the text, cut at a word boundary. */
export function excerptFromHtml(html: string, maxLength = 200): string {
  // Headings read badly run into the paragraph after them; use the body text when there is some.
  const text =
    htmlToText(html.replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi, ' ')) || htmlToText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength)).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Escapes text for an HTML email body. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
