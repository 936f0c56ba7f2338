import { useId } from 'react';
import { blogTags, paths, type BlogTag } from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import styles from './post-filters.module.css';

interface PostFiltersProps {
  query: string;
  tag: BlogTag | null;
  onQueryChange: (query: string) => void;
  onTagChange: (tag: BlogTag | null) => void;
}

/** The search box and the tag buttons; All clears the tag. Pressed state is announced. Before
 * the page's script runs (or without it) they are one GET form, so a tag pressed then still
 * filters: the server renders ?q=…&tag=… like the script would. */
export function PostFilters({ query, tag, onQueryChange, onTagChange }: PostFiltersProps) {
  const id = useId();
  return (
    <div className={styles.filters}>
      <form
        id={`${id}-form`}
        className={styles.search}
        role="search"
        // An action says the form works without script: the page's early-input recorder leaves
        // it to the browser (docs/early-input.md).
        action={paths.blog}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-q`} className={styles.label}>
          Search articles
        </label>
        <div className={styles.inputWrap}>
          <Icon glyph={glyphs.search} size={20} className={styles.icon} />
          <input
            id={`${id}-q`}
            className={styles.input}
            type="search"
            name="q"
            placeholder="Search by title or summary"
            autoComplete="off"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
        </div>
      </form>
      <div className={styles.tags} role="group" aria-label="Filter by tag">
        {blogTags.map((name) => (
          <button
            key={name}
            type="submit"
            form={`${id}-form`}
            name="tag"
            value={name}
            className={styles.tag}
            aria-pressed={tag === name}
            onClick={(event) => {
              event.preventDefault();
              onTagChange(tag === name ? null : name);
            }}
          >
            {name}
          </button>
        ))}
        <button
          type="submit"
          form={`${id}-form`}
          name="tag"
          value=""
          className={styles.tag}
          aria-pressed={tag === null}
          onClick={(event) => {
            event.preventDefault();
            onTagChange(null);
          }}
        >
          All
        </button>
      </div>
    </div>
  );
}
