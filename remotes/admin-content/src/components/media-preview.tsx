import type { MediaItem } from '@agency/contract';
import styles from './media-preview.module.css';

/** A thumbnail of an upload: the image itself, or the video's first frame (its metadata only
 * is fetched until someone plays it). Decorative: the row around it names the file. */
export function MediaPreview({ item }: { item: Pick<MediaItem, 'kind' | 'url'> }) {
  return item.kind === 'video' ? (
    <video className={styles.preview} src={item.url} preload="metadata" muted aria-hidden="true" />
  ) : (
    <img
      className={styles.preview}
      src={item.url}
      alt=""
      width={160}
      height={120}
      loading="lazy"
      decoding="async"
    />
  );
}
