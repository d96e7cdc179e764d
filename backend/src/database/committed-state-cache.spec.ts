import fc from 'fast-check';
import { CommittedStateCache } from './committed-state-cache';

/**
 * A model database: each key holds a value; a commit changes one key's value and the committed state; a
 * read computes the key's value as committed when it runs. The clock is Date.now, moved by the steps.
 */
function modelDatabase() {
  let version = 0;
  const values = new Map<string, number>();
  return {
    state: async () => `state ${version}`,
    commit(key: string) {
      version += 1;
      values.set(key, (values.get(key) ?? 0) + 1);
    },
    value: (key: string) => `${key}=${values.get(key) ?? 0}`,
  };
}

const keys = ['a', 'b', 'c', 'd'];
const step = fc.oneof(
  fc.record({ kind: fc.constant('get' as const), key: fc.constantFrom(...keys) }),
  fc.record({ kind: fc.constant('commit' as const), key: fc.constantFrom(...keys) }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 1500 }) }),
);

describe('CommittedStateCache', () => {
  let now = 0;
  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('always answers what is committed; recomputes only after a commit, its age limit or an eviction; stays within its weight', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 80 }),
        fc.integer({ min: 1, max: 4 }),
        async (plan, maxWeight) => {
          const db = modelDatabase();
          let computed = 0;
          const cache = new CommittedStateCache<string>(db.state, {
            maxAgeMs: 1000,
            maxWeight,
            weigh: () => 1,
          });
          const last = new Map<string, { state: string; at: number }>();
          const asked = new Set<string>();
          for (const s of plan) {
            if (s.kind === 'commit') db.commit(s.key);
            else if (s.kind === 'wait') now += s.ms;
            else {
              const before = computed;
              const answer = await cache.get(s.key, async () => {
                computed += 1;
                return db.value(s.key);
              });
              expect(answer).toBe(db.value(s.key));
              const state = await db.state();
              const previous = last.get(s.key);
              // Reused exactly when the same state was read within the age limit and nothing pushed it out
              // (with room for every key, nothing does).
              if (maxWeight >= keys.length && previous?.state === state && now - previous.at < 1000)
                expect(computed).toBe(before);
              // A key's first ask is answered and not kept.
              if (computed > before && asked.has(s.key)) last.set(s.key, { state, at: now });
              asked.add(s.key);
            }
            expect(cache.totalWeight).toBeLessThanOrEqual(maxWeight);
          }
        },
      ),
    );
  });

  it('shares one computation between reads of one key at one state, and never hands a read an older state', async () => {
    let state = 'state 1';
    const releases: (() => void)[] = [];
    let computed = 0;
    const cache = new CommittedStateCache<string>(async () => state, {
      maxAgeMs: 1000,
      maxWeight: 10,
      weigh: () => 1,
    });
    const compute = (value: string) => () => {
      computed += 1;
      return new Promise<string>((resolve) => releases.push(() => resolve(value)));
    };
    await cache.get('k', async () => 'asked once: not kept');
    const first = cache.get('k', compute('one'));
    const second = cache.get('k', compute('unused'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(computed).toBe(1);
    state = 'state 2';
    const third = cache.get('k', compute('two'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(computed).toBe(2);
    // The newer computation ends first: the older one, ending after it, must not replace its answer.
    releases[1]();
    await third;
    releases[0]();
    expect(await Promise.all([first, second, third])).toEqual(['one', 'one', 'two']);
    expect(await cache.get('k', async () => 'recomputed')).toBe('two');
  });

  it('keeps nothing from a failed computation, and keeps no answer heavier than its whole weight', async () => {
    const cache = new CommittedStateCache<string[]>(async () => 'state', {
      maxAgeMs: 1000,
      maxWeight: 3,
      weigh: (rows) => rows.length,
    });
    await expect(cache.get('k', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await cache.get('k', async () => ['x'])).toEqual(['x']);
    expect(cache.totalWeight).toBe(1);
    expect(await cache.get('big', async () => ['1', '2', '3', '4'])).toHaveLength(4);
    expect(await cache.get('big', async () => ['1', '2', '3', '4'])).toHaveLength(4);
    expect(cache.totalWeight).toBe(1);
  });
});
