import { useDocumentMeta } from '@agency/shared-state';
import type { AuditEntry } from '@agency/contract';
import {
  useAdminGetAuditActorsQuery,
  useAdminGetAuditInfiniteQuery,
  auditParams,
  type AuditFilter,
} from '../api';
import { AdminPage } from '../components/admin-page';
import { ListState } from '../components/list-state';
import { FilterBar, FilterDate, FilterSelect } from '../components/list-filters';
import { actionLabel, actionLabels, auditMessages, describeChange } from '../content/audit';
import { formatReceived } from '../content/inbox';
import { useAddressFilter } from '../hooks/use-address-filter';
import styles from './audit.module.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The audit filter as the address has it, as the inbox's (a link to a filtered log works);
 * a day that is not YYYY-MM-DD is left out. */
function readAuditFilter(params: URLSearchParams): AuditFilter {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    actor: params.get('actor') || undefined,
    action: params.get('action') || undefined,
    from: day('from'),
    to: day('to'),
  };
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
  const { filter, control } = useAddressFilter(readAuditFilter, auditParams);
  const badRange = Boolean(filter.from && filter.to && filter.from > filter.to);
  const list = useAdminGetAuditInfiniteQuery(filter, { skip: badRange });
  const { data: actors = [] } = useAdminGetAuditActorsQuery();
  const entries = list.data?.pages.flatMap((page) => page.entries);
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
          {...control('actor')}
          label="Person"
          allLabel="Everyone"
          options={people.map((actor) => ({ value: actor, label: actor }))}
        />
        <FilterSelect
          {...control('action')}
          label="Action"
          allLabel="All actions"
          options={Object.entries(actionLabels).map(([value, label]) => ({ value, label }))}
        />
        <FilterDate {...control('from')} label="From" max={filter.to} />
        <FilterDate {...control('to')} label="To" min={filter.from} />
      </FilterBar>

      {badRange ? (
        <p role="alert" className={styles.error}>
          {auditMessages.badRange}
        </p>
      ) : (
        <ListState query={list} items={entries} texts={auditMessages} filtered={filtered}>
          {(rows) => (
            <div className={styles.tableWrap}>
              <table className={styles.table} aria-busy={list.isFetching || undefined}>
                <caption className="visually-hidden">Audit log, newest first</caption>
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
                  {rows.map((entry) => (
                    <tr key={entry.id}>
                      <td>
                        <time dateTime={entry.at}>{formatReceived(entry.at)}</time>
                      </td>
                      <td>{entry.actor.username}</td>
                      <td
                        className={
                          entry.action === 'admin.sign-in-failed' ? styles.warning : undefined
                        }
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
          )}
        </ListState>
      )}
    </AdminPage>
  );
}
