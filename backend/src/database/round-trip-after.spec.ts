import fc from 'fast-check';
import { RoundTripAfter } from './round-trip-after';

describe('RoundTripAfter', () => {
  it('answers every caller with a round trip that started after its call, and shares them', async () => {
    const flush = () => new Promise((resolve) => setImmediate(resolve));
    // A random sequence of steps: a caller arrives, or the oldest round trip on its way answers.
    const steps = fc.array(fc.constantFrom('call', 'answer'), { minLength: 1, maxLength: 60 });
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        let clock = 0;
        const waiting: (() => void)[] = [];
        const trip = new RoundTripAfter(async () => {
          const startedAt = ++clock;
          await new Promise<void>((resolve) => waiting.push(resolve));
          return startedAt;
        });
        const answers: Promise<void>[] = [];
        for (const step of plan) {
          if (step === 'call') {
            const calledAt = clock;
            answers.push(trip.call().then((startedAt) => expect(startedAt).toBeGreaterThan(calledAt)));
          } else {
            waiting.shift()?.();
          }
          await flush();
        }
        while (waiting.length > 0) {
          waiting.shift()!();
          await flush();
        }
        await Promise.all(answers);
        const callers = plan.filter((step) => step === 'call').length;
        // Overlapping callers share: never more round trips than callers.
        expect(clock).toBeLessThanOrEqual(callers);
      }),
      { numRuns: 200 },
    );
  });

  it('a failed round trip fails its callers only; the next caller starts a new one', async () => {
    let fail = true;
    const trip = new RoundTripAfter(async () => {
      if (fail) throw new Error('connection lost');
      return 'ok';
    });
    await expect(trip.call()).rejects.toThrow('connection lost');
    fail = false;
    await expect(trip.call()).resolves.toBe('ok');
  });

  it('a burst of callers while one is on its way costs two round trips', async () => {
    let runs = 0;
    let release!: () => void;
    const trip = new RoundTripAfter(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      return runs;
    });
    const first = trip.call();
    const burst = Array.from({ length: 10 }, () => trip.call());
    release();
    expect(await first).toBe(1);
    expect(await Promise.all(burst)).toEqual(Array(10).fill(2));
    expect(runs).toBe(2);
  });
});
