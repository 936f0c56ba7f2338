import { serverWindow } from '@agency/testing/server-render';
import { postHtmlCases } from './cases.ts';
import { sanitizePostHtml, type WindowLike } from './sanitize.ts';

function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizePostHtml(html, window);
  return container;
}

describe('sanitizePostHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = sanitizePostHtml(
      '<p>Hi</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"></svg><p onclick="alert(1)">y</p>',
      window,
    );
    expect(html).not.toMatch(/script|onerror|onload|onclick|javascript:|iframe|svg/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('<img src="x"');
  });

  it('keeps what CKEditor produces: headings, styles, alignment, lists, links, quotes, images and videos', () => {
    const container = render(
      '<h2>Title</h2><p style="text-align:center;"><span style="font-family:Georgia, serif;font-size:18px;">big</span>' +
        '<strong>b</strong><em>i</em><u>u</u><s>s</s></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<blockquote><p>quote</p></blockquote><a href="https://example.com" target="_blank">link</a>' +
        '<figure class="image image_resized" style="width:50%;"><img src="https://cdn.example/a.png" alt="A bay"></figure>' +
        '<figure class="media"><video controls src="https://cdn.example/v.mp4"></video></figure>',
    );
    expect(container.querySelector('h2')?.textContent).toBe('Title');
    expect(container.querySelector('p')?.getAttribute('style')).toBe('text-align:center');
    expect(container.querySelector('span')?.getAttribute('style')).toBe(
      'font-family:Georgia, serif;font-size:18px',
    );
    for (const tag of ['strong', 'em', 'u', 's', 'ul', 'ol', 'blockquote'])
      expect(container.querySelector(tag)).not.toBeNull();
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    const figure = container.querySelector('figure.image');
    expect(figure?.className).toBe('image image_resized');
    expect(figure?.getAttribute('style')).toBe('width:50%');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('A bay');
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const video = container.querySelector('figure.media video');
    expect(video?.getAttribute('src')).toBe('https://cdn.example/v.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it('drops styles and classes the editor never writes', () => {
    const container = render(
      '<p style="position:fixed;inset:0;background:url(https://evil.example/x.png);color:red" class="visually-hidden text-big">t</p>',
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.getAttribute('style')).toBe('color:red');
    expect(paragraph?.className).toBe('text-big');
  });

  it('turns a level-1 heading in the body into level 2 (the page title is the one h1)', () => {
    const container = render('<h1 style="text-align:right">Intro</h1><p>x</p>');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Intro');
    expect(container.querySelector('h2')?.getAttribute('style')).toBe('text-align:right');
  });
});

describe('sanitizePostHtml', () => {
  it("removes what DOMPurify's defaults would show but readers never see", () => {
    const html = sanitizePostHtml(
      '<p id="x" class="visually-hidden" style="position:fixed;inset:0">cover</p>' +
        '<img src="data:image/png;base64,AAAA"><svg><circle r="5"></circle></svg>' +
        '<form><input name="q"></form><details open><summary>s</summary></details>',
      window,
    );
    // The text of a tag outside the list stays, as in the api's output.
    expect(html).toBe('<p>cover</p><img loading="lazy" decoding="async" alt="">s');
  });

  it('gives the same HTML in any window it is handed (a server DOM as the page)', () => {
    const server = serverWindow();
    for (const { html } of postHtmlCases)
      expect(sanitizePostHtml(html, server)).toBe(sanitizePostHtml(html, window));
    // Each window has its own instance: the server's hooks do not run twice in the page's.
    expect(sanitizePostHtml('<img src="https://cdn.example/a.png">', window)).toBe(
      '<img src="https://cdn.example/a.png" loading="lazy" decoding="async" alt="">',
    );
  });

  it('returns nothing rather than unchecked HTML for a window DOMPurify cannot use', () => {
    expect(sanitizePostHtml('<p>Hi</p><script>alert(1)</script>', {} as WindowLike)).toBe('');
  });
});

describe('sanitizePostHtml follows the post-HTML policy the api saves with', () => {
  function markup(html: string): string {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  }
  it.each(postHtmlCases)('$name', ({ html, expected }) => {
    expect(sanitizePostHtml(html, window)).toBe(markup(expected));
  });
});
