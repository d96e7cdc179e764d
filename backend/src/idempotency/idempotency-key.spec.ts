import fc from 'fast-check';
import { AppError } from '../common/app-error';
import { keyLockId, parseIdempotencyKey, requestFingerprint } from './idempotency-key';

const SEED = 20261123;
const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~:+/=-';
const validKey = fc.string({ unit: fc.constantFrom(...KEY_CHARS), minLength: 8, maxLength: 255 });

function codeOf(work: () => unknown): string | null {
  try {
    work();
    return null;
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : 'not an AppError';
  }
}

describe('Idempotency-Key header', () => {
  it('accepts every key of 8-255 allowed characters, bare or as a structured-field string', () => {
    fc.assert(
      fc.property(validKey, (key) => {
        expect(parseIdempotencyKey(key)).toBe(key);
        expect(parseIdempotencyKey(`"${key}"`)).toBe(key);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('answers null without the header', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
  });

  it.each<[string, string | string[]]>([
    ['empty', ''],
    ['7 characters', 'abcdefg'],
    ['256 characters', 'k'.repeat(256)],
    ['a space inside', 'abcd efgh'],
    ['a comma (two keys in one field)', 'abcdefgh,ijklmnop'],
    ['non-ASCII letters', 'sleutel-ü-sleutel'],
    ['a control character', 'abcdefgh\u0001'],
    ['an unterminated quote', '"abcdefgh'],
    ['quotes around nothing valid', '""'],
    ['two headers', ['abcdefgh-1', 'abcdefgh-2']],
  ])('refuses %s with 400 IDEMPOTENCY_KEY_INVALID', (_name, header) => {
    expect(codeOf(() => parseIdempotencyKey(header))).toBe('400 IDEMPOTENCY_KEY_INVALID');
  });

  it('refuses any key with a character outside the allowed set', () => {
    const bad = fc
      .tuple(validKey, fc.string({ minLength: 1, maxLength: 3 }), fc.nat())
      .filter(([, extra]) => [...extra].some((c) => !KEY_CHARS.includes(c)))
      .map(([key, extra, at]) => {
        const i = at % (key.length + 1);
        return key.slice(0, i) + extra + key.slice(i);
      })
      .filter((key) => !/^".*"$/.test(key));
    fc.assert(
      fc.property(bad, (key) => {
        expect(codeOf(() => parseIdempotencyKey(key))).toBe('400 IDEMPOTENCY_KEY_INVALID');
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('request fingerprint', () => {
  /** An object rebuilt with its keys in reverse order, at every level. */
  const reordered = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(reordered)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .reverse()
              .map(([k, v]) => [k, reordered(v)]),
          )
        : value;

  it('is the same for the same body in another key order, and differs for another route', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        expect(requestFingerprint('POST /api/logs', reordered(body))).toBe(
          requestFingerprint('POST /api/logs', body),
        );
        expect(requestFingerprint('POST /api/cylinders', body)).not.toBe(
          requestFingerprint('POST /api/logs', body),
        );
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('differs when any one value changes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }),
        fc.string(),
        (body, replacement) => {
          const key = Object.keys(body)[0];
          fc.pre(JSON.stringify(body[key]) !== JSON.stringify(replacement));
          expect(requestFingerprint('POST /api/logs', { ...body, [key]: replacement })).not.toBe(
            requestFingerprint('POST /api/logs', body),
          );
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('refuses a body too deep to serialise with a 400, never a stack overflow', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(codeOf(() => requestFingerprint('POST /api/cylinders', { serialNumber: deep }))).toBe(
      '400 VALIDATION_FAILED',
    );
  });

  it('gives one owner key one lock id, as a 32-bit integer', () => {
    fc.assert(
      fc.property(fc.nat(), validKey, (owner, key) => {
        const id = keyLockId(owner, key);
        expect(id).toBe(keyLockId(owner, key));
        expect(Number.isInteger(id) && id >= -(2 ** 31) && id < 2 ** 31).toBe(true);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
