import { excerptFromHtml, htmlToText, sanitizePostHtml } from '../../src/lib/html';
import { postHtmlCases } from '@agency/contract/post-html/cases';

describe('sanitizePostHtml keeps what the editor produces', () => {
  const kept = [
    '<h1>Title</h1>',
    '<h2>Heading</h2>',
    '<p style="text-align:center;">Centered</p>',
    '<p><span style="font-family:Georgia, serif;">Serif</span></p>',
    '<p><span style="font-size:18px;">Big</span><span class="text-huge">Huge</span></p>',
    '<p><strong>b</strong><i>i</i><u>u</u><s>s</s></p>',
    '<ol><li>one</li></ol><ul><li>two</li></ul>',
    '<p><a href="https://example.com/page">link</a></p>',
    '<blockquote><p>quote</p></blockquote>',
    '<figure class="image"><img src="http://localhost:4000/media/a.png" alt="A shop" /></figure>',
    '<figure class="image image_resized" style="width:50%;"><img src="http://localhost:4000/media/a.png" /></figure>',
    '<p><img class="image_resized" style="width:25%;" src="https://cdn.example.com/x.jpg" /></p>',
    '<figure class="media"><div data-oembed-url="http://localhost:4000/media/v.mp4"><video controls src="http://localhost:4000/media/v.mp4"></video></div></figure>',
  ];
  // The sanitizer rewrites styles without the trailing semicolon; the markup is otherwise unchanged.
  const normalize = (html: string) => html.replace(/\s+\/>/g, ' />').replace(/;"/g, '"');
  it.each(kept)('%s', (html) => {
    expect(normalize(sanitizePostHtml(html))).toBe(normalize(html));
  });

  it('keeps the target of new-tab links and adds rel', () => {
    expect(sanitizePostHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('sanitizePostHtml removes what can run script', () => {
  const payloads: [string, string][] = [
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src="x.png" onerror="alert(1)">', '<img src="x.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>b</p>', '<p>b</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<svg onload="alert(1)"><circle /></svg>', ''],
    ['<p style="background:url(javascript:alert(1))">c</p>', '<p>c</p>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['<style>body{display:none}</style><p>d</p>', '<p>d</p>'],
    [
      '<figure class="media"><oembed url="https://youtube.com/watch?v=1"></oembed></figure>',
      '<figure class="media"></figure>',
    ],
    ['<video src="javascript:alert(1)" onplay="x()"></video>', '<video></video>'],
    ['<p onclick="steal()" class="evil">e</p>', '<p>e</p>'],
    ['<form action="https://evil.example"><input name="q"></form>', ''],
  ];
  it.each(payloads)('%s', (dirty, clean) => {
    const out = sanitizePostHtml(dirty);
    expect(out.replace(/\s+\/>/g, ' />')).toBe(clean);
    expect(out).not.toMatch(/<script|javascript:|onerror|onload|onclick|<iframe/i);
  });
});

describe('excerpts', () => {
  it('takes the body text, not the headings, cut at a word', () => {
    const html = `<h2>Heading</h2><p>${'word '.repeat(100)}</p>`;
    const excerpt = excerptFromHtml(html);
    expect(excerpt.startsWith('word word')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('decodes entities and separates blocks', () => {
    expect(htmlToText('<p>Tom &amp; Jerry</p><p>next&nbsp;line</p>')).toBe(
      'Tom & Jerry next\u00a0line'.replace('\u00a0', ' '),
    );
  });
});

describe('sanitizePostHtml follows the shared post-HTML policy', () => {
  it.each(postHtmlCases)('$name', ({ html, expected }) => {
    expect(sanitizePostHtml(html)).toBe(expected);
  });
});
