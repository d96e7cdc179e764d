import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Select over an enum with translated labels (`enums.<group>.<VALUE>`); optional 'All' entry (value ''). */
export function EnumSelect({
  name,
  label,
  values,
  group,
  value,
  onChange,
  required,
  allowAll,
  size,
}: {
  name: string;
  label: string;
  values: readonly string[];
  group: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  allowAll?: boolean;
  size?: 'small' | 'medium';
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value}
      required={required}
      size={size}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `select-${name}` } as object } }}
    >
      {allowAll && (
        <MenuItem value="">
          <em>{translate('cylinders.all')}</em>
        </MenuItem>
      )}
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {group ? translate(`enums.${group}.${v}`, { _: v }) : v}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default EnumSelect;
