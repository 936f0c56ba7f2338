import sanitizeHtml from 'sanitize-html';

const LENGTH = /^\d+(\.\d+)?(px|%|em|rem|pt|vw)$/;
const FONT_SIZE =
  /^(\d+(\.\d+)?(px|em|rem|pt|%)|xx-small|x-small|small|medium|large|x-large|xx-large)$/;
const FONT_FAMILY = /^[\w\s,'"-]+$/;
const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.,\s%]+\)|hsla?\(\s*[\d.,\s%deg]+\)|[a-zA-Z]+)$/;
const HTTP_URL = /^https?:\/\//i;

/**
 * What the blog editor (CKEditor 5 with the toolbar of the spec) produces, and nothing more:
 * headings, paragraphs, font family/size spans, alignment, bold/italic/underline/strike,
 * lists, links, block quotes, images in figures (resizable), and uploaded videos in
 * `figure.media`. Scripts, event handlers, `javascript:` URLs, iframes and other embeds go.
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'span',
    'div',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'strike',
    'sub',
    'sup',
    'code',
    'pre',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'figure',
    'figcaption',
    'img',
    'video',
    'source',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading'],
    video: [
      'src',
      'controls',
      'width',
      'height',
      'poster',
      'preload',
      'muted',
      'loop',
      'playsinline',
    ],
    source: ['src', 'type'],
    div: ['data-oembed-url'],
    ol: ['start', 'reversed'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedClasses: {
    figure: ['image', 'image_resized', 'image-style-*', 'media', 'table'],
    img: ['image_resized', 'image-style-*'],
    span: ['text-tiny', 'text-small', 'text-big', 'text-huge'],
    p: ['text-tiny', 'text-small', 'text-big', 'text-huge'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'font-family': [FONT_FAMILY],
      'font-size': [FONT_SIZE],
      color: [COLOR],
      'background-color': [COLOR],
      width: [LENGTH, /^auto$/],
      height: [LENGTH, /^auto$/],
      'max-width': [LENGTH],
      'aspect-ratio': [/^\d+(\.\d+)?(\s*\/\s*\d+(\.\d+)?)?$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {
    img: ['http', 'https'],
    video: ['http', 'https'],
    source: ['http', 'https'],
  },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster', 'srcset'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      else delete attributes.target;
      return { tagName, attribs: attributes };
    },
    div: (tagName, attribs) => {
      const url = attribs['data-oembed-url'];
      const kept: Record<string, string> = {};
      if (url && HTTP_URL.test(url)) kept['data-oembed-url'] = url;
      return { tagName, attribs: kept };
    },
  },
};

/** Sanitizes the HTML body of a post against the editor's allow-list. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, POST_HTML).trim();
}

const ENTITIES: Record<string, string> = {
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
