import {
  Link,
  useParams,
  blogPostPath,
  errorStatus,
  getSiteConfig,
  organizationJsonLd,
  paths,
  useDocumentMeta,
  type DocumentMeta,
  useAppSelector,
} from '@agency/shared-state';
import type { ReactNode } from 'react';
import type { Post } from '@agency/contract';
import { selectListedPost, useBlogGetPostQuery } from '../api';
import { CommentsSection } from '../components/comments-section';
import { LoadFailed } from '../components/load-failed';
import { PostBody, PostBodySkeleton, preloadPostBody } from '../components/post-body';
import { RelatedPosts } from '../components/related-posts';
import { VoteButtons } from '../components/vote-buttons';
import { formatDate } from '../lib/posts';
import bones from '../components/skeleton.module.css';
import styles from './blog-post.module.css';

export const LOADING_POST = 'Loading post...';
export const FAILED_POST = 'Failed to fetch the post.';
export const POST_NOT_FOUND = 'Post not found';

/** Title, description, keywords, canonical URL and BlogPosting JSON-LD of a post. */
function postMeta(post: Post): DocumentMeta {
  const { brandName, siteUrl } = getSiteConfig();
  const canonicalPath = blogPostPath(post.slug);
  const description = post.metaDescription.trim() || post.excerpt.trim() || undefined;
  const keywords = post.metaKeywords.trim() || undefined;
  const published = post.publishedAt ?? post.createdAt;
  const image = { ...post.shareImage, alt: `${post.title}: ${brandName}, Tech & Tranquility` };
  return {
    title: post.metaTitle.trim() || post.title,
    description,
    keywords,
    type: 'article',
    image,
    canonicalPath,
    breadcrumbs: [
      { name: 'Tech & Tranquility', path: paths.blog },
      { name: post.title, path: canonicalPath },
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: published,
      dateModified: post.updatedAt,
      ...(description ? { description } : {}),
      ...(keywords ? { keywords } : {}),
      ...(post.tags.length > 0 ? { articleSection: post.tags } : {}),
      url: `${siteUrl}${canonicalPath}`,
      mainEntityOfPage: `${siteUrl}${canonicalPath}`,
      // The post's own picture first, then its 1200×630 card (Google wants one at least 1200 wide).
      image: [...(post.featureImage ? [post.featureImage.url] : []), image.url],
      author: { '@type': 'Organization', name: brandName, url: `${siteUrl}/` },
      publisher: organizationJsonLd(),
    },
  };
}

/** The route's loader: a client-side navigation shows the post once the sanitizer its body is
 * drawn with has loaded, not its first lines and then the body pushing what follows down. It
 * does not run in the browser for the page the server rendered (its data came with the page),
 * so a first visit never loads the sanitizer. */
export async function loader(): Promise<null> {
  await preloadPostBody();
  return null;
}

/** /tech&tranquility/:postId, where postId is an id or a slug. */
export default function BlogPostPage() {
  const { postId = '' } = useParams();
  // currentData, not data: after following a suggestion, the previous post must not show
  // under the new URL while the new one loads.
  const { currentData: fetched, error, isFetching, refetch } = useBlogGetPostQuery(postId);
  // Opened from the list or a suggestion, the post is already in the list's cache: it shows
  // at once (nothing to wait for, nothing to move) while its own request confirms it.
  const listed = useAppSelector((state) => selectListedPost(state, postId));
  const post = fetched ?? (isFetching ? listed : undefined);
  const notFound = !post && !isFetching && errorStatus(error) === 404;

  useDocumentMeta(
    post
      ? postMeta(post)
      : {
          title: notFound ? POST_NOT_FOUND : 'Tech & Tranquility',
          description: undefined,
          ...(notFound ? { notFound: true, noindex: true } : {}),
        },
  );

  if (!post) {
    return (
      <div className={`${styles.page} ${styles.column}`}>
        <Breadcrumb />
        {isFetching ? (
          <PostSkeleton />
        ) : notFound ? (
          <NotFoundNote title={POST_NOT_FOUND}>
            <p>We couldn't find that article. It may have been moved, renamed or taken down.</p>
          </NotFoundNote>
        ) : (
          <LoadFailed message={FAILED_POST} onRetry={() => void refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <Breadcrumb current={post.title} />
        <PostArticle post={post}>
          <VoteButtons post={post} />
        </PostArticle>
        <CommentsSection postId={post._id} />
      </div>
      <RelatedPosts current={post} />
    </div>
  );
}

/** A post's article as its page shows it (the published page and a draft's preview alike): its
 * tags, title, date, reading time, feature image and body; `children` follow the body. */
export function PostArticle({ post, children }: { post: Post; children?: ReactNode }) {
  const date = formatDate(post.createdAt);
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        {post.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${paths.blog}?${new URLSearchParams({ tag }).toString()}`}
                  className={styles.tag}
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          {date && <time dateTime={post.createdAt}>{date}</time>}
          <span aria-hidden="true"> · </span>
          <span>{post.readingMinutes} min read</span>
        </p>
      </header>
      {post.featureImage ? (
        <img
          className={styles.feature}
          src={post.featureImage.url}
          alt={post.featureImage.alt}
          width={1600}
          height={900}
          decoding="async"
        />
      ) : null}
      <PostBody html={post.content} />
      {children}
    </article>
  );
}

/** The post's place while it loads: its header and the first lines of its text at their
 * final sizes, so the article does not push anything when it arrives. */
function PostSkeleton() {
  return (
    <div className={styles.article}>
      <div className={styles.header}>
        <div className={styles.tags} aria-hidden="true">
          <span className={`${bones.bone} ${bones.tag}`} />
        </div>
        <div className={styles.title} aria-hidden="true">
          <span className={bones.bone} />
          <span className={`${bones.bone} ${bones.short}`} />
        </div>
        <p role="status" className={styles.meta}>
          {LOADING_POST}
        </p>
      </div>
      <PostBodySkeleton />
    </div>
  );
}

/** What a post page says when what its URL names is not there: why, and the way to the list. */
export function NotFoundNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>{title}</h1>
      {children}
      <Link to={paths.blog} className={styles.backLink}>
        Browse all articles on Tech & Tranquility
      </Link>
    </div>
  );
}

/** The way back to the blog, and where the page sits in it. */
export function Breadcrumb({ current }: { current?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.trail}>
        <li>
          <Link to={paths.blog}>Tech & Tranquility</Link>
        </li>
        {current && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
