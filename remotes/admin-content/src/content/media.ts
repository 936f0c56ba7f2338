import type { MediaItem } from '@agency/contract';

/** The media library's texts. */
export const mediaMessages = {
  loading: 'Loading the media library...',
  loadFailed: 'The media library could not be loaded.',
  empty: 'No images or videos yet. Upload one here, or from the blog editor.',
  more: { noun: 'files', singular: 'file', label: 'Load more files' },
  noImages: 'No images yet. Upload one in the Media library of the Content Library.',
  deleteFailed: 'The file could not be deleted. Try again.',
  confirmDelete: (name: string) => `Delete ${name}? This cannot be undone.`,
  uploadHint: 'Images (PNG, JPEG, GIF, WebP) up to 10 MB and videos (MP4, WebM, Ogg) up to 200 MB.',
} as const;

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Bytes as people read them: 812 B, 54.2 KB, 3.1 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** A name a person can tell apart in a list: the kind and the file's short name. */
export function mediaLabel(item: Pick<MediaItem, 'kind' | 'name'>): string {
  return `${item.kind === 'video' ? 'Video' : 'Image'} ${item.name.slice(0, 8)}`;
}
