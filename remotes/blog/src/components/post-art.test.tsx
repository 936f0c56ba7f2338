import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { listFixture, makePost } from '../test-fixtures';
import { COVER_PATTERNS, coverArt } from '../lib/cover-art';
import { PostArt } from './post-art';

/** The seven sample posts the api publishes, by slug, title and tags. */
const seeded = [
  ['what-is-seo', 'What Is SEO?', ['Marketing', 'Digital', 'Business']],
  [
    'the-google-business-profile-checklist',
    'The Google Business Profile Checklist Every Repair Shop Should Finish',
    ['Marketing', 'Digital'],
  ],
  [
    'turning-reviews-into-booked-bays',
    'Turning Reviews Into Booked Bays',
    ['Marketing', 'Business', 'Strategy'],
  ],
  [
    'does-your-dealership-website-sell-cars',
    'Does Your Dealership Website Sell Cars After Hours?',
    ['Development', 'Digital', 'Technology'],
  ],
  [
    'what-an-api-can-do',
    'What an API Can Do for Your Shop Management System',
    ['API', 'Technology', 'Development'],
  ],
  [
    'a-90-day-content-plan',
    'A 90-Day Content Plan for an Independent Repair Shop',
    ['Content', 'Strategy', 'Marketing'],
  ],
  [
    'how-much-should-a-repair-shop-spend',
    'How Much Should a Repair Shop Spend on Marketing?',
    ['Business', 'Strategy', 'Marketing'],
  ],
].map(([slug, title, tags], index) =>
  makePost({
    _id: `seed-${index}`,
    slug: slug as string,
    title: title as string,
    tags: tags as string[],
  }),
);

/** The cover's markup without React's generated ids, which differ between render roots. */
const markup = (html: string) => html.replace(/_r_[0-9a-z]+_/gi, 'ID');

describe('post cover art', () => {
  it('is the same for the same post on every render, on the server and in the browser', () => {
    const post = listFixture[0]!;
    expect(coverArt(post)).toEqual(coverArt({ ...post }));
    const server = markup(renderToString(<PostArt post={post} />));
    const browser = markup(render(<PostArt post={post} />).container.innerHTML);
    expect(browser).toBe(server);
    expect(markup(renderToString(<PostArt post={{ ...post }} />))).toBe(server);
  });

  it('differs between posts: patterns and glows vary across the sample posts', () => {
    const covers = seeded.map((post) => coverArt(post));
    expect(new Set(covers.map((cover) => cover.pattern)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(covers.map((cover) => `${cover.glow.x},${cover.glow.y}`)).size).toBe(
      seeded.length,
    );
    const drawn = seeded.map((post) => markup(render(<PostArt post={post} />).container.innerHTML));
    expect(new Set(drawn).size).toBe(seeded.length);
    for (const cover of covers) expect(COVER_PATTERNS).toContain(cover.pattern);
  });

  it('gives the three Marketing sample posts, one tag between them, three main colours', () => {
    const marketing = seeded.slice(0, 3);
    const covers = marketing.map((post) => coverArt(post));
    expect(covers.map((cover) => cover.tone)).toEqual(['ember', 'ember', 'ember']);
    expect(new Set(covers.map((cover) => cover.glowTone)).size).toBe(3);
    const drawn = marketing.map((post) =>
      render(<PostArt post={post} />).container.querySelector('svg')!,
    );
    expect(new Set(drawn.map((svg) => svg.getAttribute('data-glow'))).size).toBe(3);
    // The title alone changes the look too: same slug and tags, another title.
    const retitled = coverArt({ ...marketing[0]!, title: 'Local SEO for Dealerships' });
    expect(retitled.tone).toBe('ember');
    expect(retitled).not.toEqual(covers[0]);
  });

  it("takes its tone and icon from the first tag and its headline bars from the title's words", () => {
    const marketing = coverArt(
      makePost({ slug: 'one', title: 'Reviews that sell', tags: ['Marketing', 'API'] }),
    );
    const api = coverArt(
      makePost({ slug: 'one', title: 'Reviews that sell', tags: ['API', 'Marketing'] }),
    );
    expect(marketing.tone).toBe('ember');
    expect(api.tone).toBe('leaf');
    expect(marketing.tag).toBe('Marketing');
    // One bar a word, the longest word the longest bar.
    expect(marketing.bars).toHaveLength(3);
    expect(Math.max(...marketing.bars)).toBe(marketing.bars[0]);
    expect(
      coverArt(makePost({ title: 'one two three four five six seven eight' })).bars,
    ).toHaveLength(6);

    const { container } = render(
      <PostArt post={makePost({ title: 'Reviews that sell', tags: ['Marketing'] })} />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-tone', 'ember');
    expect(svg).toHaveAttribute('width', '320');
    expect(svg).toHaveAttribute('height', '180');
    expect(svg.querySelectorAll('g rect')).toHaveLength(3);
  });

  it('gives an untagged post a cover too, with no image request', () => {
    const { container } = render(<PostArt post={makePost({ tags: [] })} />);
    expect(container.querySelector('svg path')).not.toBeNull();
    expect(container.querySelector('image, img, use[href^="http"]')).toBeNull();
  });
});
