import type { ReactNode } from 'react';
import { TWO_FACTOR_SETUP_REQUIRED } from '@agency/contract';
import { Link, paths } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { LoadMore, type LoadMoreProps } from '@agency/ui/load-more';
import { forbiddenWith } from '../lib/refusals';
import styles from './list-state.module.css';

/** What a list reads from an infinite query (RTK Query's hook result). */
export interface PagedQuery {
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

export interface ListTexts {
  loading: string;
  loadFailed: string;
  empty: string;
  noMatch?: string;
  /** The "Load more" button's words. */
  more: Pick<LoadMoreProps, 'noun' | 'singular' | 'label'>;
}

interface ListStateProps<T> {
  query: PagedQuery;
  /** The rows of the pages loaded so far; undefined until the first page is in. */
  items: T[] | undefined;
  /** What the list says while the first page loads, when it fails, when it has no rows
   * (`noMatch` when a filter leaves none), and on its "Load more" button. */
  texts: ListTexts;
  /** A filter is set: an empty list says `noMatch`. */
  filtered?: boolean;
  /** Inside a panel: small buttons, and the empty text without a box of its own. */
  compact?: boolean;
  /** The list itself, drawn only when there are rows. */
  children(items: T[]): ReactNode;
}

interface LoadFailedProps {
  text: string;
  /** What the api answered: a session that owes the second factor is told so, and where. */
  error?: unknown;
  /** Asks again; without it (what is gone for good) there is no Try again. */
  onRetry?: (() => unknown) | undefined;
  /** The retry is on its way: the button stays, focused, but does nothing. */
  retrying?: boolean;
  /** Inside a panel: a small button. */
  compact?: boolean | undefined;
}

/** Whether the api refused the SuperAdmin's data until the session passes a second factor. */
export function needsTwoFactor(error: unknown): boolean {
  return forbiddenWith(error, TWO_FACTOR_SETUP_REQUIRED);
}

/** What could not be read, said at once, with a Try again (or, for a session that owes the
 * second factor, the api's reason and the way to the Security page: trying again cannot help). */
export function LoadFailed({ text, error, onRetry, retrying, compact }: LoadFailedProps) {
  if (needsTwoFactor(error))
    return (
      <div role="alert" className={styles.error}>
        <p>{TWO_FACTOR_SETUP_REQUIRED}</p>
        <Link
          className={compact ? buttonClass('primary', 'small') : buttonClass('primary')}
          to={paths.adminSecurity}
        >
          Set up two-factor sign-in
        </Link>
      </div>
    );
  return (
    <div role="alert" className={styles.error}>
      <p>{text}</p>
      {onRetry ? (
        <button
          type="button"
          className={compact ? buttonClass('secondary', 'small') : buttonClass('secondary')}
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (!retrying) void onRetry();
          }}
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}

/**
 * A paged list's states around the list: loading, a failed first load with a retry, empty, and
 * "Load more" under the rows. A page that fails to load more is reported under the list (by
 * LoadMore), and a failed refresh keeps the rows already shown: only a list with nothing to
 * show is replaced by the error.
 */
export function ListState<T>({
  query,
  items,
  texts,
  filtered,
  compact,
  children,
}: ListStateProps<T>) {
  if (query.isLoading) return <p role="status">{texts.loading}</p>;
  if (query.error && !query.isFetchNextPageError && !items) {
    return (
      <LoadFailed
        text={texts.loadFailed}
        error={query.error}
        onRetry={query.refetch}
        retrying={query.isFetching}
        compact={compact}
      />
    );
  }
  if (!items) return null;
  return (
    <>
      {items.length > 0 ? (
        children(items)
      ) : (
        <p className={compact ? undefined : styles.empty}>
          {(filtered && texts.noMatch) || texts.empty}
        </p>
      )}
      <LoadMore
        count={items.length}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
        {...texts.more}
      />
    </>
  );
}
