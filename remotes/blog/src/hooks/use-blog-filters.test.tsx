import { act } from '@testing-library/react';
import { renderWithProviders } from '@agency/testing';
import { useBlogFilters } from './use-blog-filters';

let filters: ReturnType<typeof useBlogFilters>;

function Probe() {
  filters = useBlogFilters();
  return null;
}

test('a tag pressed right after typing keeps the typed search', async () => {
  const { router } = renderWithProviders(<Probe />, { route: '/tech&tranquility' });
  // Both before the URL has changed: the second builds on the first, not on the old URL.
  await act(async () => {
    filters.setQuery('seo');
    filters.setTag('Business');
  });
  expect(router.state.location.search).toBe('?q=seo&tag=Business');
  expect(filters.query).toBe('seo');
  expect(filters.tag).toBe('Business');

  await act(async () => filters.clear());
  expect(router.state.location.search).toBe('');
  await act(async () => filters.setTag('Digital'));
  expect(router.state.location.search).toBe('?tag=Digital');
});
