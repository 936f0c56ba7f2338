import { useId } from 'react';
import type { PublishStatus } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { Field, inputClass } from '@agency/ui/field';
import { scheduleMessages } from '../content/schedule';
import styles from './publishing-field.module.css';

export interface Publishing {
  status: PublishStatus;
  /** When a Scheduled post goes live, as an ISO time in UTC; null otherwise. */
  publishAt: string | null;
  /** When a Published or Scheduled post goes back to Draft, as an ISO time in UTC; null for
   * none. */
  unpublishAt: string | null;
}

/** A schedule that cannot be saved: the field at fault and what to do about it. */
export interface ScheduleProblem {
  field: 'publishAt' | 'unpublishAt';
  message: string;
}

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, what a datetime-local input shows. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the owner's local time) as an ISO time in UTC, or null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * What is wrong with a schedule before it is sent (the api says the same), or null. `saved` is
 * the unpublish time the post already has: the api takes it back as it is, even once passed.
 */
export function scheduleProblem(
  publishing: Publishing,
  now = new Date(),
  saved: string | null = null,
): ScheduleProblem | null {
  const problem = (field: ScheduleProblem['field'], message: string) => ({ field, message });
  const goesLive = publishing.status === 'Scheduled' ? publishing.publishAt : null;
  if (publishing.status === 'Scheduled') {
    if (!goesLive) return problem('publishAt', scheduleMessages.missing);
    if (new Date(goesLive).getTime() <= now.getTime())
      return problem('publishAt', scheduleMessages.past);
  }
  const goesDown = publishing.status === 'Draft' ? null : publishing.unpublishAt;
  if (!goesDown) return null;
  const at = new Date(goesDown).getTime();
  if (goesDown !== saved && at <= now.getTime())
    return problem('unpublishAt', scheduleMessages.unpublishPast);
  if (goesLive && at <= new Date(goesLive).getTime())
    return problem('unpublishAt', scheduleMessages.unpublishBeforePublish);
  return null;
}

/** The browser's time zone, named for the owner (e.g. Europe/Berlin). */
export function ownTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your local time';
}

interface PublishingFieldProps {
  value: Publishing;
  onChange(value: Publishing): void;
  /** Shown, beside its field, once a save was refused for it. */
  error: ScheduleProblem | null;
}

/** Post Status (Draft, Published, Scheduled); for Scheduled, the date and time it goes live;
 * for Published and Scheduled, the optional date and time it goes back to Draft. Both are
 * shown in the owner's time zone; the api stores them in UTC. */
export function PublishingField({ value, onChange, error }: PublishingFieldProps) {
  const id = useId();
  const publishError = error?.field === 'publishAt' ? error.message : undefined;
  const unpublishError = error?.field === 'unpublishAt' ? error.message : undefined;
  return (
    <>
      <Field id={`${id}-status`} label="Post Status">
        {(_describedBy, statusId) => (
          <select
            id={statusId}
            className={inputClass}
            value={value.status}
            onChange={(event) => {
              const status = event.target.value as PublishStatus;
              onChange({
                status,
                publishAt: status === 'Scheduled' ? value.publishAt : null,
                unpublishAt: status === 'Draft' ? null : value.unpublishAt,
              });
            }}
          >
            <option value="Draft">Draft</option>
            <option value="Published">Published</option>
            <option value="Scheduled">Scheduled</option>
          </select>
        )}
      </Field>
      {value.status === 'Scheduled' ? (
        <Field
          id={`${id}-at`}
          label="Publish on"
          hint={scheduleMessages.hint(ownTimeZone())}
          error={publishError}
        >
          {(describedBy, atId) => (
            <input
              id={atId}
              type="datetime-local"
              className={inputClass}
              aria-describedby={describedBy}
              aria-invalid={publishError ? true : undefined}
              value={toLocalInput(value.publishAt)}
              min={toLocalInput(new Date().toISOString())}
              onChange={(event) =>
                onChange({ ...value, publishAt: fromLocalInput(event.target.value) })
              }
            />
          )}
        </Field>
      ) : null}
      {value.status !== 'Draft' ? (
        <Field
          id={`${id}-until`}
          label="Unpublish at"
          hint={scheduleMessages.unpublishHint(ownTimeZone())}
          error={unpublishError}
        >
          {(describedBy, untilId) => (
            <span className={styles.until}>
              <input
                id={untilId}
                type="datetime-local"
                className={inputClass}
                aria-describedby={describedBy}
                aria-invalid={unpublishError ? true : undefined}
                value={toLocalInput(value.unpublishAt)}
                min={toLocalInput(value.publishAt ?? new Date().toISOString())}
                onChange={(event) =>
                  onChange({ ...value, unpublishAt: fromLocalInput(event.target.value) })
                }
              />
              {value.unpublishAt ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'small')}
                  onClick={() => onChange({ ...value, unpublishAt: null })}
                >
                  {scheduleMessages.clearUnpublish}
                </button>
              ) : null}
            </span>
          )}
        </Field>
      ) : null}
    </>
  );
}
