import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Autosave, OtherEditor } from '@agency/contract';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_MAX_WAIT_MS, HEARTBEAT_MS } from '@agency/contract/autosave';
import { autosaveCalls } from '../api';
import {
  readLocalCopy,
  removeLocalCopy,
  sameDraft,
  tabId,
  writeLocalCopy,
  type DraftFields,
} from '../lib/autosave-store';

/** A failed autosave is tried again after this, doubled each time up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

export type AutosaveStatus =
  | { kind: 'idle' }
  /** The server has it, as of `at`. */
  | { kind: 'saved'; at: string }
  /** The server does not have it yet; the browser does, and a retry is planned. */
  | { kind: 'failed' }
  /** A new post: only the browser keeps it until Save. */
  | { kind: 'local' };

interface AutosaveOptions {
  /** False while an earlier autosave waits to be restored or discarded. */
  enabled: boolean;
  /** The post, or null for a new one (kept in the browser only). */
  postId: string | null;
  /** The version the edit started from. */
  baseVersion: number | null;
  draft: DraftFields;
  /** Whether anything was typed since the editor opened (or restored). */
  dirty: boolean;
  /** Where the browser keeps the copy (`localCopyKey`). */
  storageKey: string;
}

/**
 * Keeps the editor's changes: every change at once in the browser, and on the server within
 * AUTOSAVE_DELAY_MS of the last keystroke (at the latest AUTOSAVE_MAX_WAIT_MS after the first
 * unsent one, while typing goes on), when the page is hidden and when it closes (a
 * `keepalive` request outlives the page). The browser's copy goes only once the server has
 * acknowledged that exact content, or a real save succeeded (`settle`). A failed autosave is
 * retried with backoff. While the editor is open it also says so every HEARTBEAT_MS and
 * answers who else has the post open.
 */
export function useAutosave({
  enabled,
  postId,
  baseVersion,
  draft,
  dirty,
  storageKey,
}: AutosaveOptions) {
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'idle' });
  const [others, setOthers] = useState<OtherEditor[]>([]);
  const tab = useMemo(tabId, []);
  const latest = useRef({ draft, baseVersion, postId, storageKey });
  latest.current = { draft, baseVersion, postId, storageKey };
  /** A change the server has not acknowledged. */
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retryDelay = useRef(RETRY_FIRST_MS);
  const lastContact = useRef(0);
  /** When the oldest change not yet sent was typed (null: none). */
  const firstUnsent = useRef<number | null>(null);

  const send = useCallback(
    async (keepalive = false) => {
      const sent = latest.current;
      if (!sent.postId || sent.baseVersion === null || !pending.current) return;
      clearTimeout(timer.current);
      firstUnsent.current = null;
      try {
        const reply = await autosaveCalls.save(
          sent.postId,
          { ...sent.draft, baseVersion: sent.baseVersion, tabId: tab },
          keepalive,
        );
        lastContact.current = Date.now();
        retryDelay.current = RETRY_FIRST_MS;
        setOthers(reply.others);
        setStatus({ kind: 'saved', at: reply.savedAt });
        // The server has exactly this: the browser's copy may go, unless typing went on.
        const kept = readLocalCopy(sent.storageKey);
        if (!kept || sameDraft(kept.draft, sent.draft)) {
          removeLocalCopy(sent.storageKey);
          if (sameDraft(latest.current.draft, sent.draft)) pending.current = false;
        }
      } catch {
        if (!pending.current) return;
        setStatus({ kind: 'failed' });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void send(), retryDelay.current);
        retryDelay.current = Math.min(retryDelay.current * 2, RETRY_MAX_MS);
      }
    },
    [tab],
  );

  // Every change: in the browser at once, to the server once typing pauses.
  useEffect(() => {
    if (!enabled || !dirty) return;
    writeLocalCopy(storageKey, { draft, baseVersion, savedAt: new Date().toISOString() });
    pending.current = true;
    if (!postId) {
      setStatus({ kind: 'local' });
      return;
    }
    // A pause sends it; typing that never pauses sends it every AUTOSAVE_MAX_WAIT_MS.
    const now = Date.now();
    firstUnsent.current ??= now;
    const wait = Math.min(AUTOSAVE_DELAY_MS, firstUnsent.current + AUTOSAVE_MAX_WAIT_MS - now);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(), Math.max(0, wait));
  }, [enabled, dirty, draft, baseVersion, postId, storageKey, send]);

  // Leaving (a hidden tab may never come back; a closing page ends its timers): send now.
  useEffect(() => {
    if (!enabled) return undefined;
    const flush = () => void send(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer.current);
      // The pane closes (Cancel, another post) with changes the server lacks.
      flush();
    };
  }, [enabled, send]);

  // The heartbeat: only when no autosave said it lately.
  useEffect(() => {
    if (!enabled || !postId) return undefined;
    const beat = async () => {
      try {
        setOthers(await autosaveCalls.presence(postId, tab));
        lastContact.current = Date.now();
      } catch {
        // Presence is a courtesy: the next beat or autosave tries again.
      }
    };
    void beat();
    const interval = setInterval(() => {
      if (Date.now() - lastContact.current >= HEARTBEAT_MS) void beat();
    }, HEARTBEAT_MS);
    return () => clearInterval(interval);
  }, [enabled, postId, tab]);

  /** A real save succeeded: nothing is pending, the browser's copy goes (the api cleared the
   * server's). */
  const settle = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = false;
    removeLocalCopy(latest.current.storageKey);
  }, []);

  return { status, others, settle };
}

/** Writing found when a post opens: the newer of the server's slot and the browser's copy. */
export interface FoundWriting {
  draft: DraftFields;
  baseVersion: number | null;
  savedAt: string;
}

const draftOfAutosave = (slot: Autosave): DraftFields => ({
  title: slot.title,
  content: slot.content,
  metaTitle: slot.metaTitle,
  metaDescription: slot.metaDescription,
  metaKeywords: slot.metaKeywords,
  status: slot.status,
  publishAt: slot.publishAt,
  unpublishAt: slot.unpublishAt,
  tags: slot.tags,
  featureImage: slot.featureImage,
});

export type Recovery =
  | { state: 'checking' }
  | { state: 'found'; found: FoundWriting; discardFailed: boolean }
  | { state: 'none' };

/**
 * What was being written when the post was last open here or anywhere else by this person and
 * never saved: the newer of the server's autosave and the browser's copy, when it differs from
 * the saved post. Restore hands it to the editor; discard empties both (and keeps both when
 * the server's cannot be emptied).
 */
export function useRecoveredWriting(postId: string | null, saved: DraftFields, storageKey: string) {
  const [recovery, setRecovery] = useState<Recovery>({ state: 'checking' });
  const onServer = useRef(false);
  const savedRef = useRef(saved);

  useEffect(() => {
    let live = true;
    void (async () => {
      const local = readLocalCopy(storageKey);
      let slot: Autosave | null = null;
      if (postId)
        try {
          slot = await autosaveCalls.read(postId);
        } catch {
          // The server cannot say: the browser's copy still counts.
        }
      onServer.current = slot !== null;
      const candidates: FoundWriting[] = [];
      if (local) candidates.push(local);
      if (slot)
        candidates.push({
          draft: draftOfAutosave(slot),
          baseVersion: slot.baseVersion,
          savedAt: slot.savedAt,
        });
      const found = candidates
        .filter((candidate) => !sameDraft(candidate.draft, savedRef.current))
        .sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt))[0];
      if (live)
        setRecovery(found ? { state: 'found', found, discardFailed: false } : { state: 'none' });
    })();
    return () => {
      live = false;
    };
  }, [postId, storageKey]);

  const restore = () => setRecovery({ state: 'none' });

  const discard = async () => {
    if (recovery.state !== 'found') return;
    try {
      if (postId && onServer.current) await autosaveCalls.discard(postId);
    } catch {
      setRecovery({ ...recovery, discardFailed: true });
      return;
    }
    removeLocalCopy(storageKey);
    setRecovery({ state: 'none' });
  };

  return { recovery, restore, discard };
}
