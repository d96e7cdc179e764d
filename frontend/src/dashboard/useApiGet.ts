import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

export interface ApiGetState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => Promise<void>;
}

/** GET /api/<path> through the app's data provider (bearer token, HTTP_TIMEOUT_MS timeout); null path = skip. */
export function useApiGet<T>(path: string | null): ApiGetState<T> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(path !== null);
  const seq = useRef(0);

  const load = useCallback(async () => {
    if (path === null) return;
    const mine = ++seq.current;
    setLoading(true);
    // The answer is rendered as a transition: React draws a page full of cards and tables in slices
    // and answers taps in between, instead of one long task when the data arrives.
    try {
      const json = await dataProvider.get<T>(path);
      if (mine === seq.current)
        startTransition(() => {
          setData(json);
          setError(null);
          setLoading(false);
        });
    } catch (e) {
      if (mine === seq.current)
        startTransition(() => {
          setError(e);
          setLoading(false);
        });
    }
  }, [dataProvider, path]);

  useEffect(() => {
    void load();
  }, [load]);

  return { data, error, loading, refetch: load };
}
