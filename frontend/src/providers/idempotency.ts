/**
 * Idempotency keys for creating calls (the `Idempotency-Key` header): one key per form submission, so a
 * fitter who taps Save again after a dropped connection does not record the same mutation twice.
 *
 * - A submission whose outcome is unknown (network error, timeout, 5xx) keeps its key: sending the same
 *   values again reuses it, and the server answers the first outcome instead of writing twice.
 * - A submission the server acknowledged (2xx) or definitively refused (4xx) forgets its key: the next
 *   submission, or different values, get a fresh one.
 * Pending keys are kept in sessionStorage so a reload of the tab (e.g. after signing in again) still
 * retries with the same key.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const STORAGE_KEY = 'idempotency-pending';

interface Pending {
  body: string;
  key: string;
}

/** JSON with object keys sorted, so the same values give the same text whatever their order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function load(): Record<string, Pending> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Pending>) : {};
  } catch {
    return {};
  }
}

function save(all: Record<string, Pending>): void {
  try {
    if (Object.keys(all).length === 0) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    /* storage full or blocked: keys then live for this call only */
  }
}

/**
 * The key for sending `body` from `scope` (a form, or a resource): the pending key when the same values
 * are sent again, else a fresh one that stays pending until `settle` is called.
 */
export function keyForSubmission(scope: string, body: unknown): string {
  const all = load();
  const text = canonicalJson(body);
  const pending = all[scope];
  if (pending && pending.body === text) return pending.key;
  const key = newIdempotencyKey();
  all[scope] = { body: text, key };
  save(all);
  return key;
}

/** Whether a failed call may have been applied by the server (no answer, a timeout, or a 5xx). */
export function outcomeUnknown(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500;
}

/** Forgets the scope's pending key once the server answered for sure (acknowledged or refused). */
export function settleSubmission(scope: string, key: string): void {
  const all = load();
  if (all[scope]?.key !== key) return;
  delete all[scope];
  save(all);
}

/**
 * Runs a creating call with its key: `send` gets the key to put in the header. The key is kept for a retry
 * only when the outcome is unknown.
 */
export async function withIdempotencyKey<T>(
  scope: string,
  body: unknown,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const key = keyForSubmission(scope, body);
  try {
    const result = await send(key);
    settleSubmission(scope, key);
    return result;
  } catch (error) {
    if (!outcomeUnknown(error)) settleSubmission(scope, key);
    throw error;
  }
}
