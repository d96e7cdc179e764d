import { useEffect, useMemo, useRef } from 'react';
import type { LogEntry } from '../api/types';
import type { SentWrite } from './outbox';
import type { QueuedWrite } from './queue';
import { useQueue } from './useQueuedWrites';

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

const forCylinder = (write: QueuedWrite, cylinderId: number | undefined) =>
  write.resource === 'logs' && Number(write.body.cylinderId) === cylinderId;

/**
 * The entries of a cylinder that the server's list (`serverLogs`) may lack, as the form reads them: its
 * mutations among those waiting in the queue (a refused one is not counted: it is to be corrected), and those this tab
 * sent whose record the list does not have yet. Without the latter, the form's "weight before" went back to
 * the entry before a sent one, and forward again when the page's reload arrived.
 */
export function entriesOnThePhone(
  cylinderId: number | undefined,
  waiting: readonly QueuedWrite[],
  sent: readonly SentWrite[],
  serverLogs: readonly LogEntry[] | undefined,
): LogEntry[] {
  const recorded = new Set<unknown>((serverLogs ?? []).map((l) => l.id));
  const onTheWay = sent.filter((s) => forCylinder(s.write, cylinderId) && !recorded.has(s.recordId));
  const stillWaiting = waiting.filter((w) => forCylinder(w, cylinderId) && !w.refused);
  return [...onTheWay.map((s) => s.write), ...stillWaiting].map(pendingLogEntry);
}

/**
 * The cylinder's mutations waiting in the queue, and the same as entries for the form: its weight-gap
 * check and the pre-filled "weight before" follow the last entry saved on this phone, not only the last one
 * the server knows (`serverLogs`, the page's). `onSent` runs when one of them has left the queue (the page
 * then reloads the cylinder).
 */
export function usePendingEntries(
  cylinderId: number | undefined,
  serverLogs: readonly LogEntry[] | undefined,
  onSent: () => void,
) {
  const { writes, sent } = useQueue();
  const mine = useMemo(() => writes.filter((w) => forCylinder(w, cylinderId)), [writes, cylinderId]);
  const asEntries = useMemo(
    () => entriesOnThePhone(cylinderId, writes, sent, serverLogs),
    [cylinderId, writes, sent, serverLogs],
  );
  const count = useRef(mine.length);
  useEffect(() => {
    if (mine.length < count.current) onSent();
    count.current = mine.length;
  }, [mine.length, onSent]);
  return { writes: mine, asEntries };
}
