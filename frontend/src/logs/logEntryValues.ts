import { isMutationType, type MutationType } from '@domain';
import { draftKey } from '../providers/drafts';
import { formatKgInput, startingReading } from './logEntryLogic';
import { toLocalInput } from './localInput';
import type { LogEntry } from '../api/types';
import type { QueuedWrite } from '../offline/queue';

/** What the mutation form holds while it is open (and what a draft keeps when the session ends). */
export interface Values {
  userId: number | '';
  mutationType: MutationType | '';
  workOrder: string;
  /** The installation the gas went into or came out of ('' none). */
  installationId: number | '';
  /** True once the user chose (or cleared) the installation: the form's proposal no longer replaces it. */
  installationChosen: boolean;
  /** The measuring instrument used ('' none); named on a new entry only. */
  instrumentId: number | '';
  weightBefore: string;
  weightAfter: string;
  weight: string;
  note: string;
  reason: string;
  /** datetime-local text; dateChanged false means "now" (the server stamps the entry). */
  date: string;
  dateChanged: boolean;
}

/** A create's answer as an entry of the list: a write kept on the phone is "now" unless it carries a date. */
export const savedEntry = (record: Record<string, unknown>): LogEntry =>
  ({
    ...record,
    date: typeof record.date === 'string' ? record.date : new Date().toISOString(),
    deleted: false,
  }) as unknown as LogEntry;

/** What a new entry's "weight before" is pre-filled with, in the UI language ('' for nothing). */
export const startText = (logs: readonly LogEntry[], deliveryKg: number, locale: string) =>
  formatKgInput(startingReading(logs, deliveryKg)?.kg, locale);

/** A new entry: "weight before" starts where the cylinder stands (see startingReading). */
export function emptyValues(
  userId: number | '',
  type: MutationType | null,
  logs: readonly LogEntry[],
  deliveryKg: number,
  locale: string,
): Values {
  return {
    userId,
    mutationType: type ?? '',
    workOrder: '',
    installationId: '',
    installationChosen: false,
    instrumentId: '',
    weightBefore: startText(logs, deliveryKg, locale),
    weightAfter: '',
    weight: '',
    note: '',
    reason: '',
    date: toLocalInput(new Date()),
    dateChanged: false,
  };
}

export function fromEntry(e: LogEntry, locale: string): Values {
  return {
    userId: e.userId,
    mutationType: e.mutationType,
    workOrder: e.workOrder ?? '',
    installationId: e.installationId ?? '',
    installationChosen: true,
    instrumentId: e.instrumentId ?? '',
    weightBefore: formatKgInput(e.weightBefore, locale),
    weightAfter: formatKgInput(e.weightAfter, locale),
    weight: formatKgInput(e.weight, locale),
    note: e.note ?? '',
    reason: '',
    date: toLocalInput(new Date(e.date)),
    dateChanged: false,
  };
}

/** A mutation saved on this phone, as the form shows it for a correction: what was typed then. */
export function fromQueued(write: QueuedWrite, locale: string): Values {
  const b = write.body;
  const id = (v: unknown) => (typeof v === 'number' ? v : '');
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const kg = (v: unknown) =>
    typeof v === 'number' ? formatKgInput(v, locale) : typeof v === 'string' ? v : '';
  const date = typeof b.date === 'string' ? new Date(b.date) : null;
  return {
    userId: id(b.userId),
    mutationType: isMutationType(b.mutationType) ? b.mutationType : '',
    workOrder: text(b.workOrder),
    installationId: id(b.installationId),
    installationChosen: true,
    instrumentId: id(b.instrumentId),
    weightBefore: kg(b.weightBefore),
    weightAfter: kg(b.weightAfter),
    weight: kg(b.weight),
    note: text(b.note),
    reason: '',
    // Without a date of its own the entry is dated when it was saved (the queue sends how long ago).
    date: toLocalInput(date ?? new Date(write.queuedAt)),
    dateChanged: date !== null,
  };
}

/** Where a form's typed values are kept when the session ends during a save: per cylinder and per entry. */
export const formDraftKey = (cylinderId: number, editing: LogEntry | null) =>
  draftKey(`/cylinder/${cylinderId}`, editing ? `log-entry-form:edit:${editing.id}` : 'log-entry-form');
