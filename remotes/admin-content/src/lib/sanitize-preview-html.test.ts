import { postHtmlCases } from 'api/post-html-policy/cases';
import { sanitizePreviewHtml } from './sanitize-preview-html';

function markup(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe('the admin preview follows the post-HTML policy the api and the blog apply', () => {
  it.each(postHtmlCases)('$name', ({ html, expected }) => {
    expect(sanitizePreviewHtml(html)).toBe(markup(expected));
  });

  it("removes what DOMPurify's defaults would show but readers never see", () => {
    const html = sanitizePreviewHtml(
      '<p id="x" class="visually-hidden" style="position:fixed;inset:0">cover</p>' +
        '<img src="data:image/png;base64,AAAA"><svg><circle r="5"></circle></svg>' +
        '<form><input name="q"></form><details open><summary>s</summary></details>',
    );
    // The text of a tag outside the list stays, as in the api's and the blog's output.
    expect(html).toBe('<p>cover</p><img>s');
  });
});
