import { useCallback, useState } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useErrorMessage } from './errors';
import { closeAfterSave } from './closeAfterSave';
import { serverFieldErrors } from './serverFieldErrors';

/**
 * Saving a register's create/edit dialog: creates, or updates (pessimistic) the record being edited, says
 * `<resource>.created` / `<resource>.updated`, calls onSaved, then closes the dialog after the usual pause.
 * A refusal stays in the dialog as `error`: the server's reason in the user's language, else
 * `<resource>.saveFailed`; a validation refusal also names its fields (`fieldErrors`, translated, shown on
 * the fields until they change). `reset` clears them all when the dialog opens again.
 */
export function useRecordSave<T extends RaRecord>(
  resource: string,
  record: T | null,
  { onSaved, onClose }: { onSaved: () => void; onClose: () => void },
) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage(resource);
  const [create] = useCreate();
  const [update] = useUpdate();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const reset = useCallback(() => {
    setError(null);
    setFieldErrors({});
    setSaving(false);
  }, []);
  const clearFieldError = useCallback(
    (name: string) =>
      setFieldErrors((current) => {
        if (current[name] === undefined) return current;
        const { [name]: _cleared, ...rest } = current;
        return rest;
      }),
    [],
  );

  async function save(data: Record<string, unknown>) {
    setError(null);
    setFieldErrors({});
    setSaving(true);
    try {
      if (record) {
        await update(
          resource,
          { id: record.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify(`${resource}.updated`, { type: 'success' });
      } else {
        await create(resource, { data }, { returnPromise: true });
        notify(`${resource}.created`, { type: 'success' });
      }
      onSaved();
      await closeAfterSave(onClose);
    } catch (e) {
      setError(errorMessage(e, translate(`${resource}.saveFailed`)));
      setFieldErrors(serverFieldErrors(e, translate));
      setSaving(false);
    }
  }

  return {
    saving,
    error,
    fieldErrors,
    clearFieldError,
    clearError: () => setError(null),
    reset,
    save,
  };
}
