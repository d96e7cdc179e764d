import { useEffect, useState } from 'react';
import { queuedWrites, subscribeOutbox } from './outbox';
import type { QueuedWrite } from './queue';

/** The signed-in user's queued writes (oldest first), kept current as the queue changes. */
export function useQueuedWrites(): QueuedWrite[] {
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void queuedWrites().then(
        (all) => live && setWrites(all),
        () => undefined,
      );
    load();
    const stop = subscribeOutbox(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return writes;
}
