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

/** How a recorded value reads: kilograms, a moment, a calendar day, a user's name, a code (`enums.<enumOf>`). */
type ValueKind = 'kg' | 'dateTime' | 'date' | 'user' | 'yesNo' | { enumOf: string };

/**
 * What one kind of record's history names: its fields in its form's order, where their labels live, and
 * how each value reads. Log entries and leak checks keep the same { field: { from, to } } history.
 */
export interface RevisionSchema {
  fields: readonly string[];
  /** The translation key of a field's label. */
  labelKey: (field: string) => string;
  kinds: Readonly<Record<string, ValueKind>>;
}

export const LOG_REVISIONS: RevisionSchema = {
  fields: REVISION_FIELDS,
  labelKey: (field) => `logs.revisions.fields.${field}`,
  kinds: {
    mutationType: { enumOf: 'mutationType' },
    weightBefore: 'kg',
    weightAfter: 'kg',
    weight: 'kg',
    date: 'dateTime',
    userId: 'user',
  },
};

/** The fields of a leak check's history (CREATE, EDIT, VOID), in the leak-check form's order. */
export const LEAK_CHECK_REVISION_FIELDS = [
  'checkedOn',
  'userId',
  'result',
  'leakLocation',
  'repairedOn',
  'repairDescription',
  'followUpOfId',
  'note',
  'voided',
] as const;

export const LEAK_CHECK_REVISIONS: RevisionSchema = {
  fields: LEAK_CHECK_REVISION_FIELDS,
  labelKey: (field) =>
    field === 'voided' ? 'leakChecks.voidedField' : `resources.leak-checks.fields.${field}`,
  kinds: {
    checkedOn: 'date',
    repairedOn: 'date',
    userId: 'user',
    result: { enumOf: 'leakCheckResult' },
    voided: 'yesNo',
  },
};

export interface ChangeFormatters {
  translate: (key: string, options?: Record<string, unknown>) => string;
  kg: (value: number | string) => string;
  dateTime: (value: string) => string;
  /** A calendar day (YYYY-MM-DD) as the user reads it. */
  date: (value: string) => string;
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

/** One stored value as the user reads it: translated code, formatted kg and date, a name for a user id. */
export function formatChangeValue(
  field: string,
  value: unknown,
  f: ChangeFormatters,
  schema: RevisionSchema = LOG_REVISIONS,
): string {
  if (isEmpty(value)) return f.translate('logs.revisions.emptyValue');
  const kind = schema.kinds[field];
  if (typeof kind === 'object' && typeof value === 'string')
    return f.translate(`enums.${kind.enumOf}.${value}`, { _: value });
  if (kind === 'kg' && (typeof value === 'number' || typeof value === 'string')) return f.kg(value);
  if (kind === 'dateTime' && typeof value === 'string') return f.dateTime(value);
  if (kind === 'date' && typeof value === 'string') return f.date(value);
  if (kind === 'yesNo' && typeof value === 'boolean')
    return f.translate(value ? 'logs.revisions.yes' : 'logs.revisions.no');
  if (kind === 'user' && typeof value === 'number')
    return f.userName(value) ?? f.translate('logs.revisions.unknownUser', { id: value });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A revision's changes in the form's field order (unknown fields last, under their own name). */
export function describeChanges(
  changes: Record<string, FieldChange> | null | undefined,
  f: ChangeFormatters,
  schema: RevisionSchema = LOG_REVISIONS,
): ShownChange[] {
  if (!changes) return [];
  const rank = (field: string) => {
    const i = schema.fields.indexOf(field);
    return i === -1 ? schema.fields.length : i;
  };
  return Object.keys(changes)
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => ({
      field,
      label: f.translate(schema.labelKey(field), { _: field }),
      from: formatChangeValue(field, changes[field].from, f, schema),
      to: formatChangeValue(field, changes[field].to, f, schema),
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
