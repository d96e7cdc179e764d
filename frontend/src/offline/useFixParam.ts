import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FIX_PARAM, fixSeq } from './fixPath';

/**
 * The queued write a page was asked to correct (`?fix=<seq>`, or null), and how to leave that mode: the
 * parameter is dropped in place, so Back does not reopen the correction.
 */
export function useFixParam(): { fixing: number | null; stopFixing: () => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const stopFixing = useCallback(
    () =>
      setSearchParams(
        (p) => {
          p.delete(FIX_PARAM);
          return p;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { fixing: fixSeq(searchParams), stopFixing };
}
