import { useState } from 'react';
import {
  Link,
  blogPostPath,
  errorMessage,
  errorStatus,
  useDocumentMeta,
} from '@agency/shared-state';
import type { MediaItem } from '@agency/contract';
import { buttonClass } from '@agency/ui/button';
import { useAdminDeleteMediaMutation, useAdminGetMediaInfiniteQuery } from '../api';
import { useStaffRole } from '../hooks/use-staff-role';
import { AdminPage } from '../components/admin-page';
import { FileButton } from '../components/file-button';
import { ListState } from '../components/list-state';
import { MediaPreview } from '../components/media-preview';
import { formatReceived } from '../content/inbox';
import { formatSize, mediaLabel, mediaMessages } from '../content/media';
import { useMediaUpload } from '../hooks/use-media-upload';
import common from '../components/common.module.css';
import card from '../components/list-card.module.css';
import styles from './media.module.css';

/** The media library: every upload with where it is used, new uploads, and deletion of what no
 * post uses. */
export default function MediaPage() {
  useDocumentMeta({
    title: 'Media library',
    description: 'Every image and video uploaded for the blog.',
  });
  const list = useAdminGetMediaInfiniteQuery();
  const [deleteMedia] = useAdminDeleteMediaMutation();
  const { can } = useStaffRole();
  const { percent, error: uploadError, upload } = useMediaUpload();
  const [pendingName, setPendingName] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const items = list.data?.pages.flatMap((page) => page.items);

  async function choose(file: File) {
    setActionError(null);
    setNotice('');
    const url = await upload(file);
    if (url) setNotice(`${file.name} is uploaded.`);
  }

  async function remove(item: MediaItem) {
    const label = mediaLabel(item);
    if (!window.confirm(mediaMessages.confirmDelete(label))) return;
    setActionError(null);
    setNotice('');
    setPendingName(item.name);
    try {
      await deleteMedia(item.name).unwrap();
      setNotice(`${label} is deleted.`);
    } catch (failure) {
      // A file still in use: the api names the posts.
      setActionError(
        errorStatus(failure) === 409
          ? (errorMessage(failure) ?? mediaMessages.deleteFailed)
          : mediaMessages.deleteFailed,
      );
    } finally {
      setPendingName(null);
    }
  }

  const uploading = percent !== null;

  return (
    <AdminPage
      title="Media library"
      parent
      lead="Every image and video uploaded for your posts, newest first. A file that a post shows cannot be deleted until it is removed from that post."
      actions={
        <FileButton
          accept="image/png,image/jpeg,image/gif,image/webp,video/mp4,video/webm,video/ogg"
          busy={uploading}
          onFile={choose}
          className={buttonClass('primary')}
          aria-disabled={uploading || undefined}
          aria-describedby="media-upload-hint"
        >
          Upload image or video
        </FileButton>
      }
    >
      <p id="media-upload-hint" className={styles.hint}>
        {mediaMessages.uploadHint}
      </p>
      <div role="status" className={styles.status}>
        {uploading ? (
          <>
            Uploading... <progress max={100} value={percent} aria-label="Upload progress" />{' '}
            {percent}%
          </>
        ) : (
          notice
        )}
      </div>
      {uploadError || actionError ? (
        <p role="alert" className={styles.error}>
          {uploadError ?? actionError}
        </p>
      ) : null}

      <ListState query={list} items={items} texts={mediaMessages}>
        {(rows) => (
          <ul className={card.list} aria-label="Uploaded files">
            {rows.map((item) => (
              <MediaRow
                key={item.name}
                item={item}
                pending={pendingName === item.name}
                // Deleting from the library is the Editors' and the SuperAdmin's.
                onDelete={can('media') ? () => void remove(item) : undefined}
              />
            ))}
          </ul>
        )}
      </ListState>
    </AdminPage>
  );
}

function MediaRow({
  item,
  pending,
  onDelete,
}: {
  item: MediaItem;
  pending: boolean;
  /** None: the role may not delete from the library. */
  onDelete: (() => void) | undefined;
}) {
  const label = mediaLabel(item);
  return (
    <li className={card.card}>
      <a href={item.url} target="_blank" rel="noreferrer" className={styles.previewLink}>
        <MediaPreview item={item} />
        <span className="visually-hidden">Open {label} in a new tab</span>
      </a>
      <div className={card.summary}>
        <h2 className={styles.name}>{label}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>Type</dt>
            <dd>{item.contentType}</dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{formatSize(item.size)}</dd>
          </div>
          <div>
            <dt>Uploaded</dt>
            <dd>
              <time dateTime={item.uploadedAt}>{formatReceived(item.uploadedAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Used in</dt>
            <dd>
              {item.usedBy.length === 0 ? (
                'No post'
              ) : (
                <ul className={styles.users}>
                  {item.usedBy.map((post) => (
                    <li key={post.id}>
                      {post.publishStatus === 'Published' ? (
                        <Link to={blogPostPath(post.slug)}>{post.title}</Link>
                      ) : (
                        <>
                          {post.title} ({post.publishStatus.toLowerCase()})
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
      </div>
      {onDelete ? (
        <div className={common.buttons}>
          <button
            type="button"
            className={buttonClass('danger', 'small')}
            onClick={onDelete}
            disabled={pending}
          >
            Delete<span className="visually-hidden"> {label}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
}
