import { useId } from 'react';
import { useDocumentMeta, useSearchParams } from 'shared-state';
import type { AuditEntry } from 'site-contract';
import { buttonClass } from 'site-ui/button';
import { inputClass } from 'site-ui/field';
import { LoadMore } from 'site-ui/load-more';
import {
  useAdminGetAuditActorsQuery,
  useAdminGetAuditInfiniteQuery,
  auditParams,
  type AuditFilter,
} from '../api';
import { AdminPage } from '../components/admin-page';
import { FilterBar, FilterSelect } from '../components/list-filters';
import filterStyles from '../components/list-filters.module.css';
import { actionLabel, actionLabels, auditMessages, describeChange } from '../content/audit';
import { formatReceived } from '../content/inbox';
import styles from './audit.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter lives in the address, as the inbox's does: a link to a filtered log works. */
function useAuditFilter(): [AuditFilter, (next: AuditFilter) => void] {
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const filter: AuditFilter = {
    actor: params.get('actor') || undefined,
    action: params.get('action') || undefined,
    from: day('from'),
    to: day('to'),
  };
  return [filter, (next) => setParams(auditParams(next), { replace: true, flushSync: true })];
}

/** What an entry touched, in words. */
function objectOf(entry: AuditEntry): string {
  if (!entry.object) return '';
  return entry.object.label ?? `${entry.object.type} ${entry.object.id}`;
}

/** The audit log: every privileged action, who did it, when, from where, and what changed. */
export default function AuditPage() {
  useDocumentMeta({
    title: 'Audit log',
    description: 'Every sign-in and every change made in the back office, with who and when.',
  });
  const id = useId();
  const [filter, setFilter] = useAuditFilter();
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const {
    data,
    error,
    isLoading,
    isFetching,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  } = useAdminGetAuditInfiniteQuery(filter, { skip: badRange });
  const { data: actors = [] } = useAdminGetAuditActorsQuery();
  const entries = data?.pages.flatMap((page) => page.entries);
  const listError = isFetchNextPageError ? undefined : error;
  const filtered = Boolean(filter.actor || filter.action || filter.from || filter.to);
  const people =
    filter.actor && !actors.includes(filter.actor) ? [...actors, filter.actor] : actors;

  return (
    <AdminPage
      title="Audit log"
      parent
      lead="Every sign-in to the back office and every change made there: who, when, from which address and what changed. Entries are never edited or removed."
    >
      <FilterBar>
        <FilterSelect
          id={`${id}-actor`}
          label="Person"
          allLabel="Everyone"
          value={filter.actor}
          options={people.map((actor) => ({ value: actor, label: actor }))}
          onChange={(actor) => setFilter({ ...filter, actor })}
        />
        <FilterSelect
          id={`${id}-action`}
          label="Action"
          allLabel="All actions"
          value={filter.action}
          options={Object.entries(actionLabels).map(([value, label]) => ({ value, label }))}
          onChange={(action) => setFilter({ ...filter, action })}
        />
        <div className={filterStyles.filter}>
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            className={inputClass}
            value={filter.from ?? ''}
            max={filter.to}
            onChange={(event) => setFilter({ ...filter, from: event.target.value || undefined })}
          />
        </div>
        <div className={filterStyles.filter}>
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            className={inputClass}
            value={filter.to ?? ''}
            min={filter.from}
            onChange={(event) => setFilter({ ...filter, to: event.target.value || undefined })}
          />
        </div>
      </FilterBar>

      {badRange ? (
        <p role="alert" className={styles.error}>
          {auditMessages.badRange}
        </p>
      ) : isLoading ? (
        <p role="status">{auditMessages.loading}</p>
      ) : listError && !entries ? (
        <div role="alert" className={styles.error}>
          <p>{auditMessages.loadFailed}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : entries && entries.length === 0 ? (
        <p className={styles.empty}>{filtered ? auditMessages.noMatch : auditMessages.empty}</p>
      ) : entries ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={isFetching || undefined}>
            <caption className={styles.caption}>Audit log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">What</th>
                <th scope="col">Change</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{formatReceived(entry.at)}</time>
                  </td>
                  <td>{entry.actor.username}</td>
                  <td
                    className={entry.action === 'admin.sign-in-failed' ? styles.warning : undefined}
                  >
                    {actionLabel(entry.action)}
                  </td>
                  <td>{objectOf(entry)}</td>
                  <td>{describeChange(entry)}</td>
                  <td className={styles.address}>{entry.address ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {entries && !badRange ? (
        <LoadMore
          count={entries.length}
          hasMore={Boolean(hasNextPage)}
          loading={isFetchingNextPage}
          failed={isFetchNextPageError}
          onLoadMore={() => void fetchNextPage()}
          noun="entries"
          singular="entry"
          label="Load older entries"
        />
      ) : null}
    </AdminPage>
  );
}
