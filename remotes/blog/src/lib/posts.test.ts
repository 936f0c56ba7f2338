import { listFixture, makePost } from '../test-fixtures';
import { filterPosts, formatDate, parseTag, relatedPosts } from './posts';

const titles = (posts: { title: string }[]) => posts.map((post) => post.title);

describe('filterPosts', () => {
  it('matches the search text case-insensitively on title or excerpt', () => {
    expect(titles(filterPosts(listFixture, 'seo', null))).toEqual([
      'What Is SEO?',
      'Turning Reviews Into Booked Bays',
    ]);
    expect(titles(filterPosts(listFixture, '  WEBSITES ', null))).toEqual([
      'Dealership Websites After Hours',
    ]);
  });

  it('matches a tag exactly within the post tags, combined with the search text', () => {
    expect(titles(filterPosts(listFixture, '', 'Technology'))).toEqual([
      'Dealership Websites After Hours',
      'APIs for Your Shop System',
    ]);
    expect(titles(filterPosts(listFixture, 'seo', 'Business'))).toEqual([
      'What Is SEO?',
      'Turning Reviews Into Booked Bays',
    ]);
    expect(titles(filterPosts(listFixture, 'seo', 'Strategy'))).toEqual([
      'Turning Reviews Into Booked Bays',
    ]);
    expect(filterPosts([makePost({ tags: ['Marketing Tips'] })], '', 'Marketing')).toEqual([]);
  });
});

describe('parseTag', () => {
  it('accepts only the filter tags, spelled exactly', () => {
    expect(parseTag('API')).toBe('API');
    expect(parseTag('api')).toBeNull();
    expect(parseTag(null)).toBeNull();
  });
});

describe('relatedPosts', () => {
  it('suggests up to three other posts, those sharing the most tags first', () => {
    const current = listFixture[0]!;
    expect(titles(relatedPosts(listFixture, current))).toEqual([
      'Google Business Profile Checklist',
      'Turning Reviews Into Booked Bays',
      'Dealership Websites After Hours',
    ]);
  });
});

describe('formatDate', () => {
  it('writes dates in a fixed locale and time zone', () => {
    expect(formatDate('2026-03-03T23:30:00.000Z')).toBe('March 3, 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('writes what Intl.DateTimeFormat writes for en-US in UTC, on every day of two years', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = Date.UTC(2027, 11, 31); day >= Date.UTC(2026, 0, 1); day -= 86_400_000) {
      const iso = new Date(day + 23 * 3_600_000).toISOString();
      expect(formatDate(iso)).toBe(intl.format(day));
    }
  });
});
