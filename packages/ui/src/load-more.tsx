import { useEffect, useRef, useState } from 'react';
import { buttonClass } from './button';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  /** How many items are shown now (the announcement counts what a load added). */
  count: number;
  /** Whether the server has another page. */
  hasMore: boolean;
  /** A page is on its way. */
  loading: boolean;
  /** The last attempt to load a page failed. */
  failed: boolean;
  onLoadMore: () => void;
  /** Plural noun of the items, e.g. 'articles'. */
  noun: string;
  /** Its singular, e.g. 'article'. */
  singular: string;
  /** The button's text, e.g. 'Load more articles'. */
  label: string;
}

/**
 * The "Load more" control of a paginated list (the api answers lists a page at a time): a real
 * button (keyboard and screen reader as is), which stays focusable while a page loads
 * (aria-disabled, so focus is not lost), a polite live region saying how many items a load
 * added, and an alert with a retry when a page fails. Renders nothing for a list that fits on
 * one page.
 */
export function LoadMore({
  count,
  hasMore,
  loading,
  failed,
  onLoadMore,
  noun,
  singular,
  label,
}: LoadMoreProps) {
  const asked = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (asked.current === null || loading) return;
    if (count > asked.current) {
      const added = count - asked.current;
      setAnnouncement(
        `${added} more ${added === 1 ? singular : noun} loaded, ${count} shown${hasMore ? '' : '. That is all of them'}.`,
      );
      asked.current = null;
    } else if (failed) {
      asked.current = null;
    }
  }, [count, loading, failed, hasMore, noun, singular]);

  function load() {
    if (loading) return;
    asked.current = count;
    setAnnouncement('');
    onLoadMore();
  }

  // A list that fits on one page gets nothing; once shown, the live region stays to speak.
  if (!hasMore && !failed && !announcement) return null;
  return (
    <div className={styles.loadMore}>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {failed && !loading && (
        <p role="alert" className={styles.error}>
          Could not load more {noun}. Please try again.
        </p>
      )}
      {(hasMore || failed) && (
        <button
          type="button"
          className={buttonClass('outline')}
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          onClick={load}
        >
          {loading ? `Loading more ${noun}...` : failed ? 'Try again' : label}
        </button>
      )}
    </div>
  );
}
