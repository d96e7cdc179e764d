import { useEffect, useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DELAY_MS = 250;

/**
 * A picker's options searched by the server: the register's list with its `q` filter (what was typed,
 * trimmed) beside the given filter, asked once typing pauses; an answer overtaken by newer typing is
 * dropped. The register may hold thousands of records, so nothing is loaded whole or filtered here.
 */
export function useSearchOptions<T extends RaRecord>(
  resource: string,
  input: string,
  {
    filter,
    sort,
    perPage = 20,
    enabled = true,
  }: {
    filter?: Record<string, unknown>;
    sort: { field: string; order: 'ASC' | 'DESC' };
    perPage?: number;
    enabled?: boolean;
  },
) {
  const dataProvider = useDataProvider();
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  // The filter's identity changes on every render of a caller's inline object: compare its content.
  const filterKey = JSON.stringify(filter ?? {});

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      dataProvider
        .getList<T>(resource, {
          filter: { ...(JSON.parse(filterKey) as object), ...(input.trim() ? { q: input.trim() } : {}) },
          sort,
          pagination: { page: 1, perPage },
          signal: controller.signal,
        })
        .then(({ data }) => !controller.signal.aborted && setOptions(data))
        .catch(() => undefined)
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // sort is a literal per caller: its fields decide, not its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, input, filterKey, sort.field, sort.order, perPage, enabled, dataProvider]);

  return { options, loading };
}
