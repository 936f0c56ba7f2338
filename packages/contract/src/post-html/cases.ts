/**
 * The same inputs for every sanitizer of post HTML (the api's on save, the contract's DOMPurify
 * pass the blog and the admin preview share), with what the policy in `policy.ts` leaves of
 * each. Each sanitizer's test runs them all, so one that drifts from the policy fails; apps'
 * tests reach this file as `@agency/contract/post-html/cases`.
 *
 * `expected` is markup in the input's attribute order; a DOM-based consumer compares it as a
 * tree (attribute order aside).
 */
export const postHtmlCases: { name: string; html: string; expected: string }[] = [
  {
    name: 'keeps allowed classes and style declarations, drops the rest',
    html: '<p class="text-big visually-hidden" style="color:red;position:fixed;background:url(https://evil.example/x.png)">t</p>',
    expected: '<p class="text-big" style="color:red">t</p>',
  },
  {
    name: 'classes are allowed per tag',
    html: '<figure class="image image-style-side"><figcaption class="image">c</figcaption></figure>',
    expected: '<figure class="image image-style-side"><figcaption>c</figcaption></figure>',
  },
  {
    name: 'link schemes: http(s), mailto, tel and relative stay; javascript:, data: and //host go',
    html:
      '<p><a href="https://example.com/a">h</a><a href="mailto:x@example.com">m</a><a href="tel:+15550100">t</a>' +
      '<a href="/tech&amp;tranquility">r</a><a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a>' +
      '<a href="//evil.example/x">p</a></p>',
    expected:
      '<p><a href="https://example.com/a">h</a><a href="mailto:x@example.com">m</a><a href="tel:+15550100">t</a>' +
      '<a href="/tech&amp;tranquility">r</a><a>j</a><a>d</a><a>p</a></p>',
  },
  {
    name: 'attributes are allowed per tag',
    html: '<ol start="3" title="x"><li value="2">one</li></ol><p start="2">x</p><table><tbody><tr><td colspan="2" scope="row">c</td></tr></tbody></table>',
    expected:
      '<ol start="3"><li>one</li></ol><p>x</p><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
  },
  {
    name: 'data-, aria-, id and event attributes go',
    html: '<p data-x="1" aria-label="y" id="z" onclick="steal()">t</p>',
    expected: '<p>t</p>',
  },
  {
    name: 'an embedded video keeps only an http(s) data-oembed-url',
    html: '<figure class="media"><div data-oembed-url="https://cdn.example/v.mp4">a</div><div data-oembed-url="javascript:alert(1)">b</div></figure>',
    expected:
      '<figure class="media"><div data-oembed-url="https://cdn.example/v.mp4">a</div><div>b</div></figure>',
  },
  {
    name: 'tags outside the list go with their content when they can run or embed',
    html: '<p>a</p><script>alert(1)</script><iframe src="https://evil.example"></iframe><style>p{}</style><p>b</p>',
    expected: '<p>a</p><p>b</p>',
  },
  {
    name: 'other tags go and their text stays',
    html: '<details open><summary>more</summary></details><form><input name="q"></form><p><svg><circle r="5"></circle></svg>x</p>',
    expected: 'more<p>x</p>',
  },
];

/**
 * Inputs the contract's DOMPurify pass draws beyond the policy (`sanitize.ts`: a level-1
 * heading becomes level 2, images load lazily with an alt, videos get controls), which the api's
 * save keeps as they are: the post page and the editor's preview must draw these alike too.
 */
export const postDisplayCases: { name: string; html: string }[] = [
  {
    name: 'a level-1 heading, an image without alt and a video without controls',
    html:
      '<h1 style="text-align:center">Title</h1><figure class="image"><img src="https://cdn.example/a.png"></figure>' +
      '<figure class="media"><video src="https://cdn.example/v.mp4"></video></figure>',
  },
];
