import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A recovery cylinder's capacity (kg): its fill level is its content against it. */
export function CapacityField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (next: string) => void;
  error: string | null;
}) {
  const translate = useTranslate();
  return (
    <TextField
      name="capacity"
      label={translate('resources.cylinders.fields.capacity')}
      type="text"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      error={!!error}
      helperText={error ?? translate('cylinders.capacityHint')}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'capacity-input' } }}
    />
  );
}
