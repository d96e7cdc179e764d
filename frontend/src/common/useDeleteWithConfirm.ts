import { useState } from 'react';
import { useDelete, useNotify } from 'react-admin';
import { useErrorMessage } from './errors';

/**
 * State for "ask, then delete": `ask(record)` opens the confirmation; `confirm()` deletes (pessimistic),
 * notifies success (a message key, or one chosen from the server's answer: a user with records is
 * deactivated rather than deleted) or the translated error, then calls onDone.
 */
export function useDeleteWithConfirm<T extends { id: number | string }>(
  resource: string,
  messages: { success: string | ((answer: T | undefined) => string); failure: string },
  onDone: () => void,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const errorMessage = useErrorMessage(resource);
  return {
    target,
    isPending,
    ask: (record: T) => setTarget(record),
    cancel: () => setTarget(null),
    confirm: async () => {
      if (!target) return;
      try {
        const answer = (await deleteOne(
          resource,
          { id: target.id, previousData: target },
          { mutationMode: 'pessimistic', returnPromise: true },
        )) as T | undefined;
        const success = typeof messages.success === 'function' ? messages.success(answer) : messages.success;
        notify(success, { type: 'success' });
      } catch (e) {
        notify(errorMessage(e, messages.failure), { type: 'error' });
      } finally {
        setTarget(null);
        onDone();
      }
    },
  };
}
