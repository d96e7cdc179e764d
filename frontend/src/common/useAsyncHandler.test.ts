import { describe, expect, it, vi } from 'vitest';
import { asyncHandler } from './useAsyncHandler';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('asyncHandler', () => {
  it('passes the event on and reports a rejection', async () => {
    const failure = new Error('save failed');
    const run = vi.fn(async (_event: string) => {
      throw failure;
    });
    const onError = vi.fn();
    asyncHandler(run, onError)('submit');
    await settled();
    expect(run).toHaveBeenCalledWith('submit');
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
  });

  it('reports nothing when the work succeeds, sync or async', async () => {
    const onError = vi.fn();
    asyncHandler(async () => 'saved', onError)();
    asyncHandler(() => undefined, onError)();
    await settled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('runs the work at once, inside the event (preventDefault still counts)', () => {
    const preventDefault = vi.fn();
    asyncHandler(async (event: { preventDefault(): void }) => {
      event.preventDefault();
      await settled();
    }, vi.fn())({ preventDefault });
    expect(preventDefault).toHaveBeenCalledTimes(1);
  });
});
