import { useId, useState, type ReactNode } from 'react';
import {
  errorStatus,
  getSiteConfig,
  Link,
  tenantPath,
  useDocumentMeta,
  useLocation,
  useParams,
} from '@agency/shared-state';
import type { Lead, LeadStatus } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { channelLabel } from '@agency/ui/lead-channels';
import { useAdminGetLeadQuery, useAdminSetLeadStatusMutation } from '../api';
import { ActionMessages } from '../components/action-messages';
import { AdminPage } from '../components/admin-page';
import { LeadStatusSelect } from '../components/lead-status-select';
import { LoadFailed } from '../components/list-state';
import { PersonData } from '../components/person-data';
import { formatReceived, inboxMessages, kindLabels, subscriptionLabels } from '../content/inbox';
import { touchText } from '../content/lead-source';
import { useDownload } from '../hooks/use-download';
import { personDataMessages } from '../content/person-data';
import { adminPaths } from '../paths';
import common from '../components/common.module.css';
import styles from './lead.module.css';

/** The subject of a reply, from what the lead was about. */
function replySubject(lead: Lead): string {
  const brand = getSiteConfig().brandName;
  if (lead.kind === 'application')
    return `Your application${lead.job ? ` for ${lead.job}` : ''} at ${brand}`;
  if (lead.kind === 'newsletter') return `Your subscription to the ${brand} newsletter`;
  return `Re: your message to ${brand}`;
}

/** A mailto: link to the lead with a subject; the address is encoded so nothing else rides along. */
export function replyHref(lead: Lead): string {
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(replySubject(lead))}`;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One fact of the lead: its name, then its value. */
function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One lead with everything the visitor sent, its status, the résumé and a reply link. */
export default function LeadPage() {
  const { leadId = '' } = useParams();
  const location = useLocation();
  const id = useId();
  const { data: lead, error, isLoading, refetch } = useAdminGetLeadQuery(leadId);
  const [setStatus, { isLoading: saving }] = useAdminSetLeadStatusMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [downloading, download] = useDownload(setActionError, inboxMessages.downloadFailed);
  // Once the person's data is erased the lead is gone too: the page says so instead of
  // reporting a missing lead.
  const [erasedEmail, setErasedEmail] = useState<string | null>(null);
  const title = lead ? (lead.name ?? lead.email) : 'Lead';
  useDocumentMeta({ title, description: 'A lead of the inbox.' });

  const changeStatus = async (status: LeadStatus) => {
    if (!lead) return;
    setActionError(null);
    setNotice('');
    try {
      await setStatus({ id: lead.id, status }).unwrap();
      setNotice(`Marked ${status}.`);
    } catch {
      setActionError(inboxMessages.statusFailed);
    }
  };

  const downloadResume = async () => {
    if (!lead?.resume) return;
    await download(
      `/inbox/${tenantPath()}/leads/${encodeURIComponent(lead.id)}/resume`,
      lead.resume.originalName,
    );
  };

  // Back to the list as it was filtered when the lead was opened from it.
  const from: unknown = (location.state as { inboxSearch?: unknown } | null)?.inboxSearch;
  const back = (
    <Link
      to={`${adminPaths.inbox}${typeof from === 'string' && from.startsWith('?') ? from : ''}`}
      className={buttonClass('secondary')}
    >
      Back to the inbox
    </Link>
  );

  if (erasedEmail) {
    return (
      <AdminPage title="Lead" parent actions={back}>
        <p role="status">{personDataMessages.erased(erasedEmail)}</p>
      </AdminPage>
    );
  }
  if (isLoading) {
    return (
      <AdminPage title="Lead" parent actions={back}>
        <p role="status">{inboxMessages.loading}</p>
      </AdminPage>
    );
  }
  if (!lead) {
    return (
      <AdminPage title="Lead" parent actions={back}>
        {errorStatus(error) === 404 ? (
          <LoadFailed text={inboxMessages.leadNotFound} />
        ) : (
          <LoadFailed text={inboxMessages.leadLoadFailed} error={error} onRetry={refetch} />
        )}
      </AdminPage>
    );
  }

  return (
    <AdminPage title={title} parent actions={back}>
      <div className={styles.layout}>
        <dl className={styles.details}>
          <Fact term="Kind">{kindLabels[lead.kind].one}</Fact>
          <Fact term="Received">
            <time dateTime={lead.createdAt}>{formatReceived(lead.createdAt)}</time>
          </Fact>
          {lead.name ? <Fact term="Name">{lead.name}</Fact> : null}
          <Fact term="Email">{lead.email}</Fact>
          {lead.kind === 'newsletter' ? (
            <Fact term="Subscription">{subscriptionLabels[lead.subscription ?? 'none']}</Fact>
          ) : null}
          {lead.phone ? <Fact term="Phone">{lead.phone}</Fact> : null}
          {lead.job ? <Fact term="Position">{lead.job}</Fact> : null}
          {lead.message !== null ? (
            <div className={styles.wide}>
              <dt>{lead.kind === 'application' ? 'Cover letter' : 'Message'}</dt>
              <dd className={styles.message}>{lead.message}</dd>
            </div>
          ) : null}
          {lead.resume ? (
            <Fact term="Résumé" wide>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={downloadResume}
                aria-disabled={downloading || undefined}
              >
                Download résumé
              </button>{' '}
              <span className={common.muted}>
                {lead.resume.originalName}, {formatSize(lead.resume.size)}
              </span>
            </Fact>
          ) : null}
          <Fact term="Channel">{channelLabel(lead.channel)}</Fact>
          {lead.source && lead.firstChannel !== lead.channel ? (
            <Fact term="First visit’s channel">{channelLabel(lead.firstChannel)}</Fact>
          ) : null}
          {lead.source ? (
            <Fact term="How they found the site" wide>
              {touchText(lead.source.latest ?? lead.source.first)}
              {lead.source.first &&
              lead.source.latest &&
              lead.source.first.at !== lead.source.latest.at ? (
                <>
                  <br />
                  <span className={common.muted}>First visit: {touchText(lead.source.first)}</span>
                </>
              ) : null}
            </Fact>
          ) : null}
          {lead.spamReason ? (
            <Fact term="Spam guard" wide>
              {lead.spamReason === 'honeypot'
                ? 'Filed under Spam: a field people never see was filled in.'
                : 'Filed under Spam: the form was sent faster than a person fills it.'}
            </Fact>
          ) : null}
        </dl>

        <aside className={common.panel} aria-label="Handle this lead">
          <a className={buttonClass('primary', 'block')} href={replyHref(lead)}>
            Reply by email
          </a>
          <LeadStatusSelect
            id={`${id}-status`}
            label="Status"
            visibleLabel
            value={lead.status}
            disabled={saving}
            onChange={(status) => void changeStatus(status)}
          />
          <p className={common.muted}>
            {lead.statusChangedAt
              ? `Last changed${lead.statusChangedBy ? ` by ${lead.statusChangedBy}` : ''} on ${formatReceived(lead.statusChangedAt)}.`
              : 'Not handled yet.'}
          </p>
          <ActionMessages notice={notice} error={actionError} />
        </aside>
      </div>
      <PersonData email={lead.email} onErased={() => setErasedEmail(lead.email)} />
    </AdminPage>
  );
}
