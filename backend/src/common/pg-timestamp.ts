/**
 * Raw queries (knex through MikroORM) answer timestamptz columns as PostgreSQL text, e.g.
 * "2026-05-01 10:00:00.123456+00"; API responses need a Date (serialised as ISO 8601).
 */
export function fromPgTimestamp(value: string | Date): Date {
  if (value instanceof Date) return value;
  const iso = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a PostgreSQL timestamp: ${value}`);
  return date;
}
