import type { PostInput } from '@agency/shared-state';

/** The editor's fields, all of them (the pane's `PostDraft`). */
export type DraftFields = Required<PostInput>;

/** What the browser keeps of an edit the server may not have yet. */
export interface LocalCopy {
  draft: DraftFields;
  /** The post version the edit started from (none for a new post). */
  baseVersion: number | null;
  /** When it was typed (ISO). */
  savedAt: string;
}

/** One slot per site, post (or a new post) and person: two people on one browser never meet. */
export function localCopyKey(tenantId: string, postId: string | null, userId: string): string {
  return `autosave:${tenantId}:${postId ?? 'new'}:${userId}`;
}

export function readLocalCopy(key: string): LocalCopy | null {
  try {
    const stored = localStorage.getItem(key);
    if (!stored) return null;
    const copy = JSON.parse(stored) as Partial<LocalCopy>;
    return copy.draft && typeof copy.savedAt === 'string' ? (copy as LocalCopy) : null;
  } catch {
    // Storage refused (private mode) or a copy that is not ours: nothing to offer.
    return null;
  }
}

/** Keeps the copy; false when the browser refused (storage full or disabled). */
export function writeLocalCopy(key: string, copy: LocalCopy): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalCopy(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

const TAB_KEY = 'autosave-tab';

/** This tab's random id, kept for the tab's life: the same person in two tabs is two editors. */
export function tabId(): string {
  try {
    const kept = sessionStorage.getItem(TAB_KEY);
    if (kept) return kept;
    const fresh = crypto.randomUUID();
    sessionStorage.setItem(TAB_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

/** Whether two drafts hold the same fields (what was sent and what is kept, say). */
export function sameDraft(a: DraftFields, b: DraftFields): boolean {
  const keys = Object.keys(a) as (keyof DraftFields)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]))
  );
}
