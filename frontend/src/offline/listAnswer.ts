/**
 * Lists answered on the phone without a connection from the records it holds: a picker's search (`q=`), a
 * tab's filtered list or a page asked for in another order than any answer seen. The API's list dialect
 * (ra-data-simple-rest: `filter`, `sort`, `range`) read back from the URL and applied to the records of
 * every answer kept for that resource. Pure, so the rules are tested without a browser (listAnswer.test.ts).
 */

export type ApiRecord = Record<string, unknown> & { id: number };

export interface ListRequest {
  resource: string;
  filter: Record<string, unknown>;
  sort: [string, 'ASC' | 'DESC'] | null;
  range: [number, number] | null;
}

/**
 * Registers whose single record (`/api/<resource>/<id>`) has the shape of their list rows, so either
 * answer may stand in for the other. A cylinder's detail carries its history and more: never made up
 * from a list row.
 */
const SAME_SHAPE = new Set([
  'installations',
  'refrigerants',
  'users',
  'customers',
  'instruments',
  'suppliers',
  'leak-checks',
  'logs',
]);

/** Registers a list may be answered for offline: the ones with records a fitter works with. */
const LISTED = new Set([...SAME_SHAPE, 'cylinders']);

const isRecord = (v: unknown): v is ApiRecord =>
  !!v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { id?: unknown }).id === 'number';

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `/api/<resource>?...` as a list request, or null for any other URL (a record, a sub-path, stats). */
export function parseListUrl(url: string): ListRequest | null {
  const parsed = new URL(url, 'http://x');
  const m = /^\/api\/([a-z-]+)$/.exec(parsed.pathname);
  if (!m || !LISTED.has(m[1])) return null;
  const params = parsed.searchParams;
  const filter = parseJson(params.get('filter'));
  const sort = parseJson(params.get('sort'));
  const range = parseJson(params.get('range'));
  return {
    resource: m[1],
    filter:
      filter && typeof filter === 'object' && !Array.isArray(filter)
        ? (filter as Record<string, unknown>)
        : {},
    sort:
      Array.isArray(sort) && typeof sort[0] === 'string'
        ? [sort[0], String(sort[1]).toUpperCase() === 'DESC' ? 'DESC' : 'ASC']
        : null,
    range:
      Array.isArray(range) && range.length === 2 && range.every((n) => Number.isInteger(n) && n >= 0)
        ? [range[0] as number, range[1] as number]
        : null,
  };
}

/** `/api/<resource>/<id>` of a register whose record a list row can stand in for, else null. */
export function parseRecordUrl(url: string): { resource: string; id: number } | null {
  const m = /^\/api\/([a-z-]+)\/(\d{1,10})$/.exec(new URL(url, 'http://x').pathname);
  return m && SAME_SHAPE.has(m[1]) ? { resource: m[1], id: Number(m[2]) } : null;
}

/**
 * The records of one kept answer of `resource`: a list's rows, or the record of `/api/<resource>/<id>`
 * when it has the rows' shape. `path` is the answer's URL without the user prefix.
 */
export function recordsOfAnswer(resource: string, path: string, body: string): ApiRecord[] {
  const pathname = new URL(path, 'http://x').pathname;
  const json = parseJson(body);
  if (pathname === `/api/${resource}`) return Array.isArray(json) ? json.filter(isRecord) : [];
  if (
    SAME_SHAPE.has(resource) &&
    pathname.startsWith(`/api/${resource}/`) &&
    /^\d+$/.test(pathname.slice(resource.length + 6))
  )
    return isRecord(json) ? [json] : [];
  return [];
}

/** A record's words a search looks in: its own text and numbers, and those of objects it carries (a user's name). */
function words(record: Record<string, unknown>, depth = 0): string[] {
  const out: string[] = [];
  for (const value of Object.values(record)) {
    if (typeof value === 'string' || typeof value === 'number') out.push(String(value).toLowerCase());
    else if (depth === 0 && value && typeof value === 'object' && !Array.isArray(value))
      out.push(...words(value as Record<string, unknown>, 1));
  }
  return out;
}

const same = (a: unknown, b: unknown) =>
  a === b || (a !== null && a !== undefined && String(a) === String(b));

function compare(a: unknown, b: unknown): number {
  const missing = (v: unknown) => v === null || v === undefined;
  if (missing(a) || missing(b)) return missing(a) ? (missing(b) ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/**
 * The page of `records` that `request` asks for, with the number of matches; null when the phone cannot
 * tell (no record of the register kept, or a filter on something the records do not carry, such as a
 * computed status), so the caller says "not available offline" rather than answer wrong.
 *
 * - `q`: every word typed appears somewhere in the record's text, case aside (wider than the server's
 *   search over a few columns: offline a picker rather shows one option too many than miss one).
 * - `include...` flags widen the server's list (deleted, voided): records carry their own mark; the
 *   marked ones are left out unless the flag is set.
 * - any other key: the record's field equals the value (one of them for a list of values); an empty
 *   value ('', null) filters nothing.
 */
export function answerList(
  records: readonly ApiRecord[],
  request: ListRequest,
): { rows: ApiRecord[]; total: number } | null {
  if (records.length === 0) return null;
  // An empty value filters nothing (as the server's list query reads it).
  const given = Object.entries(request.filter).filter(([, v]) => v !== null && v !== undefined && v !== '');
  const { q, ...rest } = Object.fromEntries(given);
  const include = Object.fromEntries(
    Object.entries(rest)
      .filter(([k]) => k.startsWith('include'))
      .map(([k, v]) => [k.slice('include'.length).toLowerCase(), v === true || v === 'true']),
  );
  const fields = Object.entries(rest).filter(([k]) => !k.startsWith('include'));
  if (fields.some(([k]) => !records.some((r) => k in r))) return null;
  const terms = typeof q === 'string' ? q.trim().toLowerCase().split(/\s+/).filter(Boolean) : [];
  const matches = records.filter((r) => {
    if (r.deleted === true && !include.deleted) return false;
    if (r.voided === true && !include.voided) return false;
    for (const [k, v] of fields)
      if (Array.isArray(v) ? !v.some((one) => same(r[k], one)) : !same(r[k], v)) return false;
    if (terms.length === 0) return true;
    const text = words(r);
    return terms.every((t) => text.some((w) => w.includes(t)));
  });
  if (request.sort) {
    const [field, order] = request.sort;
    const sign = order === 'DESC' ? -1 : 1;
    matches.sort((a, b) => sign * compare(a[field], b[field]) || sign * (a.id - b.id));
  }
  const [start, end] = request.range ?? [0, matches.length - 1];
  return { rows: matches.slice(start, end + 1), total: matches.length };
}

/**
 * The records of several answers as one set: a record kept twice counts once, its newest copy. Each with
 * the time its copy was fetched (the strip's "data from" names the oldest shown).
 */
export function mergeRecords(
  answers: readonly { savedAt: number; records: ApiRecord[] }[],
): Map<number, { savedAt: number; record: ApiRecord }> {
  const byId = new Map<number, { savedAt: number; record: ApiRecord }>();
  for (const { savedAt, records } of answers)
    for (const record of records) {
      const kept = byId.get(record.id);
      if (!kept || kept.savedAt < savedAt) byId.set(record.id, { savedAt, record });
    }
  return byId;
}
