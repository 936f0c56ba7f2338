import {
  getSiteConfig,
  organizationJsonLd,
  paths,
  useDocumentMeta,
  useNewsletterSubscribe,
} from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { skipToken } from '@agency/shared-state/api';
import { buttonClass } from '@agency/ui/button';
import { LoadMore } from '@agency/ui/load-more';
import { NewsletterForm } from '@agency/ui/newsletter-form';
import { useHydrated } from '@agency/ui/use-hydrated';
import { useId } from 'react';
import { loadedPosts, useBlogGetPostsInfiniteQuery, type PostsFilter } from '../api';
import { LoadFailed } from '../components/load-failed';
import { PostFilters } from '../components/post-filters';
import { PostGrid } from '../components/post-grid';
import { TeamSection } from '../components/team-section';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { FEATURED_COUNT, filterPosts } from '../lib/posts';
import styles from './blog-list.module.css';

/** How old (seconds) the server's list may be when the page hydrates before it is refetched. */
export const HYDRATED_LIST_MAX_AGE_S = 5;

/** How long typing must pause before the server is asked to search every post. */
export const SEARCH_DELAY_MS = 300;

const listedAt = (post: Post) => Date.parse(post.publishedAt ?? post.createdAt) || 0;

/** The server's search results and the loaded pages together, each post once, newest first. */
function mergePosts(found: Post[], loaded: Post[]): Post[] {
  const seen = new Set<string>();
  const merged = [...found, ...loaded].filter(
    (post) => !seen.has(post._id) && !!seen.add(post._id),
  );
  return loadedPosts([{ items: merged.sort((a, b) => listedAt(b) - listedAt(a)), next: null }]);
}

/** Cards held in place while posts load: the featured three, and one row of the grid. */
const PLACEHOLDER_CARDS = 3;

/** The line above the grid. Unfiltered, the page shows every loaded post, the newest three as
 * featured above the grid and the rest in it: the line says so, so its number matches what a
 * reader counts. Filtered, the grid holds every match and the line counts them. */
function countText(
  shown: number,
  filtering: boolean,
  hasMore: boolean,
  searching: boolean,
  featured: number,
): string {
  const articles = shown === 1 ? 'article' : 'articles';
  if (!filtering) {
    const all = hasMore
      ? `Showing the newest ${shown} ${articles}`
      : `Showing all ${shown} ${articles}`;
    const below = shown - featured;
    return below > 0
      ? `${all}: ${featured} featured above, ${below} more below`
      : `${all}, featured above`;
  }
  if (searching) return `Showing ${shown} matching ${articles}, searching all articles...`;
  return hasMore
    ? `Showing the first ${shown} matching ${articles}`
    : `Showing ${shown} matching ${articles}`;
}

export const LOADING_POSTS = 'Loading blog posts...';
export const FAILED_POSTS = 'Failed to fetch blog posts.';
export const BLOG_TITLE = 'Tech & Tranquility';
export const BLOG_DESCRIPTION =
  'Practical articles on local SEO, online reviews, websites and marketing for independent auto repair shops and car dealerships.';

/** /tech&tranquility: featured posts, search and tag filter, the post grid, a newsletter box
 * and the team. */
export default function BlogListPage() {
  const { brandName, siteUrl } = getSiteConfig();
  useDocumentMeta({
    title: BLOG_TITLE,
    description: BLOG_DESCRIPTION,
    canonicalPath: paths.blog,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: BLOG_TITLE,
      description: BLOG_DESCRIPTION,
      url: `${siteUrl}${paths.blog}`,
      publisher: organizationJsonLd(),
    },
  });
  // Refetched on every visit, so a post the SuperAdmin publishes in another tab shows up; but on
  // the page's first (hydration) render the list the server just rendered is kept, unless it
  // came from the server's page cache and is older than HYDRATED_LIST_MAX_AGE_S.
  const hydrated = useHydrated();
  const all = useBlogGetPostsInfiniteQuery(undefined, {
    refetchOnMountOrArgChange: hydrated ? true : HYDRATED_LIST_MAX_AGE_S,
  });
  const { isLoading, isFetching, refetch } = all;
  const { query, tag, setQuery, setTag, clear } = useBlogFilters();
  const featuredId = useId();
  const allId = useId();
  const subscribe = useNewsletterSubscribe();

  // The search and tag filter run at once on the loaded posts; the server is asked too
  // (once typing pauses), so a search also finds the posts not loaded yet.
  const needle = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const filter: PostsFilter | undefined =
    needle || tag ? { ...(needle ? { q: needle } : {}), ...(tag ? { tag } : {}) } : undefined;
  const found = useBlogGetPostsInfiniteQuery(filter ?? skipToken);
  const filtering = query.trim() !== '' || tag !== null;

  const posts = loadedPosts(all.data?.pages);
  const hasPosts = posts.length > 0;
  const loading = !hasPosts && (isLoading || isFetching);
  const featured = posts.slice(0, FEATURED_COUNT);
  const foundPosts = filter ? loadedPosts(found.data?.pages) : [];
  // Unfiltered, the grid continues after the featured posts; a search or tag filter runs over
  // every loaded post, the featured ones included.
  const visible = filtering
    ? filterPosts(mergePosts(foundPosts, posts), query, tag)
    : posts.slice(FEATURED_COUNT);
  const shown = filtering ? visible.length : posts.length;
  const searching = filtering && (!filter || found.isFetching || needle !== query.trim());
  const pager = filtering ? found : all;
  const hasMore = filtering ? !searching && !!filter && found.hasNextPage : all.hasNextPage;
  // Space for cards on their way, so nothing below them moves when they arrive.
  const placeholders =
    loading || pager.isFetchingNextPage || (searching && visible.length === 0)
      ? PLACEHOLDER_CARDS
      : 0;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>The {brandName} blog</p>
        <h1 className={styles.title}>{BLOG_TITLE}</h1>
        <p className={styles.lead}>
          Calm, practical advice for busy shop and dealership owners: how customers find you, why
          they choose you, and the technology that keeps the bays full.
        </p>
      </header>

      {!hasPosts && !loading && (
        <LoadFailed message={FAILED_POSTS} onRetry={() => void refetch()} />
      )}

      {(hasPosts || loading) && (
        <>
          <section className={styles.section} aria-labelledby={featuredId}>
            <h2 id={featuredId} className={styles.sectionTitle}>
              Featured articles
            </h2>
            <PostGrid
              posts={featured}
              label="Featured articles"
              featured
              placeholders={loading ? FEATURED_COUNT : 0}
            />
          </section>

          <section className={styles.section} aria-labelledby={allId}>
            <h2 id={allId} className={styles.sectionTitle}>
              {filtering ? 'Matching articles' : 'More articles'}
            </h2>
            <PostFilters query={query} tag={tag} onQueryChange={setQuery} onTagChange={setTag} />
            <p role="status" className={styles.count}>
              {loading
                ? LOADING_POSTS
                : countText(shown, filtering, hasMore, searching, featured.length)}
            </p>
            {(visible.length > 0 || placeholders > 0) && (
              <PostGrid posts={visible} label="Articles" placeholders={placeholders} />
            )}
            {filtering && visible.length === 0 && !searching && (
              <div className={styles.empty}>
                <p>No articles match your search. Try other words or another tag.</p>
                <button type="button" className={buttonClass('outline')} onClick={clear}>
                  Clear search and filters
                </button>
              </div>
            )}
            <LoadMore
              count={shown}
              hasMore={hasMore}
              loading={pager.isFetchingNextPage}
              failed={pager.isFetchNextPageError}
              onLoadMore={() => void pager.fetchNextPage()}
              noun="articles"
              singular="article"
              label="Load more articles"
            />
          </section>
        </>
      )}

      <div className={styles.newsletter}>
        <NewsletterForm
          heading="Get new articles in your inbox"
          blurb="One short email a month with our newest articles on local SEO, reviews and websites for repair shops and dealerships."
          onSubscribe={subscribe}
        />
      </div>

      <TeamSection />
    </div>
  );
}
