import { useEffect, useMemo, useRef } from 'react';
import type { LogEntry } from '../api/types';
import type { QueuedWrite } from './queue';
import { useQueuedWrites } from './useQueuedWrites';

/** A queued mutation as the form's weight checks read an entry: the last weight after it left on the scale. */
export function pendingLogEntry(write: QueuedWrite): LogEntry {
  const b = write.body;
  return {
    ...b,
    id: -write.seq,
    date: typeof b.date === 'string' ? b.date : new Date(write.queuedAt).toISOString(),
    deleted: false,
  } as unknown as LogEntry;
}

/**
 * The cylinder's mutations waiting in the queue, and the same as entries for the form: its weight-gap
 * check and the pre-filled "weight before" follow the last entry saved on this phone, not only the last one
 * the server knows. `onSent` runs when one of them has been recorded (the page then reloads the cylinder).
 */
export function usePendingEntries(cylinderId: number | undefined, onSent: () => void) {
  const writes = useQueuedWrites();
  const mine = useMemo(
    () => writes.filter((w) => w.resource === 'logs' && Number(w.body.cylinderId) === cylinderId),
    [writes, cylinderId],
  );
  const asEntries = useMemo(() => mine.filter((w) => !w.refused).map(pendingLogEntry), [mine]);
  const count = useRef(mine.length);
  useEffect(() => {
    if (mine.length < count.current) onSent();
    count.current = mine.length;
  }, [mine.length, onSent]);
  return { writes: mine, asEntries };
}
