import type { QueuedWrite } from './queue';

/** A write waiting to be sent, as the form that saved it sees it: a negative id and `queued` set. */
export interface QueuedRecord extends Record<string, unknown> {
  id: number;
  queued: true;
}

export const queuedRecord = (write: QueuedWrite): QueuedRecord => ({
  ...write.body,
  id: -write.seq,
  queued: true,
});

/** Whether a save's answer is a write kept on the phone (the form then says so instead of "saved"). */
export const isQueuedRecord = (record: unknown): record is QueuedRecord =>
  !!record && typeof record === 'object' && (record as { queued?: unknown }).queued === true;
