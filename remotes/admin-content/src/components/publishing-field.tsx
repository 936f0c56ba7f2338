import { useId } from 'react';
import type { PublishStatus } from '@agency/contract';
import { Field, inputClass } from '@agency/ui/field';
import { scheduleMessages } from '../content/schedule';

export interface Publishing {
  status: PublishStatus;
  /** When a Scheduled post goes live, as an ISO time in UTC; null otherwise. */
  publishAt: string | null;
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

/** What is wrong with a schedule before it is sent (the api says the same), or null. */
export function scheduleProblem(publishing: Publishing, now = new Date()): string | null {
  if (publishing.status !== 'Scheduled') return null;
  if (!publishing.publishAt) return scheduleMessages.missing;
  if (new Date(publishing.publishAt).getTime() <= now.getTime()) return scheduleMessages.past;
  return null;
}

/** The browser's time zone, named for the owner (e.g. Europe/Berlin). */
export function ownTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your local time';
}

interface PublishingFieldProps {
  value: Publishing;
  onChange(value: Publishing): void;
  /** Shown once a save was refused for it. */
  error: string | null;
}

/** Post Status (Draft, Published, Scheduled) and, for Scheduled, the date and time it goes live
 * in the owner's time zone; the api stores it in UTC. */
export function PublishingField({ value, onChange, error }: PublishingFieldProps) {
  const id = useId();
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
              onChange({ status, publishAt: status === 'Scheduled' ? value.publishAt : null });
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
          error={error ?? undefined}
        >
          {(describedBy, atId) => (
            <input
              id={atId}
              type="datetime-local"
              className={inputClass}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
              value={toLocalInput(value.publishAt)}
              min={toLocalInput(new Date().toISOString())}
              onChange={(event) =>
                onChange({ status: 'Scheduled', publishAt: fromLocalInput(event.target.value) })
              }
            />
          )}
        </Field>
      ) : null}
    </>
  );
}
