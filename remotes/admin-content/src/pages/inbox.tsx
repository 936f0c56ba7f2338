import { useId, useState } from 'react';
import { Link, tenantPath, useDocumentMeta, useLocation } from '@agency/shared-state';
import type { Lead, LeadStatus } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { channelLabels } from '@agency/ui/lead-channels';
import {
  filterParams,
  useAdminGetInboxSummaryQuery,
  useAdminGetLeadsInfiniteQuery,
  useAdminSetLeadStatusMutation,
  type LeadFilter,
} from '../api';
import { ActionMessages } from '../components/action-messages';
import { AdminPage } from '../components/admin-page';
import { Badge, type BadgeTone } from '../components/badge';
import { ListState } from '../components/list-state';
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
import card from '../components/list-card.module.css';
import { paramOneOf, searchParam, useAddressFilter } from '../hooks/use-address-filter';
import { useDownload } from '../hooks/use-download';
import styles from './inbox.module.css';

/** The inbox's filter as the address has it (kept there, so a filtered inbox can be reloaded,
 * shared and gone back to); what is not a kind or a status is left out. */
function readLeadFilter(params: URLSearchParams): LeadFilter {
  return {
    kind: paramOneOf(params, 'kind', leadKinds),
    status: paramOneOf(params, 'status', leadStatuses),
    q: searchParam(params),
  };
}

/** How each status looks in the list: a new lead waits for the owner. */
const statusTones: Record<LeadStatus, BadgeTone> = {
  New: 'accent',
  Handled: 'success',
  Archived: 'muted',
  Spam: 'danger',
};

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
  const { filter, control } = useAddressFilter(readLeadFilter, filterParams);
  const list = useAdminGetLeadsInfiniteQuery(filter);
  const { data: summary } = useAdminGetInboxSummaryQuery();
  const [setStatus] = useAdminSetLeadStatusMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [exporting, download, confirmDialog] = useDownload(
    setActionError,
    inboxMessages.downloadFailed,
  );
  const leads = list.data?.pages.flatMap((page) => page.leads);
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
    const day = new Date().toISOString().slice(0, 10);
    await download(`/inbox/${tenantPath()}/leads.csv`, `leads-${day}.csv`, filterParams(filter));
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
          {...control('kind')}
          label="Kind"
          allLabel="All kinds"
          options={leadKinds.map((kind) => ({ value: kind, label: kindLabels[kind].many }))}
        />
        <FilterSelect
          {...control('status')}
          label="Status"
          allLabel="All statuses"
          options={leadStatuses.map((status) => ({ value: status, label: status }))}
        />
        <ListSearch {...control('q')} label="Search leads" placeholder="Name, email or text" />
      </FilterBar>

      <ActionMessages notice={notice} error={actionError} spaced />
      {confirmDialog}

      <ListState query={list} items={leads} texts={inboxMessages} filtered={filtered}>
        {(rows) => (
          <ul className={card.list} aria-busy={list.isFetching || undefined} aria-label="Leads">
            {rows.map((lead) => (
              <li key={lead.id} className={card.card}>
                <div className={card.summary}>
                  <h2 className={card.title}>
                    {/* The lead page's way back returns to this list as filtered. */}
                    <Link to={leadPath(lead.id)} state={{ inboxSearch: query }}>
                      {leadName(lead)}
                    </Link>
                  </h2>
                  <p className={card.meta}>
                    <Badge tone={statusTones[lead.status]}>{lead.status}</Badge>
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
      </ListState>
    </AdminPage>
  );
}
