import {
  skipToken,
  getSiteConfig,
  LoadMore,
  NewsletterForm,
  paths,
  useDocumentMeta,
  useHydrated,
  type Post,
} from 'shared-state';
import { useId } from 'react';
import { loadedPosts, useBlogGetPostsInfiniteQuery, type PostsFilter } from '../api';
import { PostCard } from '../components/post-card';
import { PostFilters } from '../components/post-filters';
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
  const merged = [...found, ...loaded].filter((post) => !seen.has(post._id) && !!seen.add(post._id));
  return loadedPosts([{ items: merged.sort((a, b) => listedAt(b) - listedAt(a)), next: null }]);
}

function countText(shown: number, filtering: boolean, hasMore: boolean, searching: boolean): string {
  const articles = shown === 1 ? 'article' : 'articles';
  if (!filtering) return hasMore ? `Showing the newest ${shown} ${articles}` : `Showing all ${shown} ${articles}`;
  if (searching) return `Showing ${shown} matching ${articles}, searching all articles...`;
  return hasMore ? `Showing the first ${shown} matching ${articles}` : `Showing ${shown} matching ${articles}`;
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
      publisher: { '@type': 'Organization', name: brandName },
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

  // The spec's search and tag filter run at once on the loaded posts; the server is asked too
  // (once typing pauses), so a search also finds the posts not loaded yet.
  const needle = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const filter: PostsFilter | undefined = needle || tag ? { ...(needle ? { q: needle } : {}), ...(tag ? { tag } : {}) } : undefined;
  const found = useBlogGetPostsInfiniteQuery(filter ?? skipToken);
  const filtering = query.trim() !== '' || tag !== null;

  const posts = loadedPosts(all.data?.pages);
  const hasPosts = posts.length > 0;
  const foundPosts = filter ? loadedPosts(found.data?.pages) : [];
  const visible = hasPosts ? filterPosts(filtering ? mergePosts(foundPosts, posts) : posts, query, tag) : [];
  const searching = filtering && (!filter || found.isFetching || needle !== query.trim());
  const pager = filtering ? found : all;
  const hasMore = filtering ? !searching && !!filter && found.hasNextPage : all.hasNextPage;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.eyebrow}>The {brandName} blog</p>
        <h1 className={styles.title}>{BLOG_TITLE}</h1>
        <p className={styles.lead}>
          Calm, practical advice for busy shop and dealership owners: how customers find you, why they choose you, and
          the technology that keeps the bays full.
        </p>
      </header>

      {!hasPosts && (isLoading || isFetching) && (
        <p role="status" className={styles.state}>
          {LOADING_POSTS}
        </p>
      )}

      {!hasPosts && !isLoading && !isFetching && (
        <div role="alert" className={styles.error}>
          <p>{FAILED_POSTS}</p>
          <button type="button" className={styles.button} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}

      {hasPosts && (
        <>
          <section className={styles.section} aria-labelledby={featuredId}>
            <h2 id={featuredId} className={styles.sectionTitle}>
              Featured articles
            </h2>
            <ul className={styles.featuredGrid} aria-label="Featured articles">
              {posts.slice(0, FEATURED_COUNT).map((post, index) => (
                <li key={post._id}>
                  <PostCard post={post} featured lead={index === 0} />
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby={allId}>
            <h2 id={allId} className={styles.sectionTitle}>
              All articles
            </h2>
            <PostFilters query={query} tag={tag} onQueryChange={setQuery} onTagChange={setTag} />
            <p role="status" className={styles.count}>
              {countText(visible.length, filtering, hasMore, searching)}
            </p>
            {visible.length > 0 && (
              <ul className={styles.grid} aria-label="Articles">
                {visible.map((post) => (
                  <li key={post._id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            )}
            {visible.length === 0 && !searching && (
              <div className={styles.empty}>
                <p>No articles match your search. Try other words or another tag.</p>
                <button type="button" className={styles.button} onClick={clear}>
                  Clear search and filters
                </button>
              </div>
            )}
            <LoadMore
              count={visible.length}
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
        />
      </div>

      <TeamSection />
    </div>
  );
}
