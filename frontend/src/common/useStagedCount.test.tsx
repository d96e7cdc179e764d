// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useStagedCount } from './useStagedCount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders the hook and records every count it answered, in order. */
function mount() {
  const seen: number[] = [];
  const container = document.createElement('div');
  const root: Root = createRoot(container);
  function Probe(props: { total: number; first: number; step: number; all?: boolean }) {
    seen.push(useStagedCount(props.total, props.first, props.step, props.all));
    return null;
  }
  const render = (props: { total: number; first: number; step: number; all?: boolean }) =>
    act(async () => root.render(<Probe {...props} />));
  /** Lets every staged step run: a timer each, whose render act flushes when its scope ends. */
  const settle = async () => {
    for (let i = 0; i < 12; i++)
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
  };
  return { seen, render, settle, unmount: () => act(async () => root.unmount()) };
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('useStagedCount', () => {
  it.each([
    // total, first, step: the distinct counts answered, in order
    [12, 5, 5, [5, 10, 12]],
    [3, 5, 5, [3]],
    [2, 0, 1, [0, 1, 2]],
    [7, 1, 3, [1, 4, 7]],
  ])('total %i, first %i, step %i: %j', async (total, first, step, expected) => {
    const probe = mount();
    cleanup = probe.unmount;
    await probe.render({ total, first, step });
    await probe.settle();
    expect([...new Set(probe.seen)]).toEqual(expected);
  });

  it('stages nothing while there is nothing, and starts with the first items', async () => {
    const probe = mount();
    cleanup = probe.unmount;
    await probe.render({ total: 0, first: 0, step: 1 });
    await probe.settle();
    expect(probe.seen.every((n) => n === 0)).toBe(true);
    const renders = probe.seen.length;
    await probe.settle();
    expect(probe.seen.length).toBe(renders); // no timer keeps re-rendering
    await probe.render({ total: 2, first: 0, step: 1 });
    await probe.settle();
    expect([...new Set(probe.seen)]).toEqual([0, 1, 2]);
  });

  it('once drawn to the end, later items come at once; `all` draws everything at once', async () => {
    const probe = mount();
    cleanup = probe.unmount;
    await probe.render({ total: 6, first: 5, step: 5 });
    await probe.settle();
    await probe.render({ total: 40, first: 5, step: 5 });
    expect(probe.seen.at(-1)).toBe(40);

    const all = mount();
    await all.render({ total: 30, first: 5, step: 5, all: true });
    expect(all.seen).not.toContain(5);
    expect(all.seen.at(-1)).toBe(30);
    await all.unmount();
  });
});
