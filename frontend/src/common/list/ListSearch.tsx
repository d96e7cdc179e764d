import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { SearchField } from './SearchField';

/**
 * The list's free-text search (`filter.q`, sent to the server and kept in the URL), debounced. The filters
 * are read when the timer fires: a timer scheduled a moment ago must not bring back filters cleared since.
 * `resetKey` changes when a Clear button empties the search and the filters at once.
 */
export function ListSearch({
  placeholder,
  testId,
  resetKey = 0,
}: {
  placeholder: string;
  testId: string;
  resetKey?: number;
}) {
  const { filterValues, setFilters } = useListContext();
  const [search, setSearch] = useState<string>((filterValues.q as string) ?? '');
  const filtersRef = useRef(filterValues);
  const typed = useRef(false);
  useEffect(() => {
    filtersRef.current = filterValues;
  }, [filterValues]);
  useEffect(() => {
    typed.current = false;
    if (resetKey) setSearch('');
  }, [resetKey]);
  useEffect(() => {
    if (!typed.current) return undefined;
    const t = setTimeout(() => {
      const next = { ...filtersRef.current };
      const q = search.trim();
      if (((next.q as string | undefined) ?? '') === q) return;
      if (q) next.q = q;
      else delete next.q;
      setFilters(next, {}, false);
    }, 300);
    return () => clearTimeout(t);
  }, [search, setFilters]);

  return (
    <SearchField
      value={search}
      onChange={(value) => {
        typed.current = true;
        setSearch(value);
      }}
      placeholder={placeholder}
      testId={testId}
    />
  );
}
