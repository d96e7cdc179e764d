import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * A select over one list filter (`filter.<source>`, kept in the URL): "All" clears it, an option sets its
 * value (a string or a boolean, as the API expects it).
 */
export function FilterSelect({
  source,
  label,
  options,
}: {
  source: string;
  label: string;
  options: { value: string | boolean; label: string }[];
}) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = filterValues[source] as string | boolean | undefined;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={current === undefined ? '' : String(current)}
      onChange={(e) => {
        const next = { ...filterValues };
        const option = options.find((o) => String(o.value) === e.target.value);
        if (option) next[source] = option.value;
        else delete next[source];
        setFilters(next, {}, false);
      }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `filter-${source}` } as object } }}
    >
      <MenuItem value="">{translate('cylinders.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
