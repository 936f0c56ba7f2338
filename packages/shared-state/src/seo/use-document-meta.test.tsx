import { render } from '@testing-library/react';
import {
  brandShareImage,
  resolveDocumentMeta,
  useDocumentMeta,
  type DocumentMeta,
} from './use-document-meta';

function Page(meta: DocumentMeta) {
  useDocumentMeta(meta);
  return null;
}

const content = (key: string) =>
  document.head
    .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
    ?.getAttribute('content');

/** The head as the render server sent it for `url`, with a card drawn for that page. */
function serverHead(url: string) {
  document.head.innerHTML = [
    `<meta property="og:url" content="${url}" />`,
    '<meta property="og:image" content="https://marketing.test/cards/about.0123abcd.png" />',
    '<meta property="og:image:alt" content="The about art" />',
    '<meta name="twitter:image" content="https://marketing.test/cards/about.0123abcd.png" />',
  ].join('');
}

afterEach(() => {
  document.head.innerHTML = '';
});

it('keeps the image the server sent for this very page when the page names none', () => {
  serverHead(resolveDocumentMeta({ title: 'About' }, window.location.pathname).url);
  render(<Page title="About" />);
  expect(content('og:image')).toBe('https://marketing.test/cards/about.0123abcd.png');
  expect(content('twitter:image')).toBe('https://marketing.test/cards/about.0123abcd.png');
  expect(content('og:image:alt')).toBe('The about art');
  expect(content('og:title')).toContain('About');
});

it("writes the brand's card on a page the server did not render (after a client-side navigation)", () => {
  serverHead('https://example.test/another-page');
  render(<Page title="About" />);
  expect(content('og:image')).toBe(brandShareImage().url);
  expect(content('og:image:alt')).toBe(brandShareImage().alt);
  expect(content('twitter:image')).toBe(brandShareImage().url);
});

it('writes the image a page names over the server’s', () => {
  serverHead(resolveDocumentMeta({ title: 'Post' }, window.location.pathname).url);
  render(
    <Page
      title="Post"
      image={{ url: 'https://media.test/card-1.png', width: 1200, height: 630, alt: 'A post' }}
    />,
  );
  expect(content('og:image')).toBe('https://media.test/card-1.png');
  expect(content('og:image:alt')).toBe('A post');
});
