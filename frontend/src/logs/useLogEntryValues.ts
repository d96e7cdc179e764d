import { useEffect, useRef, useState } from 'react';
import type { MutationType } from '@domain';
import { useDraftOnSessionEnd } from '../common/useSessionExpiry';
import { clearDraft, readDraft } from '../providers/drafts';
import { emptyValues, formDraftKey, fromEntry, fromQueued, type Values } from './logEntryValues';
import type { LogEntry } from '../api/types';
import type { QueuedWrite } from '../offline/queue';

interface Args {
  cylinderId: number;
  logs: LogEntry[];
  editing: LogEntry | null;
  queued: QueuedWrite | null;
  preselectedType: MutationType | null;
  currentUserId: number | undefined;
  deliveryKg: number;
  locale: string;
  /** The message for a queued write's refusal (useErrorMessage('logs')). */
  errorMessage: (error: unknown, fallback?: string) => string;
  /** The form's error and touched state, reset when the form switches to another entry. */
  setError: (error: string | null) => void;
  setTouched: (touched: boolean) => void;
}

/**
 * The mutation form's values: a new entry's, the entry an admin corrects or the queued write a fitter
 * fixes, or a draft kept when the session ended. `typed` tells whether the user typed (not the form
 * pre-filled) what is there; `restored` holds the draft read at mount.
 */
export function useLogEntryValues({
  cylinderId,
  logs,
  editing,
  queued,
  preselectedType,
  currentUserId,
  deliveryKg,
  locale,
  errorMessage,
  setError,
  setTouched,
}: Args) {
  const draft = formDraftKey(cylinderId, editing);
  // What was typed before the session ended comes back (read here, removed once the form has shown it).
  const restored = useRef(readDraft<Values>(draft));
  const [values, setValues] = useState<Values>(
    () => restored.current ?? emptyValues(currentUserId ?? '', preselectedType, logs, deliveryKg, locale),
  );
  // What the user typed (not what the form pre-filled) is kept if the session ends while the form is open.
  const typed = useRef(restored.current !== null);
  useDraftOnSessionEnd(draft, values, typed);

  useEffect(() => {
    if (restored.current) clearDraft(draft);
    // Once, for the draft read at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Preselect the signed-in fitter once known; follow ?action= and the entry being edited. A restored draft
  // keeps what the user chose.
  useEffect(() => {
    if (currentUserId !== undefined)
      setValues((v) => (v.userId === '' ? { ...v, userId: currentUserId } : v));
  }, [currentUserId]);
  useEffect(() => {
    if (preselectedType && !editing && !queued && !restored.current)
      setValues((v) => ({ ...v, mutationType: preselectedType }));
  }, [preselectedType, editing, queued]);
  // Compared with the entry last seen rather than skipping the first run, so React's development double
  // run of effects cannot reset a restored draft.
  const lastEditing = useRef(editing);
  useEffect(() => {
    if (lastEditing.current === editing) return;
    lastEditing.current = editing;
    restored.current = null;
    setError(null);
    setTouched(false);
    const key = formDraftKey(cylinderId, editing);
    typed.current = readDraft(key) !== null;
    const kept = readDraft<Values>(key);
    if (kept) clearDraft(key);
    setValues(
      kept ??
        (editing
          ? fromEntry(editing, locale)
          : emptyValues(currentUserId ?? '', preselectedType, logs, deliveryKg, locale)),
    );
    // Only when the edited entry changes: the preselection effects above handle the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  // A queued mutation to correct (or none any more): the form shows what was saved on the phone.
  const lastQueued = useRef<number | null>(null);
  useEffect(() => {
    const seq = queued?.seq ?? null;
    if (lastQueued.current === seq) return;
    const was = lastQueued.current;
    lastQueued.current = seq;
    setError(null);
    setTouched(false);
    if (queued) {
      typed.current = false;
      setValues(fromQueued(queued, locale));
      // Why the server refused it, until the fitter saves the correction.
      if (queued.refused) setError(errorMessage({ body: queued.refused }));
    } else if (was !== null && !editing)
      setValues(emptyValues(currentUserId ?? '', preselectedType, logs, deliveryKg, locale));
    // Only when the queued write changes (not its refusal or attempts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued?.seq]);

  return { draft, restored, values, setValues, typed };
}
