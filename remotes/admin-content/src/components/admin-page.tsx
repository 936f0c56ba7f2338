import type { ReactNode } from 'react';
import { Link, paths } from '@agency/shared-state';
import styles from './admin-page.module.css';

interface AdminPageProps {
  title: string;
  lead?: string;
  /** Shown in the breadcrumb trail when the page sits below the content library. */
  parent?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every content-management page: breadcrumb, one h1, an optional lead and
 * page-level actions. */
export function AdminPage({ title, lead, parent = false, actions, children }: AdminPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to={paths.adminProfile}>Admin</Link>
              </li>
              {parent ? (
                <li>
                  <Link to={paths.contentLibrary}>Content Library</Link>
                </li>
              ) : null}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
