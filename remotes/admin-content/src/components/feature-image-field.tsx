import { useEffect, useId, useRef, useState } from 'react';
import type { PostInput } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { TextField } from '@agency/ui/field';
import { messages } from '../content/messages';
import { uploadMedia, type MediaUpload } from '../lib/upload-media';
import common from './common.module.css';
import { FileButton } from './file-button';
import styles from './feature-image-field.module.css';

type FeatureImage = PostInput['featureImage'];

interface FeatureImageFieldProps {
  value: FeatureImage;
  onChange(value: FeatureImage): void;
  /** Reports an upload under way, so the post is not saved without its picture. */
  onBusyChange(busy: boolean): void;
}

/** The post's picture: uploaded here, described for people who cannot see it, replaced or
 * removed. The blog shows it on the post's card and page; the share card draws it. */
export function FeatureImageField({ value, onChange, onBusyChange }: FeatureImageFieldProps) {
  const id = useId();
  const upload = useRef<MediaUpload | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => upload.current?.abort(), []);

  const choose = async (file: File) => {
    setFailed(false);
    setPercent(0);
    onBusyChange(true);
    upload.current = uploadMedia(file, (loaded, total) =>
      setPercent(Math.round((loaded / total) * 100)),
    );
    try {
      const url = await upload.current.done;
      onChange({ url, alt: value?.alt ?? '' });
    } catch {
      setFailed(true);
    } finally {
      upload.current = null;
      setPercent(null);
      onBusyChange(false);
    }
  };

  return (
    <div className={styles.field}>
      {value ? (
        <img className={styles.preview} src={value.url} alt="" width={320} height={180} />
      ) : (
        <p className={styles.empty}>No picture: the blog draws a cover from the title and tags.</p>
      )}
      <div className={common.buttons}>
        <FileButton
          accept="image/png,image/jpeg,image/webp,image/gif"
          busy={percent !== null}
          onFile={choose}
          className={buttonClass('secondary', 'small')}
          aria-busy={percent !== null || undefined}
        >
          {value ? 'Replace image' : 'Choose an image'}
        </FileButton>
        {value ? (
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            onClick={() => onChange(null)}
          >
            Remove image
          </button>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {percent !== null ? `Uploading the image... ${percent}%` : ''}
      </p>
      {failed ? (
        <p role="alert" className={styles.error}>
          {messages.uploadFailed}
        </p>
      ) : null}
      {value ? (
        <TextField
          id={`${id}-alt`}
          label="Image description"
          hint="What the picture shows, for people who cannot see it."
          value={value.alt}
          maxLength={300}
          onChange={(alt) => onChange({ ...value, alt })}
          autoComplete="off"
        />
      ) : null}
      <p className={styles.hint}>
        PNG or JPEG, 1200 px wide or more, looks best; the share card shows PNG and JPEG pictures.
      </p>
    </div>
  );
}
