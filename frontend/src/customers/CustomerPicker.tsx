import { useEffect, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchOptions } from '../common/useSearchOptions';
import type { Customer } from '../api/types';

type CustomerOption = Pick<Customer, 'id' | 'name' | 'address' | 'contactPerson'>;

interface Props {
  /** The chosen customer's id as the form keeps it ('' for none). */
  value: string;
  onChange: (id: string) => void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

/**
 * The installation form's customer: searched by the server (GET /api/customers?q=: name, address, contact,
 * e-mail or phone) as the user types; each option shows the name with the address under it.
 */
export function CustomerPicker({ value, onChange, label, required, disabled, error, helperText }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<CustomerOption | null>(null);
  const search = useSearchOptions<CustomerOption>('customers', input, {
    sort: { field: 'name', order: 'ASC' },
    enabled: !disabled,
  });

  // A customer given by id (a customer's page, an installation being edited) shown by its name.
  useEffect(() => {
    if (value === '') return setSelected(null);
    if (selected && String(selected.id) === value) return;
    let live = true;
    dataProvider
      .getOne<CustomerOption>('customers', { id: Number(value) })
      .then(({ data }) => live && setSelected(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Only when the id changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const options =
    selected && !search.options.some((o) => o.id === selected.id)
      ? [selected, ...search.options]
      : search.options;
  return (
    <Autocomplete
      options={options}
      value={selected}
      disabled={disabled}
      loading={search.loading}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, option) => {
        setSelected(option);
        onChange(option ? String(option.id) : '');
      }}
      noOptionsText={translate('customers.picker.none')}
      loadingText={translate('app.loading')}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} data-testid="customer-option">
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {o.name}
            </Typography>
            {(o.address || o.contactPerson) && (
              <Typography variant="caption" color="text.secondary">
                {[o.address, o.contactPerson].filter(Boolean).join(' · ')}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required={required}
          label={label}
          placeholder={translate('customers.picker.placeholder')}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'data-testid': 'customer-picker',
              name: 'customerId',
            },
          }}
        />
      )}
    />
  );
}
