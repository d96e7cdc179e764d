import { useEffect, useState } from 'react';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchOptions } from '../common/useSearchOptions';
import { installationFits, type CylinderGas, type InstallationOption } from './installationPicker';

interface Props {
  value: number | '';
  onChange: (id: number | '') => void;
  cylinder: CylinderGas;
  required: boolean;
  error: string | null;
  /** Shown under the field while the value is the form's proposal. */
  proposed: boolean;
}

/**
 * The installation a fill-up or reclaim went into or came out of: searched by name, customer or address
 * (GET /api/installations?q=), only active ones with the cylinder's gas; each option shows customer and name.
 */
export function InstallationPicker({ value, onChange, cylinder, required, error, proposed }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<InstallationOption | null>(null);

  // The chosen (or proposed) id as an option with its names; one that no longer fits is dropped.
  useEffect(() => {
    if (value === '') return setSelected(null);
    if (selected?.id === value) return;
    let live = true;
    dataProvider
      .getOne<InstallationOption>('installations', { id: value })
      .then(({ data }) => {
        if (!live) return;
        if (installationFits(data, cylinder)) setSelected(data);
        else onChange('');
      })
      .catch(() => live && onChange(''));
    return () => {
      live = false;
    };
    // Only when the id changes: the cylinder's gas does not change while the form is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const search = useSearchOptions<InstallationOption>('installations', input, {
    filter: {
      status: 'ACTIVE',
      ...(cylinder.refrigerantId !== null ? { refrigerantId: cylinder.refrigerantId } : {}),
    },
    sort: { field: 'name', order: 'ASC' },
  });
  const options = search.options.filter((i) => installationFits(i, cylinder));

  return (
    <Autocomplete
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      loading={search.loading}
      filterOptions={(all) => all}
      getOptionLabel={(o) => `${o.customerName} · ${o.name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, option) => {
        setSelected(option);
        onChange(option ? option.id : '');
      }}
      noOptionsText={translate('logs.installation.none')}
      loadingText={translate('logs.installation.loading')}
      sx={{ gridColumn: { sm: '1 / -1' } }}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} data-testid="installation-option">
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {o.customerName} · {o.name}
            </Typography>
            {o.address && (
              <Typography variant="caption" color="text.secondary">
                {o.address}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required={required}
          label={translate('logs.installation.label')}
          placeholder={translate('logs.installation.placeholder')}
          error={!!error}
          helperText={
            error ??
            (proposed && selected
              ? translate('logs.installation.proposed')
              : translate('logs.installation.hint'))
          }
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'data-testid': 'log-installation',
              name: 'installationId',
            },
          }}
        />
      )}
    />
  );
}
