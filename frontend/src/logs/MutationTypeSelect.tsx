import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CylinderType, MutationType } from '@domain';
import { mutationTypeOptions } from './mutationTypeOptions';

/** The mutation form's type (grouped): what this fill or recovery cylinder is for comes first. */
export function MutationTypeSelect({
  value,
  onChange,
  error,
  cylinderType,
}: {
  value: MutationType | '';
  onChange: (type: MutationType) => void;
  error: string | null;
  cylinderType: CylinderType;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      required
      label={translate('logs.mutationType')}
      value={value}
      onChange={(e) => onChange(e.target.value as MutationType)}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { 'data-testid': 'log-type', name: 'mutationType' } }}
    >
      {mutationTypeOptions({ cylinderType, translate })}
    </TextField>
  );
}
