import { useEffect, useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { useListContext } from 'react-admin';

/**
 * A text box over one list filter (`filter.<source>`, kept in the URL), sent a moment after typing stops;
 * empty clears it. The filters are read when the timer fires, as ListSearch does.
 */
export function FilterText({ source, label }: { source: string; label: string }) {
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState<string>((filterValues[source] as string | undefined) ?? '');
  const filtersRef = useRef(filterValues);
  const typed = useRef(false);
  useEffect(() => {
    filtersRef.current = filterValues;
    // Cleared elsewhere (a Clear button, a link): show it empty.
    if (filterValues[source] === undefined && !typed.current) setText('');
  }, [filterValues, source]);
  useEffect(() => {
    if (!typed.current) return undefined;
    const t = setTimeout(() => {
      typed.current = false;
      const next = { ...filtersRef.current };
      const value = text.trim();
      if (((next[source] as string | undefined) ?? '') === value) return;
      if (value) next[source] = value;
      else delete next[source];
      setFilters(next, {}, false);
    }, 300);
    return () => clearTimeout(t);
  }, [text, source, setFilters]);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => {
        typed.current = true;
        setText(e.target.value);
      }}
      slotProps={{ htmlInput: { 'data-testid': `filter-${source}`, maxLength: 100 } }}
    />
  );
}
