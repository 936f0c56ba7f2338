import { render, screen, within } from '@testing-library/react';
import { getSiteConfig } from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { shareLimits } from '../content/share-preview';
import { SharePreview } from './share-preview';

const { brandName, siteUrl } = getSiteConfig();
const domain = new URL(siteUrl).host;

const saved = {
  _id: 'p1',
  slug: 'winter-tires',
  title: 'Winter tire checklist',
  shareImage: { url: 'http://localhost:4000/media/card-abc.png', width: 1200, height: 630 },
  version: 1,
} as Post;

function renderPreview(
  props: Partial<Parameters<typeof SharePreview>[0]> = {},
): ReturnType<typeof render> {
  return render(
    <SharePreview
      post={saved}
      title="Winter tire checklist"
      metaTitle=""
      metaDescription=""
      content=""
      {...props}
    />,
  );
}

const searchResult = () => screen.getByRole('region', { name: 'In search results' });
const shareCard = () => screen.getByRole('region', { name: 'When shared' });

test('the search result and the card show the meta title with the brand, and the post’s URL', () => {
  renderPreview({ metaTitle: 'Winter tires', metaDescription: 'What to check before winter.' });
  const result = searchResult();
  expect(within(result).getByText(`Winter tires | ${brandName}`)).toBeInTheDocument();
  expect(within(result).getByText(`${domain} › tech&tranquility › winter-tires`)).toBeVisible();
  expect(within(result).getByText('What to check before winter.')).toBeVisible();
  const card = shareCard();
  expect(within(card).getByText(`Winter tires | ${brandName}`)).toBeVisible();
  expect(within(card).getByText(domain.toUpperCase())).toBeVisible();
  expect(within(card).getByRole('img')).toHaveAttribute('src', saved.shareImage.url);
  expect(
    within(card).getByText('The post’s own card, drawn when it was last saved.'),
  ).toBeVisible();
});

test('without meta fields the title and the start of the body stand in, as on the page', () => {
  renderPreview({
    content:
      '<h2>Tread</h2><p>Check the <strong>tread</strong> depth.</p><p>Then the pressure.</p>' +
      '<script>alert(1)</script>',
  });
  const result = searchResult();
  expect(within(result).getByText(`Winter tire checklist | ${brandName}`)).toBeVisible();
  // Text only, as the api's excerpt: no tags, no heading, no script, paragraphs apart.
  expect(within(result).getByText('Check the tread depth. Then the pressure.')).toBeVisible();
  expect(
    within(result).getByText(/Description \(from the post, as Meta Description is empty\)/),
  ).toBeVisible();
});

test('a text longer than where Google and the cards cut it is shown cut and counted in red', () => {
  const long = 'Why every independent body shop needs a website that sells its work'; // 68
  renderPreview({ metaTitle: long });
  const full = `${long} | ${brandName}`;
  const result = searchResult();
  const shown = within(result).getByText(/^Why every independent/);
  expect(shown.textContent?.length).toBeLessThanOrEqual(shareLimits.searchTitle);
  expect(shown.textContent?.endsWith('…')).toBe(true);
  const count = within(result).getByText(/^Title:/);
  expect(count).toHaveTextContent(
    `Title: ${full.length} characters: Google cuts after about ${shareLimits.searchTitle}, so the last ${full.length - shareLimits.searchTitle} will not show.`,
  );
  expect(count).toHaveAttribute('data-over', 'true');
  expect(within(result).getByText(/^Description/)).not.toHaveAttribute('data-over');
});

test('a short text is counted against each limit without a warning', () => {
  renderPreview({ metaTitle: 'Tires', metaDescription: 'Short.' });
  const full = `Tires | ${brandName}`;
  expect(within(searchResult()).getByText(/^Title:/)).toHaveTextContent(
    `Title: ${full.length} of about ${shareLimits.searchTitle} characters Google shows.`,
  );
  expect(within(shareCard()).getByText(/^Description:/)).toHaveTextContent(
    `Description: 6 of about ${shareLimits.cardDescription} characters a card shows.`,
  );
});

test('a changed title says the card is redrawn on save; a new post shows the site’s card', () => {
  const { unmount } = renderPreview({ title: 'Snow tire checklist' });
  expect(
    within(shareCard()).getByText(
      'The card of the saved title: a new one is drawn with this title when you save.',
    ),
  ).toBeVisible();
  unmount();
  renderPreview({ post: null, title: 'A new post' });
  const card = shareCard();
  expect(within(card).getByRole('img')).toHaveAttribute(
    'src',
    expect.stringMatching(/\/brand\/share-card\.png$/),
  );
  expect(within(card).getByText(/the post gets its own, with its title and tag/)).toBeVisible();
  expect(within(searchResult()).getByText(`${domain} › Tech & Tranquility`)).toBeVisible();
});
