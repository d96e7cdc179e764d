import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import { useLocale } from '../common/useLocale';
import type { Refrigerant } from '../api/types';

export interface GasTypeValue {
  gasType: string;
  refrigerantId: number | null;
}

/** Refrigerants whose name or type contains the text (case-insensitive). */
export function filterRefrigerants(options: Refrigerant[], text: string): Refrigerant[] {
  const q = text.trim().toLowerCase();
  if (!q) return options;
  return options.filter((r) => r.name.toLowerCase().includes(q) || r.type.toLowerCase().includes(q));
}

/**
 * Type-ahead over the refrigerant register: picking one sets gasType + refrigerantId; free text sets gasType
 * and clears refrigerantId (the server links a refrigerant whose name matches).
 */
export function GasTypeInput({
  value,
  onChange,
  required,
  autoFocus,
  error,
}: {
  value: GasTypeValue;
  onChange: (v: GasTypeValue) => void;
  required?: boolean;
  autoFocus?: boolean;
  /** A translated message shown under the field (the form's own validation). */
  error?: string | null;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const { data = [] } = useGetList<Refrigerant>('refrigerants', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const selected =
    value.refrigerantId != null ? (data.find((r) => r.id === value.refrigerantId) ?? null) : null;
  return (
    <Autocomplete<Refrigerant, false, false, true>
      freeSolo
      options={data}
      value={selected ?? (value.gasType || null)}
      inputValue={value.gasType}
      filterOptions={(opts, state) => filterRefrigerants(opts, state.inputValue)}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      isOptionEqualToValue={(o, v) => typeof v !== 'string' && o.id === v.id}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') {
          const exact = data.find((r) => r.name.toLowerCase() === text.trim().toLowerCase());
          onChange({ gasType: text, refrigerantId: exact ? exact.id : null });
        }
      }}
      onChange={(_, v) => {
        if (v && typeof v !== 'string') onChange({ gasType: v.name, refrigerantId: v.id });
        else onChange({ gasType: v ?? '', refrigerantId: null });
      }}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} data-testid="gas-option">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 1 }}>
            <span>
              <strong>{o.name}</strong>{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {translate(`enums.refrigerantType.${o.type}`, { _: o.type })}
              </Typography>
            </span>
            <Typography component="span" variant="caption" color="text.secondary">
              GWP {o.gwp == null ? translate('refrigerants.na') : formatNumber(o.gwp, locale, 0)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="gasType"
          label={translate('resources.cylinders.fields.gasType')}
          placeholder={translate('cylinders.gasTypePlaceholder')}
          required={required}
          autoFocus={autoFocus}
          error={!!error}
          helperText={
            error ||
            (value.gasType.trim() && value.refrigerantId == null ? translate('cylinders.gasTypeFree') : ' ')
          }
        />
      )}
    />
  );
}

export default GasTypeInput;
