import { createHash } from 'node:crypto';
import { badRequest } from '../common/app-error';

/** Keys are opaque to the server; this bounds them so they fit the table and the logs stay readable. */
export const KEY_PATTERN = /^[A-Za-z0-9._~:+/=-]{8,255}$/;

/**
 * The `Idempotency-Key` header's value, or null when the header is absent. The draft makes it a structured
 * field string ("..."); a bare token is accepted too, as most clients send one.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (Array.isArray(header)) throw invalidKey('send one Idempotency-Key header, not several');
  const quoted = /^"(.*)"$/.exec(header);
  const key = quoted ? quoted[1] : header;
  if (!KEY_PATTERN.test(key)) {
    throw invalidKey('use 8 to 255 letters, digits or . _ ~ : + / = - (a UUID is a good key)');
  }
  return key;
}

const invalidKey = (detail: string) =>
  badRequest('IDEMPOTENCY_KEY_INVALID', `Invalid Idempotency-Key header: ${detail}`);

/**
 * What makes two requests "the same": method, route and body, the body in canonical JSON (object keys
 * sorted) so that a client that rebuilds the same object in another order is still recognised.
 */
export function requestFingerprint(route: string, body: unknown): string {
  let canonical: string;
  try {
    canonical = JSON.stringify(body ?? null, (_key, value: unknown) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value,
    );
  } catch {
    // Too deep to serialise: the body could never pass validation either.
    throw badRequest('VALIDATION_FAILED', 'The request body is nested too deeply');
  }
  return createHash('sha256').update(route).update('\n').update(canonical).digest('hex');
}

/** The second half of the transaction-scoped advisory lock id of one owner's key (a 32-bit hash). */
export function keyLockId(ownerId: number, key: string): number {
  return createHash('sha256').update(`${ownerId}\n${key}`).digest().readInt32BE(0);
}
