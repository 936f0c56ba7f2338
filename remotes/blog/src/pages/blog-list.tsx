import { useId } from 'react';
import { getSiteConfig, NewsletterForm, paths, useDocumentMeta, useHydrated } from 'shared-state';
import { useBlogGetPostsQuery } from '../api';
import { PostCard } from '../components/post-card';
import { PostFilters } from '../components/post-filters';
import { TeamSection } from '../components/team-section';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { FEATURED_COUNT, filterPosts } from '../lib/posts';
import styles from './blog-list.module.css';

/** How old (seconds) the server's list may be when the page hydrates before it is refetched. */
export const HYDRATED_LIST_MAX_AGE_S = 5;
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
  const {
    data: posts,
    isLoading,
    isFetching,
    refetch,
  } = useBlogGetPostsQuery(undefined, {
    refetchOnMountOrArgChange: hydrated ? true : HYDRATED_LIST_MAX_AGE_S,
  });
  const { query, tag, setQuery, setTag, clear } = useBlogFilters();
  const featuredId = useId();
  const allId = useId();

  const hasPosts = !!posts && posts.length > 0;
  const visible = hasPosts ? filterPosts(posts, query, tag) : [];

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
              {visible.length === posts.length
                ? `Showing all ${posts.length} articles`
                : `Showing ${visible.length} of ${posts.length} articles`}
            </p>
            {visible.length > 0 ? (
              <ul className={styles.grid} aria-label="Articles">
                {visible.map((post) => (
                  <li key={post._id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className={styles.empty}>
                <p>No articles match your search. Try other words or another tag.</p>
                <button type="button" className={styles.button} onClick={clear}>
                  Clear search and filters
                </button>
              </div>
            )}
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
