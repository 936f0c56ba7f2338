import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MediaItem } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { useAdminGetMediaInfiniteQuery } from '../api';
import { formatSize, mediaLabel, mediaMessages } from '../content/media';
import { ListState } from './list-state';
import { MediaPreview } from './media-preview';
import styles from './media-library-picker.module.css';

interface MediaLibraryPickerProps {
  /** Puts the file into the body where the editor's selection is; unset while the editor
   * is still loading. */
  onInsert: ((item: MediaItem) => void) | null;
  /** Makes the image the post's feature image. */
  onFeature(item: MediaItem): void;
}

/** The editor's "Media library": the files uploaded before, each inserted into the body or
 * made the feature image. A disclosure, not a modal: the form stays reachable around it, and
 * Escape closes it with the focus back on its button. */
export function MediaLibraryPicker({ onInsert, onFeature }: MediaLibraryPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [said, setSaid] = useState('');

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div
      className={styles.picker}
      onKeyDown={(event: KeyboardEvent) => {
        if (open && event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={buttonClass('secondary', 'small')}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        Media library
      </button>
      <p role="status" className={styles.said}>
        {said}
      </p>
      {open ? (
        <section id={`${id}-panel`} className={styles.panel} aria-label="Media library">
          <PickerList
            onInsert={
              onInsert &&
              ((item) => {
                onInsert(item);
                setSaid(`${mediaLabel(item)} is inserted into the post.`);
                setOpen(false);
              })
            }
            onFeature={(item) => {
              onFeature(item);
              setSaid(`${mediaLabel(item)} is the feature image.`);
            }}
          />
          <button type="button" className={buttonClass('secondary', 'small')} onClick={close}>
            Close the media library
          </button>
        </section>
      ) : null}
    </div>
  );
}

function PickerList({
  onInsert,
  onFeature,
}: {
  onInsert: ((item: MediaItem) => void) | null;
  onFeature(item: MediaItem): void;
}) {
  const list = useAdminGetMediaInfiniteQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = list.data?.pages.flatMap((page) => page.items);

  useEffect(() => heading.current?.focus(), []);

  return (
    <>
      <h3 ref={heading} tabIndex={-1} className={styles.heading}>
        Choose a file
      </h3>
      <ListState query={list} items={items} texts={mediaMessages} compact>
        {(rows) => (
          <ul className={styles.grid}>
            {rows.map((item) => {
              const label = mediaLabel(item);
              return (
                <li key={item.name} className={styles.item}>
                  <MediaPreview item={item} />
                  <p className={styles.caption}>
                    {label}, {formatSize(item.size)}
                  </p>
                  <button
                    type="button"
                    className={buttonClass('primary', 'small')}
                    disabled={!onInsert}
                    onClick={() => onInsert?.(item)}
                  >
                    Insert<span className="visually-hidden"> {label}</span>
                  </button>
                  {item.kind === 'image' ? (
                    <button
                      type="button"
                      className={buttonClass('secondary', 'small')}
                      onClick={() => onFeature(item)}
                    >
                      Use as feature image<span className="visually-hidden">: {label}</span>
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
    </>
  );
}
