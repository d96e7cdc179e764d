import { startTransition, useEffect, useState } from 'react';
import { queuedWrites, subscribeOutbox } from './outbox';
import type { QueuedWrite } from './queue';

/** The signed-in user's queued writes (oldest first), kept current as the queue changes. */
export function useQueuedWrites(): QueuedWrite[] {
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    let live = true;
    // Each answer (on mount, and after every change of the queue, which the replay at the app's start
    // causes) is a new array, nearly always the same empty one: the previous state stays then, and a change
    // renders as a transition. Set at once, each answer re-rendered the whole page that shows the queue
    // (the cylinder page: header, form, history) in one task, outside the slices of its first render.
    const load = () =>
      void queuedWrites().then(
        (all) =>
          live &&
          startTransition(() =>
            setWrites((shown) => (JSON.stringify(shown) === JSON.stringify(all) ? shown : all)),
          ),
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
