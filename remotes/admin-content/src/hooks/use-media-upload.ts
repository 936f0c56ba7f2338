import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@agency/shared-state';
import { adminApi, MEDIA } from '../api';
import { messages } from '../content/messages';
import { uploadMedia, type MediaUpload } from '../lib/upload-media';

export interface MediaUploadState {
  /** 0-100 while a file is on its way, else null. */
  percent: number | null;
  error: string | null;
  /** Sends one file; the library lists it when it has arrived. Resolves to its URL, or null. */
  upload(file: File): Promise<string | null>;
}

/** One upload at a time with its progress, through the editor's XHR upload; a finished
 * upload refreshes the media library. Leaving the page stops it. */
export function useMediaUpload(): MediaUploadState {
  const dispatch = useAppDispatch();
  const current = useRef<MediaUpload | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  async function upload(file: File): Promise<string | null> {
    if (current.current) return null;
    setError(null);
    setPercent(0);
    current.current = uploadMedia(file, (loaded, total) =>
      setPercent(Math.round((loaded / total) * 100)),
    );
    try {
      const url = await current.current.done;
      dispatch(adminApi.util.invalidateTags([MEDIA]));
      return url;
    } catch {
      setError(messages.uploadFailed);
      return null;
    } finally {
      current.current = null;
      setPercent(null);
    }
  }

  return { percent, error, upload };
}
