import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InstrumentRef } from '../api/types';

/**
 * The instrument a saved log entry or leak check names: a plain chip, or a warning chip when its calibration
 * was overdue on the record's date (the stored instrumentOverdue flag). Nothing when no instrument is named.
 */
export function InstrumentChip({
  instrument,
  overdue,
}: {
  instrument: InstrumentRef | null | undefined;
  overdue: boolean | undefined;
}) {
  const translate = useTranslate();
  if (!instrument) return null;
  return overdue ? (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      data-testid="record-instrument-overdue"
      label={translate('instruments.flag', { serial: instrument.serialNumber })}
    />
  ) : (
    <Chip
      size="small"
      variant="outlined"
      data-testid="record-instrument"
      label={translate('instruments.usedInstrument', { serial: instrument.serialNumber })}
    />
  );
}
