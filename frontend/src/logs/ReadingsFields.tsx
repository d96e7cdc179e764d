import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Values } from './logEntryValues';

type Reading = 'weightBefore' | 'weightAfter';

interface Props {
  values: Pick<Values, 'weightBefore' | 'weightAfter' | 'weight'>;
  /** Each field's error as shown (null until the form was submitted). */
  errors: Record<Reading | 'weight', string | null>;
  editing: boolean;
  /** The pre-filled "weight before" (useWeightBeforePrefill) and where it comes from. */
  lastAfter: string;
  startFrom: 'last' | 'delivery' | undefined;
  onReading: (k: Reading, text: string) => void;
  onWeight: (text: string) => void;
}

/** The mutation form's readings: weight before / after and the difference (live |before - after|, editable). */
export function ReadingsFields({
  values,
  errors,
  editing,
  lastAfter,
  startFrom,
  onReading,
  onWeight,
}: Props) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        label={translate('logs.weightBefore')}
        value={values.weightBefore}
        onChange={(e) => onReading('weightBefore', e.target.value)}
        error={!!errors.weightBefore}
        helperText={
          errors.weightBefore ??
          (!editing && values.weightBefore !== '' && values.weightBefore === lastAfter
            ? translate(startFrom === 'delivery' ? 'logs.prefilledDelivery' : 'logs.prefilled')
            : undefined)
        }
        slotProps={{ htmlInput: { name: 'weightBefore', inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        label={translate('logs.weightAfter')}
        value={values.weightAfter}
        onChange={(e) => onReading('weightAfter', e.target.value)}
        error={!!errors.weightAfter}
        helperText={errors.weightAfter}
        slotProps={{ htmlInput: { name: 'weightAfter', inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        label={translate('logs.weight')}
        value={values.weight}
        onChange={(e) => onWeight(e.target.value)}
        error={!!errors.weight}
        helperText={errors.weight ?? translate('logs.weightHint')}
        slotProps={{ htmlInput: { name: 'weight', inputMode: 'decimal', autoComplete: 'off' } }}
      />
    </>
  );
}
