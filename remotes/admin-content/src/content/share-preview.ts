/**
 * Where search results and share cards cut a post's text, in characters. Google cuts titles by
 * width (about 600 px, some 60 characters) and descriptions at about 155–160 characters; X cuts
 * a card's title at 70 and its description at 200, and Facebook and LinkedIn show less than that.
 * Guides, not rules: the counts warn, they never refuse.
 */
export const shareLimits = {
  searchTitle: 60,
  searchDescription: 160,
  cardTitle: 70,
  cardDescription: 200,
} as const;

/** What the count under a text says: its length against where `where` cuts it. */
export function lengthNote(length: number, limit: number, where: string): string {
  return length > limit
    ? `${length} characters: ${where} cuts after about ${limit}, so the last ${length - limit} will not show.`
    : `${length} of about ${limit} characters ${where} shows.`;
}

/** `text` as it shows where it is cut after `limit` characters. */
export function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
}

/** The start of a post body as the api makes its excerpt (which the page uses when Meta
 * Description is empty): text only, headings left out when there is other text, blocks apart,
 * about 200 characters cut at a word. */
export function excerptOf(html: string, maxLength = 200): string {
  if (!html) return '';
  // DOMParser builds an inert document: nothing in it runs or loads.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  for (const block of body.querySelectorAll(
    'p, div, li, br, blockquote, figcaption, h1, h2, h3, h4, h5, h6',
  ))
    block.after(' ');
  const withoutHeadings = body.cloneNode(true) as HTMLElement;
  withoutHeadings.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((node) => node.remove());
  const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const text = squash(withoutHeadings.textContent) || squash(body.textContent);
  if (text.length <= maxLength) return text;
  const head = text.slice(0, maxLength + 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? head.slice(0, lastSpace) : head.slice(0, maxLength)).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The title a post's page sends (its meta title, or its title, then the brand), as the blog and
 * the render server write it. */
export function pageTitleOf(title: string, metaTitle: string, brandName: string): string {
  const own = metaTitle.trim() || title.trim() || 'Untitled post';
  return own.includes(brandName) ? own : `${own} | ${brandName}`;
}
