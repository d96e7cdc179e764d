import {
  useEffect,
  useLayoutEffect,
  useRef,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { followLastEntry, formatKgInput, startingReading } from './logEntryLogic';
import type { Values } from './logEntryValues';
import type { LogEntry } from '../api/types';
import type { QueuedWrite } from '../offline/queue';

interface Args {
  logs: LogEntry[];
  deliveryKg: number;
  locale: string;
  editing: LogEntry | null;
  queued: QueuedWrite | null;
  /** The draft read at mount (useLogEntryValues): a restored draft keeps its own "weight before". */
  restored: RefObject<Values | null>;
  setValues: Dispatch<SetStateAction<Values>>;
}

/**
 * Where a new entry's "weight before" starts (`start`, as text `lastAfter`), and the form following it.
 * `prefilled` is what the form last pre-filled; `currentLogs` the entries as last rendered (for a save's reset).
 */
export function useWeightBeforePrefill({
  logs,
  deliveryKg,
  locale,
  editing,
  queued,
  restored,
  setValues,
}: Args) {
  // A new last entry (after a save, or another fitter's) moves the pre-filled "weight before" along, unless
  // the user typed their own reading.
  const start = startingReading(logs, deliveryKg);
  const lastAfter = formatKgInput(start?.kg, locale);
  const prefilled = useRef(editing || queued || restored.current ? null : lastAfter);
  // The entries as last rendered: a save's reset must not use the list its closure saw, which the refetch
  // after the save may already have replaced (the new "weight before" would then never arrive).
  const currentLogs = useRef(logs);
  useLayoutEffect(() => {
    currentLogs.current = logs;
  }, [logs]);
  useEffect(() => {
    if (editing || queued) return;
    const from = prefilled.current;
    setValues((v) => followLastEntry(v, from, lastAfter, locale));
    prefilled.current = lastAfter;
    // The language is read as it is when the last entry moves; switching it does not rewrite a reading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastAfter, editing, queued]);

  return { start, lastAfter, prefilled, currentLogs };
}
