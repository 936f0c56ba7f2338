/**
 * The visible text of a post body, paragraphs on lines of their own, to compare two versions
 * side by side. DOMParser builds an inert document: nothing in it runs or loads.
 */
export function htmlText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const block of document.body.querySelectorAll(
    'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, figcaption',
  ))
    block.append('\n');
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
