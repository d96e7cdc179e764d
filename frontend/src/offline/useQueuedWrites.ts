import { startTransition, useEffect, useState } from 'react';
import { queuedWrites, recentlySent, subscribeOutbox, type SentWrite } from './outbox';
import type { QueuedWrite } from './queue';

/** The signed-in user's queue as a page shows it. */
export interface QueueView {
  /** The writes waiting (oldest first). */
  writes: QueuedWrite[];
  /** The writes this tab sent lately, whose records a page's data may not have yet (outbox.ts). */
  sent: SentWrite[];
}

const EMPTY: QueueView = { writes: [], sent: [] };

/** The queue, kept current as it changes: both parts of one answer arrive in the same render. */
export function useQueue(): QueueView {
  const [view, setView] = useState<QueueView>(EMPTY);
  useEffect(() => {
    let live = true;
    // Each answer (on mount, and after every change of the queue, which the replay at the app's start
    // causes) is a new object, nearly always the same empty one: the previous state stays then, and a change
    // renders as a transition. Set at once, each answer re-rendered the whole page that shows the queue
    // (the cylinder page: header, form, history) in one task, outside the slices of its first render.
    const load = () =>
      void queuedWrites().then(
        (writes) => {
          if (!live) return;
          const next: QueueView = { writes, sent: recentlySent() };
          startTransition(() =>
            setView((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next)),
          );
        },
        () => undefined,
      );
    load();
    const stop = subscribeOutbox(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return view;
}

/** The signed-in user's queued writes (oldest first), kept current as the queue changes. */
export function useQueuedWrites(): QueuedWrite[] {
  return useQueue().writes;
}
