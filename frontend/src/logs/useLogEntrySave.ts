import { useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isMutationType, type MutationType } from '@domain';
import { errorCode, useErrorMessage, useLocale } from '../common';
import { useSessionExpiry } from '../common/useSessionExpiry';
import { emptyValues, savedEntry, startText, type Values } from './logEntryValues';
import { fromLocalInput } from './logEntryDate';
import type { LogEntry } from '../api/types';
import { isQueuedRecord } from '../offline/queuedRecord';
import type { QueuedWrite } from '../offline/queue';

interface Args {
  cylinderId: number;
  editing: LogEntry | null;
  queued: QueuedWrite | null;
  preselectedType: MutationType | null;
  currentUserId: number | undefined;
  deliveryKg: number;
  /** Where the form's values are kept when the session ends during the save. */
  draft: string;
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  /** The user typed what the form holds (useLogEntryValues). */
  typed: RefObject<boolean>;
  /** What the form last pre-filled and the entries as last rendered (useWeightBeforePrefill). */
  prefilled: RefObject<string | null>;
  currentLogs: RefObject<LogEntry[]>;
  /** The mutation type asks for an installation (asksInstallation). */
  asked: boolean;
  /** The parsed readings. */
  before: number | null;
  after: number | null;
  weight: number | null;
  setError: (error: string | null) => void;
  setTouched: (touched: boolean) => void;
  onSaved: () => void;
}

/**
 * Saving the mutation form: an admin's correction, a queued write's correction or a new entry; afterwards
 * the form starts a new entry. `banWarning` is open when the server refused a new entry for the servicing
 * ban; `save(true)` sends it again with the fitter's acknowledgement.
 */
export function useLogEntrySave({
  cylinderId,
  editing,
  queued,
  preselectedType,
  currentUserId,
  deliveryKg,
  draft,
  values,
  setValues,
  typed,
  prefilled,
  currentLogs,
  asked,
  before,
  after,
  weight,
  setError,
  setTouched,
  onSaved,
}: Args) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage('logs');
  const dataProvider = useDataProvider();
  const locale = useLocale();
  const sessionExpiry = useSessionExpiry();
  const [saving, setSaving] = useState(false);
  const [banWarning, setBanWarning] = useState(false);

  /** `acknowledgeBan`: the fitter confirmed the servicing-ban exemption after the server's refusal. */
  const save = async (acknowledgeBan = false) => {
    if (!isMutationType(values.mutationType) || values.userId === '') return;
    setSaving(true);
    setError(null);
    let created: { data: Record<string, unknown> } | undefined;
    // An untouched date is left to the server, whose clock is right when the phone's may not be: "now"
    // when the entry reaches it; an entry that waited in the phone's queue (offline, or a send that got no
    // answer) is sent with how long it waited, and dated that long before (offline/queue.ts).
    const changedDate = values.dateChanged ? fromLocalInput(values.date) : null;
    const data = {
      ...(changedDate ? { date: changedDate.toISOString() } : {}),
      mutationType: values.mutationType,
      workOrder: values.workOrder.trim() || null,
      installationId: asked && values.installationId ? values.installationId : null,
      weightBefore: before,
      weightAfter: after,
      weight: weight ?? undefined,
      note: values.note.trim() || null,
      userId: values.userId,
    };
    try {
      if (editing) {
        await dataProvider.update('logs', {
          id: editing.id,
          previousData: editing,
          data: { ...data, ...(values.reason.trim() ? { reason: values.reason.trim() } : {}) },
        });
        notify('logs.updatedOk', { type: 'success' });
      } else if (queued) {
        // The queue's code is on this page already (its list of pending entries).
        const { replaceQueued } = await import('../offline/outbox');
        await replaceQueued(queued, {
          ...queued.body,
          ...data,
          cylinderId,
          instrumentId: values.instrumentId === '' ? null : values.instrumentId,
        });
        notify('offline.fixed', { type: 'success' });
      } else {
        created = await dataProvider.create('logs', {
          data: {
            ...data,
            cylinderId,
            instrumentId: values.instrumentId === '' ? null : values.instrumentId,
            ...(acknowledgeBan ? { acknowledgeWarnings: ['SERVICING_BAN'] } : {}),
          },
          meta: { submission: `log-entry-form:${cylinderId}` },
        });
        // Only an entry the server acknowledged (it answers the stored row) counts as saved.
        if (created?.data?.id === undefined) throw new Error(translate('logs.saveFailed'));
        notify(isQueuedRecord(created.data) ? 'offline.queued' : 'logs.saved', { type: 'success' });
      }
      setTouched(false);
      typed.current = false;
      // The next reading starts from the entries as last rendered plus the one just saved: the list that
      // will show it (the refetch, or the phone's queue read back from IndexedDB) may still be on its way.
      const next = created ? [savedEntry(created.data), ...currentLogs.current] : currentLogs.current;
      prefilled.current = startText(next, deliveryKg, locale);
      setValues(emptyValues(currentUserId ?? '', preselectedType, next, deliveryKg, locale));
      onSaved();
    } catch (e) {
      if (!editing && !acknowledgeBan && errorCode(e) === 'SERVICING_BAN') setBanWarning(true);
      else if (sessionExpiry(e, draft, values)) setError(translate('logs.sessionKept'));
      else setError(errorMessage(e, translate('logs.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, banWarning, setBanWarning };
}
