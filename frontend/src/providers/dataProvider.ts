import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { authHeaders } from './session';
import { initialLanguage, type Language } from './language';
import { withTimeout } from './requestTimeout';
import { takeEarly, type EarlyAnswer } from './earlyFetch';
import { isSessionError } from './authProvider';
import { SessionExpiredError } from './sessionExpired';
import { IDEMPOTENCY_HEADER, withIdempotencyKey } from './idempotency';
import { offlineRuntime } from '../offline/lazy';

export { API_URL } from './apiUrl';
import { API_URL } from './apiUrl';

/**
 * fetchJson with the bearer header, JSON accept and a timeout (a dead link in a plant room must end in the
 * app's own message, not a spinner): see requestTimeout.ts. A GET may already be on its way (earlyFetch.ts,
 * started beside the entry script). A GET's answer is kept on the phone, and answered from there when there
 * is no connection (offline/responseCache.ts, loaded when first used).
 */
export async function httpClient(
  url: string,
  options: fetchUtils.Options = {},
): ReturnType<typeof fetchUtils.fetchJson> {
  const read = !options.method || options.method === 'GET';
  try {
    // An early answer that was refused (not 2xx) comes as undefined: this request then sees it as its own.
    const early = read ? await takeEarly<EarlyAnswer | undefined>(url) : undefined;
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    for (const [k, v] of Object.entries(authHeaders())) headers.set(k, v);
    const answer =
      early ??
      (await withTimeout(url, options.signal, (signal) =>
        fetchUtils.fetchJson(url, { ...options, headers, signal }),
      ));
    if (read) void offlineRuntime().then((m) => m.rememberAnswer(url, answer), noop);
    return answer;
  } catch (error) {
    // Without a connection, the answer last seen (offline/responseCache.ts); any other failure as it is.
    if (!read) throw error;
    return offlineRuntime().then(
      (m) => m.readOffline(url, error),
      () => Promise.reject(error),
    );
  }
}

const noop = () => undefined;

/** Whether a failed call got an HTTP answer (a status) from the server. */
const answered = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status > 0;
};

/** The total of a `Content-Range: cylinders 0-24/319` header; undefined when absent or unreadable. */
export function contentRangeTotal(header: string | null | undefined): number | undefined {
  const m = /\/\s*(\d+)\s*$/.exec(header ?? '');
  return m ? Number(m[1]) : undefined;
}

const base = simpleRestProvider(API_URL, httpClient, 'Content-Range');

/**
 * A write refused for an ended session rejects with SessionExpiredError (see sessionExpired.ts): it must
 * never reach react-admin as a 401, which would resolve the write with empty data after signing out.
 */
async function write<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isSessionError(error as { status?: number })) throw new SessionExpiredError(error);
    throw error;
  }
}

/** The idempotency scope of a create: the caller's (one form) or else the resource. */
const createScope = (resource: string, meta: unknown) =>
  (meta as { submission?: string } | undefined)?.submission ?? `create:${resource}`;

export interface AppDataProvider extends DataProvider {
  /** GET /api/<path> with the bearer header; answers the parsed JSON. */
  get<T = unknown>(path: string): Promise<T>;
  /** GET /api/<path> of a list: the rows plus the total of its Content-Range header (undefined if absent). */
  getWithTotal<T = unknown>(path: string): Promise<{ data: T; total: number | undefined }>;
  /** PUT /api/<path> with a JSON body. */
  put<T = unknown>(path: string, body: unknown): Promise<T>;
  /** POST /api/<path> with a JSON body. */
  post<T = unknown>(path: string, body: unknown): Promise<T>;
  /**
   * Downloads GET /api/<path> (e.g. cylinders/export.csv) with the bearer header as a file, in the app's
   * language (`lang`: the exports' headers and values follow it).
   */
  download(path: string, filename?: string): Promise<void>;
}

/** The register's size beside a filtered page (the API sends it only when a filter narrows the list). */
export const UNFILTERED_TOTAL_HEADER = 'X-Unfiltered-Total';
/** "true" when the list stopped counting: its Content-Range total is a lower bound. */
export const TOTAL_CAPPED_HEADER = 'X-Total-Capped';

export const dataProvider: AppDataProvider = {
  ...base,
  // Every create carries an Idempotency-Key: a retry of the same submission cannot write twice.
  create(resource, params) {
    return write(() =>
      withIdempotencyKey(createScope(resource, params.meta), params.data, async (key) => {
        const savedAt = Date.now();
        try {
          const { json } = await httpClient(`${API_URL}/${resource}`, {
            method: 'POST',
            body: JSON.stringify(params.data),
            headers: new Headers({ Accept: 'application/json', [IDEMPOTENCY_HEADER]: key }),
          });
          return { data: json };
        } catch (error) {
          // A mutation, a leak check or a new cylinder that got no answer (no connection, or a link that
          // carries nothing: the phone may think it is online) is kept on the phone with its key and the
          // moment it was saved, and sent later (offline/outbox.ts). An answer from the server, a refusal
          // or a 5xx, stays the form's to show and retry.
          if (answered(error)) throw error;
          const { saveOffline } = await offlineRuntime().catch(() => Promise.reject(error));
          const body = params.data as Record<string, unknown>;
          return { data: await saveOffline(resource, body, key, savedAt, error) };
        }
      }),
    );
  },
  update: (resource, params) => write(() => base.update(resource, params)),
  updateMany: (resource, params) => write(() => base.updateMany(resource, params)),
  delete: (resource, params) => write(() => base.delete(resource, params)),
  deleteMany: (resource, params) => write(() => base.deleteMany(resource, params)),
  /**
   * ra-data-simple-rest's list call, plus `meta.unfilteredTotal` from the answer's X-Unfiltered-Total, so a
   * filtered list shows "n of N" from its one request. A total the server stopped counting (X-Total-Capped)
   * is a lower bound: the page is answered without a total (react-admin's partial pagination: a next page
   * while there are more) and the bound goes in `meta.totalAtLeast`.
   */
  async getList(resource, params) {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
    const query = new URLSearchParams({
      sort: JSON.stringify([field, order]),
      range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
      filter: JSON.stringify(params.filter ?? {}),
    });
    const { json, headers } = await httpClient(`${API_URL}/${resource}?${query}`, { signal: params.signal });
    const total = contentRangeTotal(headers.get('Content-Range'));
    if (total === undefined) throw new HttpError(`The list of ${resource} came without a total`, 500);
    const unfiltered = headers.get(UNFILTERED_TOTAL_HEADER);
    const meta = unfiltered !== null ? { unfilteredTotal: Number(unfiltered) } : undefined;
    if (headers.get(TOTAL_CAPPED_HEADER) === 'true')
      return {
        data: json,
        pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 },
        meta: { ...meta, totalAtLeast: total },
      };
    return { data: json, total, ...(meta ? { meta } : {}) };
  },
  async get<T>(path: string) {
    const { json } = await httpClient(`${API_URL}/${path}`);
    return json as T;
  },
  async getWithTotal<T>(path: string) {
    const { json, headers } = await httpClient(`${API_URL}/${path}`);
    return { data: json as T, total: contentRangeTotal(headers.get('Content-Range')) };
  },
  async put<T>(path: string, body: unknown) {
    return write(async () => {
      const { json } = await httpClient(`${API_URL}/${path}`, { method: 'PUT', body: JSON.stringify(body) });
      return json as T;
    });
  },
  async post<T>(path: string, body: unknown) {
    return write(async () => {
      const { json } = await httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) });
      return json as T;
    });
  },
  async download(path: string, filename?: string) {
    // The stored choice is the language on screen (the language switch stores it before it applies it).
    const source = `${API_URL}/${withLanguage(path, initialLanguage())}`;
    const res = await withTimeout(source, null, (signal) =>
      fetch(source, { headers: authHeaders(), signal }),
    );
    if (!res.ok) {
      const body = await res.json().catch(() => null);
      throw new HttpError(body?.message ?? res.statusText, res.status, body);
    }
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    // A page that knows what the file holds names it (a cylinder's serial, a filter's period); otherwise the
    // server's name, which it makes from the record (an installation and period, a cylinder's return).
    a.download =
      filename ??
      attachmentFileName(res.headers.get('Content-Disposition')) ??
      path.split('?')[0].split('/').pop()!;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};

/** The file name a Content-Disposition header gives (`filename="..."`), or null. */
export function attachmentFileName(header: string | null): string | null {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match ? match[1] : null;
}

/** `path` with `lang=<language>` added to its query (replacing one already there). */
export function withLanguage(path: string, language: Language): string {
  const [base, query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('lang', language);
  return `${base}?${params}`;
}
