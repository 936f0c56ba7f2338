import { useState } from 'react';
import { downloadFile } from '../api';
import { useConfirmIdentity } from '../components/confirm-identity';

/**
 * A file a button downloads (a CSV, a résumé, a person's ZIP): `busy` while it comes, so the
 * button can say so, and `failed` handed to `setError` when it does not arrive; the earlier
 * error is cleared as a new download starts. A download the api keeps for a session that
 * confirmed lately (an export) asks first: render `dialog`.
 */
export function useDownload(setError: (error: string | null) => void, failed: string) {
  const [busy, setBusy] = useState(false);
  const { confirmFirst, dialog } = useConfirmIdentity();
  const download = async (...file: Parameters<typeof downloadFile>) => {
    setError(null);
    setBusy(true);
    try {
      await confirmFirst(() => downloadFile(...file));
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  };
  return [busy, download, dialog] as const;
}
