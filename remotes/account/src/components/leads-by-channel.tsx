import { useId, useState } from 'react';
import { buttonClass } from '@agency/ui/button';
import { channelLabel } from '@agency/ui/lead-channels';
import { useAccountGetLeadsByChannelQuery } from '../api';
import styles from './leads-by-channel.module.css';

/** The periods the owner picks from, as days in UTC (the api counts whole UTC days). */
export const PERIODS = {
  thisMonth: 'This month',
  lastMonth: 'Last month',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  thisYear: 'This year',
} as const;
export type Period = keyof typeof PERIODS;

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The first and last day of a period, both included, as of `now`. */
export function periodDays(period: Period, now = new Date()): { from: string; to: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  switch (period) {
    case 'thisMonth':
      return { from: day(new Date(Date.UTC(y, m, 1))), to: day(now) };
    case 'lastMonth':
      return { from: day(new Date(Date.UTC(y, m - 1, 1))), to: day(new Date(Date.UTC(y, m, 0))) };
    case 'last30':
      return { from: day(ago(29)), to: day(now) };
    case 'last90':
      return { from: day(ago(89)), to: day(now) };
    case 'thisYear':
      return { from: day(new Date(Date.UTC(y, 0, 1))), to: day(now) };
  }
}

/** Leads by channel for a chosen period: a table with a bar per channel (the count is the
 * text; the bar only draws it). Spam is left out by the api. */
export function LeadsByChannel() {
  const id = useId();
  const [period, setPeriod] = useState<Period>('thisMonth');
  const { data, isFetching, isError, refetch } = useAccountGetLeadsByChannelQuery(
    periodDays(period),
  );
  const most = Math.max(1, ...(data?.channels.map((row) => row.leads) ?? []));
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          Leads by channel
        </h2>
        <label className={styles.period}>
          <span>Period</span>
          <select value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
            {(Object.keys(PERIODS) as Period[]).map((key) => (
              <option key={key} value={key}>
                {PERIODS[key]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isError ? (
        <div role="alert" className={styles.error}>
          <p>The leads by channel could not be loaded.</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <p role="status" className={styles.muted}>
          Loading...
        </p>
      ) : (
        <table className={styles.table} aria-busy={isFetching || undefined}>
          <caption className={styles.muted}>
            {data.total === 1 ? '1 lead' : `${data.total} leads`}, {data.from} to {data.to} (UTC),
            spam left out
          </caption>
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {data.channels
              .filter((row) => row.channel !== null || row.leads > 0)
              .map((row) => (
                <tr key={row.channel ?? 'none'}>
                  <th scope="row">{channelLabel(row.channel)}</th>
                  <td>
                    <span className={styles.count}>{row.leads}</span>
                    <span
                      className={styles.bar}
                      style={{ inlineSize: `${(row.leads / most) * 100}%` }}
                      aria-hidden="true"
                    />
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
