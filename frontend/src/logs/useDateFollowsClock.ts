import { useEffect, type Dispatch, type SetStateAction } from 'react';
import { toLocalInput } from './localInput';
import type { Values } from './logEntryValues';

// While a new entry's date is untouched it follows the clock, so "now" never lags behind an open form.
// An entry being corrected keeps the date it has (an entry on the phone: when it was saved).
export function useDateFollowsClock(following: boolean, setValues: Dispatch<SetStateAction<Values>>) {
  useEffect(() => {
    if (!following) return;
    const timer = setInterval(
      () => setValues((v) => (v.dateChanged ? v : { ...v, date: toLocalInput(new Date()) })),
      30_000,
    );
    return () => clearInterval(timer);
  }, [following, setValues]);
}
