import { Link, paths } from '@agency/shared-state';
import type { InboxSummary } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { Icon } from '@agency/ui/icon';
import { metricMinute, resources, stats, tiles, type Stat } from '../content/dashboard';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';

/** The SuperAdmin's figures, read from the inbox (Spam left out). */
function inboxStats(inbox: InboxSummary): Stat[] {
  return [
    {
      label: 'Leads this month',
      value: String(inbox.thisMonth.leads),
      note: `${inbox.lastMonth.leads} last month`,
    },
    {
      label: 'Job applications',
      value: String(inbox.thisMonth.applications),
      note: `${inbox.lastMonth.applications} last month`,
    },
    {
      label: 'Newsletter subscribers',
      value: String(inbox.subscribers),
      note: `${inbox.thisMonth.subscribers} new this month`,
    },
    { label: 'Still new', value: String(inbox.new), note: 'leads not handled yet' },
  ];
}

/** The stats row: fixed sample figures, labelled as such; for the SuperAdmin, the
 * inbox's real counts instead (docs/spec-deviations.md). */
export function StatsRow({ inbox }: { inbox?: InboxSummary | undefined }) {
  const shown = inbox ? inboxStats(inbox) : stats;
  return (
    <section aria-labelledby="stats-title" className={styles.statsSection}>
      <div className={styles.sectionHead}>
        <h2 id="stats-title" className={styles.sectionTitle}>
          Performance this month
        </h2>
        <p className={styles.caption}>{inbox ? 'From your inbox' : 'Sample figures'}</p>
      </div>
      <dl className={styles.stats}>
        {shown.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
            {stat.note ? <dd className={styles.statNote}>{stat.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The action tiles. Only the Content Library and Schedule Emails lead anywhere, and only for
 * a SuperAdmin, who also sees on the Content Library how many leads are still New. */
export function ActionTiles({
  isSuperAdmin,
  newLeads,
}: {
  isSuperAdmin: boolean;
  newLeads?: number | undefined;
}) {
  return (
    <section aria-labelledby="tiles-title">
      <h2 id="tiles-title" className={styles.sectionTitle}>
        Quick actions
      </h2>
      <ul className={styles.tiles}>
        {tiles.map((tile) => {
          const to = tile.superAdminPath && isSuperAdmin ? paths[tile.superAdminPath] : null;
          const body = (
            <>
              <span className={styles.tileIcon}>
                <Icon glyph={tile.icon} />
              </span>
              <span className={styles.tileTitle}>
                {tile.title}
                {to && tile.superAdminPath === 'contentLibrary' && newLeads && newLeads > 0 ? (
                  <span className={styles.badge}>
                    {newLeads} new {newLeads === 1 ? 'lead' : 'leads'}
                  </span>
                ) : null}
                {to && <span aria-hidden="true"> →</span>}
              </span>
              <span className={styles.tileText}>{tile.description}</span>
              {!to && <span className={styles.soon}>Coming soon</span>}
            </>
          );
          return (
            <li key={tile.title}>
              {to ? (
                <Link to={to} className={`${styles.tile} ${styles.tileLink}`}>
                  {body}
                </Link>
              ) : (
                <div className={`${styles.tile} ${styles.tileDisabled}`}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Metric Minute: two headline numbers (fixed sample content). */
export function MetricMinute() {
  return (
    <DashboardCard title="Metric Minute" titleId="metric-title">
      <dl className={styles.metrics}>
        {metricMinute.map((metric) => (
          <div key={metric.label}>
            <dt>{metric.label}</dt>
            <dd>{metric.value}</dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}

/** Resources: the webinar and the class (fixed sample content). */
export function Resources() {
  return (
    <DashboardCard title="Resources" titleId="resources-title">
      <ul className={styles.resources}>
        {resources.map((resource) => (
          <li key={resource.title}>
            <span className={styles.resourceKind}>{resource.kind}</span>
            <span className={styles.resourceTitle}>{resource.title}</span>
            <time dateTime={resource.isoDate} className={styles.muted}>
              {resource.date}
            </time>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}

export interface NextStepsProps {
  /** Shown on the base variant to a SuperAdmin. */
  showAdminProfileLink: boolean;
}

/** Book a Consultation (the marketing remote serves /consultation) and, for a SuperAdmin on
 * the base variant, Go to SuperAdmin Profile. */
export function NextSteps({ showAdminProfileLink }: NextStepsProps) {
  return (
    <DashboardCard title="Ready for your next step?" titleId="cta-title" className={styles.cta}>
      <p className={styles.ctaText}>
        Talk through your goals with our team and leave with a clear plan for your shop.
      </p>
      <Link to={paths.consultation} className={buttonClass('primary', 'block')}>
        Book a Consultation
      </Link>
      {showAdminProfileLink && (
        <Link to={paths.adminProfile} className={buttonClass('secondary', 'block')}>
          Go to SuperAdmin Profile
        </Link>
      )}
    </DashboardCard>
  );
}
