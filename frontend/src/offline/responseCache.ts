/**
 * The API's answers a fitter has seen, kept on the phone so they can be read without a connection: every
 * JSON GET the data provider makes is stored under its URL (per user) and answered from here when the
 * network fails. Loaded lazily (offline/runtime.ts): nothing of it is in the first load.
 */
import { getAll, getOne, inStore, put, RESPONSES } from './db';
import {
  answerList,
  mergeRecords,
  parseListUrl,
  parseRecordUrl,
  recordsOfAnswer,
  type ApiRecord,
} from './listAnswer';
import { noteCachedData, noteLiveData } from './status';
import { getStoredUser } from '../providers/session';

export interface CachedAnswer {
  /** `<userId> <url>`: one user's copy is never shown to another on a shared phone. */
  url: string;
  userId: number;
  savedAt: number;
  status: number;
  /** The headers the data provider reads (list totals). */
  headers: Record<string, string>;
  body: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/** Headers worth keeping: a list's total and its unfiltered size. */
const KEPT_HEADERS = ['content-range', 'x-unfiltered-total'];
/** Copies kept at most; the oldest go first (a morning's work is a few dozen pages). */
export const MAX_ANSWERS = 400;

const cacheKey = (userId: number, url: string) => `${userId} ${url}`;

/** Keeps a GET's answer for the signed-in user (the data provider calls it after every live read). */
export async function rememberAnswer(url: string, answer: Omit<Answer, 'json'>): Promise<void> {
  noteLiveData();
  const userId = getStoredUser()?.id;
  if (userId === undefined) return;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const entry: CachedAnswer = {
    url: cacheKey(userId, url),
    userId,
    savedAt: Date.now(),
    status: answer.status,
    headers,
    body: answer.body,
  };
  await put(RESPONSES, entry);
  await prune();
}

let writes = 0;
async function prune(): Promise<void> {
  // Counting every few writes is enough: the store only needs to stay bounded.
  if (++writes % 25 !== 0) return;
  const all = await getAll<CachedAnswer>(RESPONSES);
  if (all.length <= MAX_ANSWERS) return;
  const oldest = all.sort((a, b) => a.savedAt - b.savedAt).slice(0, all.length - MAX_ANSWERS);
  await inStore(RESPONSES, 'readwrite', async (s) => {
    for (const entry of oldest) s.delete(entry.url);
  });
}

function toAnswer(entry: CachedAnswer): Answer {
  noteCachedData(entry.savedAt);
  return {
    status: entry.status,
    headers: new Headers(entry.headers),
    body: entry.body,
    json: JSON.parse(entry.body),
  };
}

/** A scanned code read offline: the cylinder whose label or serial number it is, among those seen. */
async function resolveScanOffline(userId: number, url: string): Promise<CachedAnswer | undefined> {
  const code = new URL(url, 'http://x').searchParams.get('code')?.trim();
  if (!code) return undefined;
  const id = /\/cylinder\/(\d{1,10})(?=$|[/?#])/i.exec(code)?.[1] ?? (/^\d{1,10}$/.test(code) ? code : null);
  const prefix = cacheKey(userId, '/api/cylinders/');
  const cylinders = (await getAll<CachedAnswer>(RESPONSES)).filter(
    (e) => e.url.startsWith(prefix) && /^\d+$/.test(e.url.slice(prefix.length)),
  );
  const matches = cylinders.filter((e) => {
    const c = JSON.parse(e.body) as { id?: number; serialNumber?: string; qrCode?: string | null };
    // Serial numbers match whatever their case (a typed serial, as the server's resolve does).
    return (
      c.qrCode === code ||
      c.serialNumber?.toLowerCase() === code.toLowerCase() ||
      (id !== null && String(c.id) === id)
    );
  });
  return matches.sort((a, b) => b.savedAt - a.savedAt)[0];
}

/** Every kept answer of one register for the user: its lists and its records (one key range). */
async function answersOf(userId: number, resource: string): Promise<CachedAnswer[]> {
  const prefix = cacheKey(userId, `/api/${resource}`);
  // A register's URLs go on with '/' (a record) or '?' (a list); the keys between the two hold nothing else.
  const range = IDBKeyRange.bound(prefix + '/', prefix + '?\uffff');
  return inStore(RESPONSES, 'readonly', (s) => s.getAll(range) as IDBRequest<CachedAnswer[]>);
}

/** The records of a register the phone holds, from all its kept answers, each with when it was fetched. */
async function recordsOf(userId: number, resource: string) {
  const prefixLength = cacheKey(userId, '').length;
  return mergeRecords(
    (await answersOf(userId, resource)).map((e) => ({
      savedAt: e.savedAt,
      records: recordsOfAnswer(resource, e.url.slice(prefixLength), e.body),
    })),
  );
}

/**
 * A list (or a record) never asked for in this form, made up from the records the phone holds: a picker's
 * search, a tab filtered on its installation, a record seen in a list (listAnswer.ts).
 */
async function composeOffline(userId: number, url: string): Promise<CachedAnswer | undefined> {
  const list = parseListUrl(url);
  const one = list ? null : parseRecordUrl(url);
  const resource = list?.resource ?? one?.resource;
  if (!resource) return undefined;
  const kept = await recordsOf(userId, resource);
  const records = [...kept.values()].map((k) => k.record);
  let body: ApiRecord[] | ApiRecord | undefined;
  const headers: Record<string, string> = {};
  if (list) {
    const page = answerList(records, list);
    if (!page) return undefined;
    body = page.rows;
    const start = list.range?.[0] ?? 0;
    headers['content-range'] =
      `${resource} ${start}-${start + Math.max(page.rows.length - 1, 0)}/${page.total}`;
  } else body = kept.get(one!.id)?.record;
  if (!body) return undefined;
  // "Data from" the oldest copy shown (an empty page shows none: it is as of the newest copy kept).
  const shown = (Array.isArray(body) ? body : [body]).map((r) => kept.get(r.id)!.savedAt);
  const all = [...kept.values()].map((k) => k.savedAt);
  const savedAt = shown.length ? Math.min(...shown) : Math.max(...all);
  return { url: cacheKey(userId, url), userId, savedAt, status: 200, headers, body: JSON.stringify(body) };
}

/** The answer last seen for `url` by the signed-in user, or undefined when the phone has none. */
export async function recallAnswer(url: string): Promise<Answer | undefined> {
  const userId = getStoredUser()?.id;
  if (userId === undefined) return undefined;
  const entry =
    (await getOne<CachedAnswer>(RESPONSES, cacheKey(userId, url))) ??
    (/^\/api\/scan\/resolve\?/.test(url)
      ? await resolveScanOffline(userId, url)
      : await composeOffline(userId, url));
  return entry ? toAnswer(entry) : undefined;
}
