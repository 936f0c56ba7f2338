import { useId, useState } from 'react';
import {
  errorStatus,
  getSiteConfig,
  Link,
  tenantPath,
  useDocumentMeta,
  useLocation,
  useParams,
} from 'shared-state';
import type { Lead, LeadStatus } from 'site-contract';
import { buttonClass } from 'site-ui/button';
import { channelLabel } from 'site-ui/lead-channels';
import { downloadFile, useAdminGetLeadQuery, useAdminSetLeadStatusMutation } from '../api';
import { AdminPage } from '../components/admin-page';
import { LeadStatusSelect } from '../components/lead-status-select';
import { PersonData } from '../components/person-data';
import { formatReceived, inboxMessages, kindLabels, subscriptionLabels } from '../content/inbox';
import { touchText } from '../content/lead-source';
import { personDataMessages } from '../content/person-data';
import { adminPaths } from '../paths';
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

/** One lead with everything the visitor sent, its status, the résumé and a reply link. */
export default function LeadPage() {
  const { leadId = '' } = useParams();
  const location = useLocation();
  const id = useId();
  const { data: lead, error, isLoading, refetch } = useAdminGetLeadQuery(leadId);
  const [setStatus, { isLoading: saving }] = useAdminSetLeadStatusMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [downloading, setDownloading] = useState(false);
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
    setActionError(null);
    setDownloading(true);
    try {
      await downloadFile(
        `/inbox/${tenantPath()}/leads/${encodeURIComponent(lead.id)}/resume`,
        lead.resume.originalName,
      );
    } catch {
      setActionError(inboxMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
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
        <div role="alert" className={styles.error}>
          <p>
            {errorStatus(error) === 404 ? inboxMessages.leadNotFound : inboxMessages.leadLoadFailed}
          </p>
          {errorStatus(error) === 404 ? null : (
            <button type="button" className={buttonClass('secondary')} onClick={() => refetch()}>
              Try again
            </button>
          )}
        </div>
      </AdminPage>
    );
  }

  return (
    <AdminPage title={title} parent actions={back}>
      <div className={styles.layout}>
        <dl className={styles.details}>
          <div>
            <dt>Kind</dt>
            <dd>{kindLabels[lead.kind].one}</dd>
          </div>
          <div>
            <dt>Received</dt>
            <dd>
              <time dateTime={lead.createdAt}>{formatReceived(lead.createdAt)}</time>
            </dd>
          </div>
          {lead.name ? (
            <div>
              <dt>Name</dt>
              <dd>{lead.name}</dd>
            </div>
          ) : null}
          <div>
            <dt>Email</dt>
            <dd>{lead.email}</dd>
          </div>
          {lead.kind === 'newsletter' ? (
            <div>
              <dt>Subscription</dt>
              <dd>{subscriptionLabels[lead.subscription ?? 'none']}</dd>
            </div>
          ) : null}
          {lead.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>{lead.phone}</dd>
            </div>
          ) : null}
          {lead.job ? (
            <div>
              <dt>Position</dt>
              <dd>{lead.job}</dd>
            </div>
          ) : null}
          {lead.message !== null ? (
            <div className={styles.wide}>
              <dt>{lead.kind === 'application' ? 'Cover letter' : 'Message'}</dt>
              <dd className={styles.message}>{lead.message}</dd>
            </div>
          ) : null}
          {lead.resume ? (
            <div className={styles.wide}>
              <dt>Résumé</dt>
              <dd>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  onClick={downloadResume}
                  aria-disabled={downloading || undefined}
                >
                  Download résumé
                </button>{' '}
                <span className={styles.muted}>
                  {lead.resume.originalName}, {formatSize(lead.resume.size)}
                </span>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Channel</dt>
            <dd>{channelLabel(lead.channel)}</dd>
          </div>
          {lead.source && lead.firstChannel !== lead.channel ? (
            <div>
              <dt>First visit’s channel</dt>
              <dd>{channelLabel(lead.firstChannel)}</dd>
            </div>
          ) : null}
          {lead.source ? (
            <div className={styles.wide}>
              <dt>How they found the site</dt>
              <dd>
                {touchText(lead.source.latest ?? lead.source.first)}
                {lead.source.first &&
                lead.source.latest &&
                lead.source.first.at !== lead.source.latest.at ? (
                  <>
                    <br />
                    <span className={styles.muted}>
                      First visit: {touchText(lead.source.first)}
                    </span>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          {lead.spamReason ? (
            <div className={styles.wide}>
              <dt>Spam guard</dt>
              <dd>
                {lead.spamReason === 'honeypot'
                  ? 'Filed under Spam: a field people never see was filled in.'
                  : 'Filed under Spam: the form was sent faster than a person fills it.'}
              </dd>
            </div>
          ) : null}
        </dl>

        <aside className={styles.side} aria-label="Handle this lead">
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
          <p className={styles.muted}>
            {lead.statusChangedAt
              ? `Last changed${lead.statusChangedBy ? ` by ${lead.statusChangedBy}` : ''} on ${formatReceived(lead.statusChangedAt)}.`
              : 'Not handled yet.'}
          </p>
          <p role="status" className={styles.notice}>
            {notice}
          </p>
          {actionError ? (
            <p role="alert" className={styles.error}>
              {actionError}
            </p>
          ) : null}
        </aside>
      </div>
      <PersonData email={lead.email} onErased={() => setErasedEmail(lead.email)} />
    </AdminPage>
  );
}
