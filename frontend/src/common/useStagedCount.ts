import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * How many of `total` items to draw: `first` at once, then `step` more in each later task until all are
 * drawn; from then on (and when `all` is set) every item at once. Drawing a page of history rows in one
 * commit was one of the longest tasks of the cylinder page on a phone; in slices of a few rows each
 * commit stays short and the first rows show just as soon. Nothing is staged while `total` is 0 (the items
 * have not come yet): staging starts with the first ones.
 */
export function useStagedCount(total: number, first: number, step: number, all = false): number {
  const [drawn, setDrawn] = useState(() => (all ? Infinity : first));
  // Drawn to the end: later changes (a search, "show more", a new entry) draw in full at once. A ref, not
  // state: set as state it re-rendered every row once more, at once (outside any transition), for
  // nothing on screen.
  const finished = useRef(all);
  const done = drawn >= total;
  useEffect(() => {
    if (total === 0) return undefined;
    if (done || finished.current) {
      finished.current = true;
      return undefined;
    }
    const later = setTimeout(() => startTransition(() => setDrawn((n) => n + step)));
    return () => clearTimeout(later);
  }, [total, done, drawn, step]);
  return all || finished.current ? total : Math.min(drawn, total);
}
