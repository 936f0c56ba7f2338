import { useId, useState } from 'react';
import { Link, tenantPath, useDocumentMeta, useLocation, useSearchParams } from 'shared-state';
import type { Lead, LeadKind, LeadStatus } from 'site-contract';
import { buttonClass } from 'site-ui/button';
import { channelLabels } from 'site-ui/lead-channels';
import { LoadMore } from 'site-ui/load-more';
import {
  downloadFile,
  filterParams,
  useAdminGetInboxSummaryQuery,
  useAdminGetLeadsInfiniteQuery,
  useAdminSetLeadStatusMutation,
  type LeadFilter,
} from '../api';
import { AdminPage } from '../components/admin-page';
import { FilterBar, FilterSelect, ListSearch } from '../components/list-filters';
import { LeadStatusSelect } from '../components/lead-status-select';
import {
  formatReceived,
  inboxMessages,
  kindLabels,
  leadKinds,
  leadStatuses,
} from '../content/inbox';
import { leadPath } from '../paths';
import styles from './inbox.module.css';

/** The filter lives in the address, so a filtered inbox can be reloaded, shared and gone back to. */
function useLeadFilter(): [LeadFilter, (next: LeadFilter) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const status = params.get('status');
  const filter: LeadFilter = {
    kind: leadKinds.includes(kind as LeadKind) ? (kind as LeadKind) : undefined,
    status: leadStatuses.includes(status as LeadStatus) ? (status as LeadStatus) : undefined,
    q: params.get('q')?.trim() || undefined,
  };
  // Synchronous rather than in a transition: a transition started inside a form's submit event
  // would make React treat the form as an action form.
  return [filter, (next) => setParams(filterParams(next), { replace: true, flushSync: true })];
}

/** What a lead is called in the list: the sender's name, or the address of a sign-up. */
const leadName = (lead: Lead) => lead.name ?? lead.email;

/** The owner's inbox: every lead in one list, filtered, searched, and handled in place. */
export default function InboxPage() {
  useDocumentMeta({
    title: 'Inbox',
    description: 'Contact messages, job applications and newsletter sign-ups in one list.',
  });
  const id = useId();
  const { search: query } = useLocation();
  const [filter, setFilter] = useLeadFilter();
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
  } = useAdminGetLeadsInfiniteQuery(filter);
  const { data: summary } = useAdminGetInboxSummaryQuery();
  const [setStatus] = useAdminSetLeadStatusMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [exporting, setExporting] = useState(false);
  const leads = data?.pages.flatMap((page) => page.leads);
  const listError = isFetchNextPageError ? undefined : error;
  const filtered = Boolean(filter.kind || filter.status || filter.q);

  const changeStatus = async (lead: Lead, status: LeadStatus) => {
    setActionError(null);
    setNotice('');
    setPendingId(lead.id);
    try {
      await setStatus({ id: lead.id, status }).unwrap();
      setNotice(`${leadName(lead)} marked ${status}.`);
    } catch {
      setActionError(inboxMessages.statusFailed);
    } finally {
      setPendingId(null);
    }
  };

  const exportCsv = async () => {
    setActionError(null);
    setExporting(true);
    try {
      const day = new Date().toISOString().slice(0, 10);
      await downloadFile(
        `/inbox/${tenantPath()}/leads.csv`,
        `leads-${day}.csv`,
        filterParams(filter),
      );
    } catch {
      setActionError(inboxMessages.downloadFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title="Inbox"
      parent
      lead={
        summary
          ? `${summary.new} new ${summary.new === 1 ? 'lead' : 'leads'}. Contact messages, job applications and newsletter sign-ups, newest first.`
          : 'Contact messages, job applications and newsletter sign-ups, newest first.'
      }
      actions={
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={exportCsv}
          aria-disabled={exporting || undefined}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      }
    >
      <FilterBar>
        <FilterSelect
          id={`${id}-kind`}
          label="Kind"
          allLabel="All kinds"
          value={filter.kind}
          options={leadKinds.map((kind) => ({ value: kind, label: kindLabels[kind].many }))}
          onChange={(kind) => setFilter({ ...filter, kind })}
        />
        <FilterSelect
          id={`${id}-status`}
          label="Status"
          allLabel="All statuses"
          value={filter.status}
          options={leadStatuses.map((status) => ({ value: status, label: status }))}
          onChange={(status) => setFilter({ ...filter, status })}
        />
        <ListSearch
          id={`${id}-q`}
          label="Search leads"
          placeholder="Name, email or text"
          initial={filter.q}
          onSearch={(q) => setFilter({ ...filter, q })}
        />
      </FilterBar>

      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {actionError ? (
        <p role="alert" className={styles.error}>
          {actionError}
        </p>
      ) : null}

      {isLoading ? (
        <p role="status">{inboxMessages.loading}</p>
      ) : listError && !leads ? (
        <div role="alert" className={styles.error}>
          <p>{inboxMessages.loadFailed}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : leads && leads.length === 0 ? (
        <p className={styles.empty}>{filtered ? inboxMessages.noMatch : inboxMessages.empty}</p>
      ) : (
        <ul className={styles.list} aria-busy={isFetching || undefined} aria-label="Leads">
          {(leads ?? []).map((lead) => (
            <li key={lead.id} className={styles.item}>
              <div className={styles.summary}>
                <h2 className={styles.title}>
                  {/* The lead page's way back returns to this list as filtered. */}
                  <Link to={leadPath(lead.id)} state={{ inboxSearch: query }}>
                    {leadName(lead)}
                  </Link>
                </h2>
                <p className={styles.meta}>
                  <span className={styles[`status${lead.status}`]}>{lead.status}</span>
                  <span>{kindLabels[lead.kind].one}</span>
                  {lead.channel ? <span>{channelLabels[lead.channel]}</span> : null}
                  {lead.job ? <span>{lead.job}</span> : null}
                  <time dateTime={lead.createdAt}>{formatReceived(lead.createdAt)}</time>
                </p>
                {lead.name ? <p className={styles.email}>{lead.email}</p> : null}
                {lead.message ? <p className={styles.snippet}>{lead.message}</p> : null}
              </div>
              <LeadStatusSelect
                id={`${id}-status-${lead.id}`}
                label={`Status of ${leadName(lead)}`}
                value={lead.status}
                disabled={pendingId === lead.id}
                onChange={(status) => void changeStatus(lead, status)}
              />
            </li>
          ))}
        </ul>
      )}
      {leads ? (
        <LoadMore
          count={leads.length}
          hasMore={Boolean(hasNextPage)}
          loading={isFetchingNextPage}
          failed={isFetchNextPageError}
          onLoadMore={() => void fetchNextPage()}
          noun="leads"
          singular="lead"
          label="Load more leads"
        />
      ) : null}
    </AdminPage>
  );
}
