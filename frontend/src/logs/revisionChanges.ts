import type { MutationType } from '@domain';

import type { FieldChange } from '../api/types';

export type { FieldChange };

/** The fields a revision can record, in the order the dialog lists them (the mutation form's order). */
export const REVISION_FIELDS = [
  'date',
  'mutationType',
  'userId',
  'workOrder',
  'weightBefore',
  'weightAfter',
  'weight',
  'note',
  'gapExplanation',
] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

const KG_FIELDS = new Set<string>(['weightBefore', 'weightAfter', 'weight']);

export interface ChangeFormatters {
  translate: (key: string, options?: Record<string, unknown>) => string;
  kg: (value: number | string) => string;
  dateTime: (value: string) => string;
  /** A user's name, or undefined while unknown. */
  userName: (id: number) => string | undefined;
}

export interface ShownChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** One stored value as the user reads it: translated type, formatted kg and date, a name for a user id. */
export function formatChangeValue(field: string, value: unknown, f: ChangeFormatters): string {
  if (isEmpty(value)) return f.translate('logs.revisions.emptyValue');
  if (field === 'mutationType' && typeof value === 'string')
    return f.translate(`enums.mutationType.${value as MutationType}`, { _: value });
  if (KG_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return f.kg(value);
  if (field === 'date' && typeof value === 'string') return f.dateTime(value);
  if (field === 'userId' && typeof value === 'number')
    return f.userName(value) ?? f.translate('logs.revisions.unknownUser', { id: value });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A revision's changes in the form's field order (unknown fields last, under their own name). */
export function describeChanges(
  changes: Record<string, FieldChange> | null | undefined,
  f: ChangeFormatters,
): ShownChange[] {
  if (!changes) return [];
  const rank = (field: string) => {
    const i = (REVISION_FIELDS as readonly string[]).indexOf(field);
    return i === -1 ? REVISION_FIELDS.length : i;
  };
  return Object.keys(changes)
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => ({
      field,
      label: f.translate(`logs.revisions.fields.${field}`, { _: field }),
      from: formatChangeValue(field, changes[field].from, f),
      to: formatChangeValue(field, changes[field].to, f),
    }));
}

/** The user ids named in the revisions' changes, to fetch their names once. */
export function userIdsIn(revisions: { changes: Record<string, FieldChange> | null }[]): number[] {
  const ids = new Set<number>();
  for (const r of revisions) {
    const change = r.changes?.userId;
    if (!change) continue;
    for (const v of [change.from, change.to]) if (typeof v === 'number') ids.add(v);
  }
  return [...ids].sort((a, b) => a - b);
}
