import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson, keyForSubmission, withIdempotencyKey } from './idempotency';

// A minimal sessionStorage for the node test environment.
class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
  clear = () => this.map.clear();
}
beforeEach(() => {
  (globalThis as { sessionStorage?: unknown }).sessionStorage = new MemoryStorage();
});

const fail = (status?: number) => Object.assign(new Error('x'), status === undefined ? {} : { status });

describe('Idempotency-Key per form submission', () => {
  const body = { cylinderId: 1, mutationType: 'FILLUP_RETROFIT', weightBefore: 20, weightAfter: 18 };

  it('reuses the key when the same values are sent again after an unknown outcome', async () => {
    const seen: string[] = [];
    for (const error of [new TypeError('Failed to fetch'), fail(), fail(0), fail(502), fail(503)]) {
      await expect(
        withIdempotencyKey('form', body, async (key) => {
          seen.push(key);
          throw error;
        }),
      ).rejects.toBe(error);
    }
    expect(new Set(seen).size).toBe(1);
    const ok = await withIdempotencyKey('form', { ...body }, async (key) => key);
    expect(ok).toBe(seen[0]);
  });

  it('takes a fresh key after success, after a definite refusal, and for changed values', async () => {
    const first = await withIdempotencyKey('form', body, async (key) => key);
    const second = await withIdempotencyKey('form', body, async (key) => key);
    expect(second).not.toBe(first);

    let refused = '';
    await expect(
      withIdempotencyKey('form', body, async (key) => {
        refused = key;
        throw fail(401);
      }),
    ).rejects.toBeDefined();
    expect(keyForSubmission('form', body)).not.toBe(refused);

    const pending = keyForSubmission('form', body);
    expect(keyForSubmission('form', { ...body, weightAfter: 17 })).not.toBe(pending);
  });

  it('keeps scopes apart', () => {
    expect(keyForSubmission('a', body)).not.toBe(keyForSubmission('b', body));
  });

  it('the same values in any key order are the same submission (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
      }),
      { seed: 20261123, numRuns: 200 },
    );
  }, 60_000);
});
