import { useMemo } from 'react';
import { blogPostPath, brandShareImage, getSiteConfig } from '@agency/shared-state';
import type { Post } from '@agency/contract';
import { cut, excerptOf, lengthNote, pageTitleOf, shareLimits } from '../content/share-preview';
import styles from './share-preview.module.css';

/** Each text's length against where `where` cuts it; the ones past it in the warning style. */
function Counts({
  where,
  items,
}: {
  where: string;
  items: [label: string, length: number, limit: number][];
}) {
  return (
    <ul className={styles.counts}>
      {items.map(([label, length, limit]) => (
        <li key={label} data-over={length > limit || undefined}>
          {label}: {lengthNote(length, limit, where)}
        </li>
      ))}
    </ul>
  );
}

interface SharePreviewProps {
  /** The saved post, or null while a new one is written. */
  post: Post | null;
  title: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
}

/**
 * What the post will look like in a search result and as a shared link, from the editor's
 * current fields, with the lengths where each place cuts the text. The words are the ones the
 * blog's page sends (its title and description meta, og: and twitter: tags); the picture is the
 * post's own share card, which the api draws again when a changed title is saved.
 */
export function SharePreview({
  post,
  title,
  metaTitle,
  metaDescription,
  content,
}: SharePreviewProps) {
  const { brandName, siteUrl } = getSiteConfig();
  // The saved excerpt while the body is unchanged; the api derives the same from the body.
  const excerpt = useMemo(
    () => (post && post.content === content ? post.excerpt : excerptOf(content)),
    [post, content],
  );
  const fullTitle = pageTitleOf(title, metaTitle, brandName);
  const description = metaDescription.trim() || excerpt;
  const domain = new URL(siteUrl).host;
  const path = post ? decodeURIComponent(blogPostPath(post.slug)) : null;
  const image = post?.shareImage ?? brandShareImage();
  const cardIsCurrent = post !== null && post.title === title;

  return (
    <div className={styles.preview}>
      <section aria-labelledby="search-preview-title" className={styles.block}>
        <h3 id="search-preview-title" className={styles.heading}>
          In search results
        </h3>
        <div className={styles.snippet}>
          <p className={styles.crumb}>
            {domain}
            {path ? ` › ${path.split('/').filter(Boolean).join(' › ')}` : ' › Tech & Tranquility'}
          </p>
          <p className={styles.searchTitle}>{cut(fullTitle, shareLimits.searchTitle)}</p>
          <p className={styles.searchText}>
            {description ? cut(description, shareLimits.searchDescription) : <em>No text yet.</em>}
          </p>
        </div>
        <Counts
          where="Google"
          items={[
            ['Title', fullTitle.length, shareLimits.searchTitle],
            [
              metaDescription.trim()
                ? 'Description'
                : 'Description (from the post, as Meta Description is empty)',
              description.length,
              shareLimits.searchDescription,
            ],
          ]}
        />
      </section>

      <section aria-labelledby="card-preview-title" className={styles.block}>
        <h3 id="card-preview-title" className={styles.heading}>
          When shared
        </h3>
        <figure className={styles.card}>
          <img
            className={styles.image}
            src={image.url}
            width={image.width}
            height={image.height}
            alt={`The share card of ${post ? `“${post.title}”` : brandName}`}
            loading="lazy"
            decoding="async"
          />
          <figcaption className={styles.cardText}>
            <span className={styles.domain}>{domain.toUpperCase()}</span>
            <span className={styles.cardTitle}>{cut(fullTitle, shareLimits.cardTitle)}</span>
            {description ? (
              <span className={styles.cardDescription}>
                {cut(description, shareLimits.cardDescription)}
              </span>
            ) : null}
          </figcaption>
        </figure>
        <p className={styles.note}>
          {post === null
            ? 'The site’s card for now: the post gets its own, with its title and tag, when it is saved.'
            : cardIsCurrent
              ? 'The post’s own card, drawn when it was last saved.'
              : 'The card of the saved title: a new one is drawn with this title when you save.'}
        </p>
        <Counts
          where="a card"
          items={[
            ['Title', fullTitle.length, shareLimits.cardTitle],
            ['Description', description.length, shareLimits.cardDescription],
          ]}
        />
      </section>
    </div>
  );
}
