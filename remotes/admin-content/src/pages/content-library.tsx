import { useEffect, useState, type ReactNode } from 'react';
import { can as roleCan, type Permission } from '@agency/contract';
import { Link, paths, useDocumentMeta } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import * as glyphs from '@agency/ui/glyphs';
import type { Glyph } from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import { useAdminGetInboxSummaryQuery, useAdminGetProfileQuery } from '../api';
import { AdminPage } from '../components/admin-page';
import { HubTabs } from '../components/hub-tabs';
import { hubTabs, type HubTabId } from '../content/hub-tabs';
import styles from './content-library.module.css';
import { adminPaths } from '../paths';
import { useStaffRole } from '../hooks/use-staff-role';
import { useDownload } from '../hooks/use-download';
import { tenantPath } from '@agency/shared-state';
import { exportMessages } from '../content/messages';

/**
 * A hub card of one back-office screen: its icon, name, what it is for, and the way in (a link
 * to the screen named `action`, or, without `to`, the `action` itself, e.g. a button).
 */
function HubCard({
  id,
  glyph,
  title,
  to,
  action,
  children,
}: {
  id: string;
  glyph: Glyph;
  title: ReactNode;
  to?: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${styles.card} ${styles.inboxCard}`} aria-labelledby={id}>
      <span className={styles.icon}>
        <Icon glyph={glyph} size={40} strokeWidth={1.6} />
      </span>
      <div className={styles.body}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {children}
      </div>
      <div className={styles.action}>
        {to ? (
          <Link className={buttonClass('primary')} to={to}>
            {action}
          </Link>
        ) : (
          action
        )}
      </div>
    </section>
  );
}

/** The hub cards that only describe a screen and lead to it, each for the roles holding its
 * permission (none: every staff member's). */
const plainHubCards: {
  id: string;
  glyph: Glyph;
  title: string;
  to: string;
  action: string;
  description: string;
  permission?: Permission;
}[] = [
  {
    id: 'comments-card-title',
    glyph: glyphs.conversation,
    title: 'Comments',
    to: adminPaths.comments,
    action: 'Moderate comments',
    permission: 'comments.moderate',
    description:
      'Every comment readers post on the blog. Approve held ones, hide or delete what does not belong, mark spam and block a commenter.',
  },
  {
    id: 'security-card-title',
    glyph: glyphs.shield,
    title: 'Security',
    to: paths.adminSecurity,
    action: 'Open security settings',
    description:
      'Two-factor sign-in with an authenticator app, recovery codes, and the places this account is signed in.',
  },
  {
    id: 'audit-card-title',
    glyph: glyphs.document,
    title: 'Audit log',
    to: adminPaths.audit,
    action: 'Open the audit log',
    permission: 'audit',
    description:
      'Every sign-in and every change made here: who, when, from which address and what changed. Nothing in it can be edited or removed.',
  },
  {
    id: 'redirects-card-title',
    glyph: glyphs.connections,
    title: 'Redirects',
    to: adminPaths.redirects,
    action: 'Manage redirects',
    permission: 'settings',
    description:
      "Old links that keep working: a post's earlier addresses lead to its current one, and you can send any path of the site elsewhere.",
  },
  {
    id: 'team-card-title',
    glyph: glyphs.users,
    title: 'Team',
    to: adminPaths.team,
    action: 'Manage the team',
    permission: 'team',
    description:
      'Invite Editors and Authors by e-mail, change their roles, and see who has two-factor sign-in on.',
  },
];

/** The whole site's content in one file: posts, redirects and uploads (the api's export). */
function ContentExportCard() {
  const [error, setError] = useState<string | null>(null);
  const [exporting, download] = useDownload(setError, exportMessages.failed);
  const exportContent = async () => {
    const day = new Date().toISOString().slice(0, 10);
    await download(`/content/${tenantPath()}/export`, `content-${day}.json`);
  };
  return (
    <HubCard
      id="export-card-title"
      glyph={glyphs.document}
      title="Export the site's content"
      action={
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={exportContent}
          aria-disabled={exporting || undefined}
        >
          {exporting ? 'Exporting...' : 'Download the export'}
        </button>
      }
    >
      <p className={styles.description}>{exportMessages.description}</p>
      {error ? (
        <p role="alert" className={styles.note}>
          {error}
        </p>
      ) : null}
    </HubCard>
  );
}

/** The content management hub: one tab per kind of content. */
export default function ContentLibraryPage() {
  useDocumentMeta({
    title: 'Content Library',
    description: 'Manage the blog and the other content of the site.',
  });
  const [selected, setSelected] = useState<HubTabId>('blogs');
  const { data: profile, error, isLoading } = useAdminGetProfileQuery();
  const { role: sessionRole } = useStaffRole();
  // The account's role as the api has it now (it may have changed since sign-in), else the
  // session's.
  const role = profile?.role ?? sessionRole;
  const can = (permission: Permission) => roleCan(role, permission);

  useEffect(() => {
    // A failed role fetch is only logged: the session's role stands in for it.
    if (error) console.error('Failed to fetch the user role.', error);
  }, [error]);

  const writes = can('posts.write-own');
  const seesLeads = can('leads');
  const { data: summary, isError: summaryFailed } = useAdminGetInboxSummaryQuery(undefined, {
    skip: !seesLeads,
  });

  return (
    <AdminPage
      title="Content Library"
      lead="Everything the site publishes, in one place. Pick a kind of content to manage it."
    >
      <HubTabs<HubTabId>
        label="Kinds of content"
        tabs={hubTabs}
        selected={selected}
        onSelect={setSelected}
        renderPanel={(id) => {
          const tab = hubTabs.find((item) => item.id === id);
          if (!tab) return null;
          const noteId = `hub-note-${tab.id}`;
          return (
            <article className={styles.card}>
              <span className={styles.icon}>
                <Icon glyph={tab.icon} size={40} strokeWidth={1.6} />
              </span>
              <div className={styles.body}>
                <h2 className={styles.cardTitle}>{tab.cardTitle}</h2>
                <p className={styles.description}>{tab.description}</p>
                {tab.notAvailable ? (
                  <p id={noteId} className={styles.note}>
                    {tab.notAvailable}
                  </p>
                ) : null}
              </div>
              <div className={styles.action}>
                {tab.id === 'blogs' ? (
                  isLoading ? (
                    <span className={styles.checking} role="status">
                      Checking your access...
                    </span>
                  ) : writes ? (
                    <Link className={buttonClass('primary')} to={adminPaths.blogManagement}>
                      Manage Blogs
                    </Link>
                  ) : (
                    <Link className={buttonClass('secondary')} to={paths.blog}>
                      View Blogs
                    </Link>
                  )
                ) : tab.id === 'media' ? (
                  <Link className={buttonClass('primary')} to={adminPaths.media}>
                    Open the media library
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    aria-disabled="true"
                    aria-describedby={noteId}
                  >
                    Coming soon
                  </button>
                )}
              </div>
            </article>
          );
        }}
      />
      {seesLeads ? (
        <HubCard
          id="inbox-card-title"
          glyph={glyphs.mail}
          title={
            <>Inbox {summary ? <span className={styles.count}>{summary.new} new</span> : null}</>
          }
          to={adminPaths.inbox}
          action="Open the inbox"
        >
          <p className={styles.description}>
            Contact messages, job applications and newsletter sign-ups from the site, in one list.
            Mark each one handled as you answer it.
          </p>
          {summaryFailed ? (
            <p className={styles.note}>The number of new leads could not be loaded.</p>
          ) : null}
        </HubCard>
      ) : null}
      {plainHubCards
        .filter((card) => !card.permission || can(card.permission))
        .map(({ description, permission: _permission, ...card }) => (
          <HubCard key={card.id} {...card}>
            <p className={styles.description}>{description}</p>
          </HubCard>
        ))}
      {/* The export names no permission in the api: it is the owner's alone. */}
      {role === 'SuperAdmin' ? <ContentExportCard /> : null}
    </AdminPage>
  );
}
