import { INPUT_LIMITS, inspectInput } from './input-guard';

const deep = (levels: number) => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('inspectInput: the shape and text of parsed input', () => {
  it.each<[string, unknown, string]>([
    ['a flat DTO', { name: 'Koelgas', weight: 12.5, active: true, note: null }, 'ok'],
    ['an emoji (a well-formed pair)', { name: 'koud 😀' }, 'ok'],
    ['tab, line feed, carriage return', { note: 'a\tb\r\nc' }, 'ok'],
    ['nested to the limit', deep(INPUT_LIMITS.maxDepth), 'ok'],
    ['nested one past the limit', deep(INPUT_LIMITS.maxDepth + 1), 'BODY_TOO_COMPLEX'],
    ['nested 100,000 deep', deep(100_000), 'BODY_TOO_COMPLEX'],
    ['a list at the limit', new Array(INPUT_LIMITS.maxArrayLength).fill(1), 'ok'],
    ['a list past the limit', new Array(INPUT_LIMITS.maxArrayLength + 1).fill(1), 'BODY_TOO_COMPLEX'],
    [
      'too many keys',
      Object.fromEntries(Array.from({ length: 6000 }, (_, i) => [`k${i}`, i])),
      'BODY_TOO_COMPLEX',
    ],
    ['too many values in all', Array.from({ length: 20 }, () => new Array(900).fill(0)), 'BODY_TOO_COMPLEX'],
    ['a long text', { note: 'x'.repeat(INPUT_LIMITS.maxStringLength + 1) }, 'BODY_TOO_COMPLEX'],
    ['a long key', { ['k'.repeat(INPUT_LIMITS.maxStringLength + 1)]: 1 }, 'BODY_TOO_COMPLEX'],
    ['a NUL', { name: 'a\u0000b' }, 'INVALID_TEXT'],
    ['a NUL in a key', { ['a\u0000']: 1 }, 'INVALID_TEXT'],
    ['a lone low surrogate', { email: '\udfff@x.io' }, 'INVALID_TEXT'],
    ['a lone high surrogate at the end', { name: 'x\ud83d' }, 'INVALID_TEXT'],
    ['a lone surrogate in a key', { ['\ud800']: 1 }, 'INVALID_TEXT'],
    ['a lone surrogate deep in a list', [[['ok', '\udc00']]], 'INVALID_TEXT'],
  ])('%s → %s', (_name, value, verdict) => {
    const result = inspectInput(value);
    expect(result.ok ? 'ok' : result.code).toBe(verdict);
  });

  it('stops at the first item past a limit, whatever the size of the rest', () => {
    let reads = 0;
    const huge = new Proxy(new Array<string>(2_000_000).fill('x'), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(inspectInput({ list: huge })).toMatchObject({ ok: false, code: 'BODY_TOO_COMPLEX' });
    expect(reads).toBe(0);
  });
});
