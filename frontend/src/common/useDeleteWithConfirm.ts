import { useState } from 'react';
import { useDelete, useNotify } from 'react-admin';
import { useErrorMessage } from './errors';

/**
 * State for "ask, then delete": `ask(record)` opens the confirmation; `confirm()` deletes (pessimistic),
 * notifies success or the translated error, then calls onDone.
 */
export function useDeleteWithConfirm<T extends { id: number | string }>(
  resource: string,
  messages: { success: string; failure: string },
  onDone: () => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  return {
    target,
    isPending,
    ask: (record: T) => setTarget(record),
    cancel: () => setTarget(null),
    confirm: async () => {
      if (!target) return;
      try {
        await deleteOne(
          resource,
          { id: target.id, previousData: target },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify(messages.success, { type: 'success' });
      } catch (e) {
        notify(errorMessage(e, messages.failure), { type: 'error' });
      } finally {
        setTarget(null);
        onDone();
      }
    },
  };
}
