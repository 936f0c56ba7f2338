import { useEffect, useState } from 'react';
import { Link, paths, selectRole, useAppSelector, useDocumentMeta } from 'shared-state';
import { buttonClass } from 'site-ui/button';
import * as glyphs from 'site-ui/glyphs';
import { Icon } from 'site-ui/icon';
import { useAdminGetInboxSummaryQuery, useAdminGetProfileQuery } from '../api';
import { AdminPage } from '../components/admin-page';
import { HubTabs } from '../components/hub-tabs';
import { hubTabs, type HubTabId } from '../content/hub-tabs';
import styles from './content-library.module.css';
import { adminPaths } from '../paths';

/** The content management hub (spec section 2): one tab per kind of content. */
export default function ContentLibraryPage() {
  useDocumentMeta({
    title: 'Content Library',
    description: 'Manage the blog and the other content of the site.',
  });
  const [selected, setSelected] = useState<HubTabId>('blogs');
  const { data: profile, error, isLoading } = useAdminGetProfileQuery();
  const sessionRole = useAppSelector(selectRole);

  useEffect(() => {
    // The spec only logs a failed role fetch; the session's role stands in for it.
    if (error) console.error('Failed to fetch the user role.', error);
  }, [error]);

  const isSuperAdmin = (profile?.role ?? sessionRole) === 'SuperAdmin';
  const { data: summary, isError: summaryFailed } = useAdminGetInboxSummaryQuery();

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
                  ) : isSuperAdmin ? (
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
      <section className={`${styles.card} ${styles.inboxCard}`} aria-labelledby="inbox-card-title">
        <span className={styles.icon}>
          <Icon glyph={glyphs.mail} size={40} strokeWidth={1.6} />
        </span>
        <div className={styles.body}>
          <h2 id="inbox-card-title" className={styles.cardTitle}>
            Inbox {summary ? <span className={styles.count}>{summary.new} new</span> : null}
          </h2>
          <p className={styles.description}>
            Contact messages, job applications and newsletter sign-ups from the site, in one list.
            Mark each one handled as you answer it.
          </p>
          {summaryFailed ? (
            <p className={styles.note}>The number of new leads could not be loaded.</p>
          ) : null}
        </div>
        <div className={styles.action}>
          <Link className={buttonClass('primary')} to={adminPaths.inbox}>
            Open the inbox
          </Link>
        </div>
      </section>
      <section
        className={`${styles.card} ${styles.inboxCard}`}
        aria-labelledby="comments-card-title"
      >
        <span className={styles.icon}>
          <Icon glyph={glyphs.conversation} size={40} strokeWidth={1.6} />
        </span>
        <div className={styles.body}>
          <h2 id="comments-card-title" className={styles.cardTitle}>
            Comments
          </h2>
          <p className={styles.description}>
            Every comment readers post on the blog. Approve held ones, hide or delete what does not
            belong, mark spam and block a commenter.
          </p>
        </div>
        <div className={styles.action}>
          <Link className={buttonClass('primary')} to={adminPaths.comments}>
            Moderate comments
          </Link>
        </div>
      </section>
      <section
        className={`${styles.card} ${styles.inboxCard}`}
        aria-labelledby="security-card-title"
      >
        <span className={styles.icon}>
          <Icon glyph={glyphs.shield} size={40} strokeWidth={1.6} />
        </span>
        <div className={styles.body}>
          <h2 id="security-card-title" className={styles.cardTitle}>
            Security
          </h2>
          <p className={styles.description}>
            Two-factor sign-in with an authenticator app, recovery codes, and the places this
            account is signed in.
          </p>
        </div>
        <div className={styles.action}>
          <Link className={buttonClass('primary')} to={paths.adminSecurity}>
            Open security settings
          </Link>
        </div>
      </section>
      <section className={`${styles.card} ${styles.inboxCard}`} aria-labelledby="audit-card-title">
        <span className={styles.icon}>
          <Icon glyph={glyphs.document} size={40} strokeWidth={1.6} />
        </span>
        <div className={styles.body}>
          <h2 id="audit-card-title" className={styles.cardTitle}>
            Audit log
          </h2>
          <p className={styles.description}>
            Every sign-in and every change made here: who, when, from which address and what
            changed. Nothing in it can be edited or removed.
          </p>
        </div>
        <div className={styles.action}>
          <Link className={buttonClass('primary')} to={adminPaths.audit}>
            Open the audit log
          </Link>
        </div>
      </section>
    </AdminPage>
  );
}
