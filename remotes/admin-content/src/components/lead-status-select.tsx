import type { LeadStatus } from '@agency/contract';
import { inputClass } from '@agency/ui/field';
import { leadStatuses } from '../content/inbox';
import styles from './lead-status-select.module.css';

interface LeadStatusSelectProps {
  id: string;
  /** The accessible name, e.g. 'Status of Dana'. */
  label: string;
  /** Show the label on screen (the lead page) or only to screen readers (the list). */
  visibleLabel?: boolean;
  value: LeadStatus;
  disabled?: boolean;
  onChange(status: LeadStatus): void;
}

/** A lead's status, changed in place: a native select, so keyboards and screen readers work as is. */
export function LeadStatusSelect({
  id,
  label,
  visibleLabel = false,
  value,
  disabled = false,
  onChange,
}: LeadStatusSelectProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={visibleLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <select
        id={id}
        className={`${inputClass} ${styles.select}`}
        value={value}
        aria-disabled={disabled || undefined}
        onChange={(event) => {
          if (!disabled) onChange(event.target.value as LeadStatus);
        }}
      >
        {leadStatuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </div>
  );
}
