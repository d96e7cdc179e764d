import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { authHeaders } from './session';
import { HTTP_TIMEOUT_MS } from '../common/constants';

export const API_URL = '/api';

/** fetchJson with the bearer header, JSON accept and the seed's 30 s timeout. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  for (const [k, v] of Object.entries(authHeaders())) headers.set(k, v);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  return fetchUtils
    .fetchJson(url, { ...options, headers, signal: options.signal ?? controller.signal })
    .finally(() => clearTimeout(timer));
}

/** The total of a `Content-Range: cylinders 0-24/319` header; undefined when absent or unreadable. */
export function contentRangeTotal(header: string | null | undefined): number | undefined {
  const m = /\/\s*(\d+)\s*$/.exec(header ?? '');
  return m ? Number(m[1]) : undefined;
}

const base = simpleRestProvider(API_URL, httpClient, 'Content-Range');

export interface AppDataProvider extends DataProvider {
  /** GET /api/<path> with the bearer header; answers the parsed JSON. */
  get<T = unknown>(path: string): Promise<T>;
  /** GET /api/<path> of a list: the rows plus the total of its Content-Range header (undefined if absent). */
  getWithTotal<T = unknown>(path: string): Promise<{ data: T; total: number | undefined }>;
  /** PUT /api/<path> with a JSON body. */
  put<T = unknown>(path: string, body: unknown): Promise<T>;
  /** POST /api/<path> with a JSON body. */
  post<T = unknown>(path: string, body: unknown): Promise<T>;
  /** Downloads GET /api/<path> (e.g. cylinders/export.csv) with the bearer header as a file. */
  download(path: string, filename: string): Promise<void>;
}

export const dataProvider: AppDataProvider = {
  ...base,
  async get<T>(path: string) {
    const { json } = await httpClient(`${API_URL}/${path}`);
    return json as T;
  },
  async getWithTotal<T>(path: string) {
    const { json, headers } = await httpClient(`${API_URL}/${path}`);
    return { data: json as T, total: contentRangeTotal(headers.get('Content-Range')) };
  },
  async put<T>(path: string, body: unknown) {
    const { json } = await httpClient(`${API_URL}/${path}`, { method: 'PUT', body: JSON.stringify(body) });
    return json as T;
  },
  async post<T>(path: string, body: unknown) {
    const { json } = await httpClient(`${API_URL}/${path}`, { method: 'POST', body: JSON.stringify(body) });
    return json as T;
  },
  async download(path: string, filename: string) {
    const res = await fetch(`${API_URL}/${path}`, { headers: authHeaders() });
    if (!res.ok) {
      const body = await res.json().catch(() => null);
      throw new HttpError(body?.message ?? res.statusText, res.status, body);
    }
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
