import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@agency/ui/button';
import { inputClass } from '@agency/ui/field';
import styles from './list-filters.module.css';

/** The row of filters above an admin list (the inbox, the comments). */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className={styles.filters}>{children}</div>;
}

interface FilterSelectProps<Value extends string> {
  id: string;
  label: string;
  /** The first option, which clears the filter: 'All kinds'. */
  allLabel: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  onChange(value: Value | undefined): void;
}

/** A labelled native select of one filter; the empty option means no filter. */
export function FilterSelect<Value extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={inputClass}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FilterDateProps {
  id: string;
  label: string;
  /** The day chosen (YYYY-MM-DD), or none. */
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange(value: string | undefined): void;
}

/** A labelled date of one filter; an empty date means no filter. */
export function FilterDate({ id, label, value, min, max, onChange }: FilterDateProps) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        className={inputClass}
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}

interface ListSearchProps {
  id: string;
  label: string;
  placeholder: string;
  /** The search the list shows now (from the address): what the box starts with. */
  value: string | undefined;
  /** Applies the search typed, on Search or Enter. */
  onChange(q: string): void;
}

/** A search box applied on Search or Enter, not on every key. */
export function ListSearch({ id, label, placeholder, value, onChange }: ListSearchProps) {
  const [search, setSearch] = useState(value ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(search);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.searchRow}>
        <input
          id={id}
          type="search"
          className={inputClass}
          value={search}
          maxLength={200}
          placeholder={placeholder}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
      </div>
    </form>
  );
}
