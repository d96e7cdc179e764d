import { Alert, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatDate } from '../common/format';
import { instrumentOverdueOn } from './calibration';
import type { Instrument } from '../api/types';

/** More instruments than a company keeps: the picker lists them all in one page. */
const MAX_INSTRUMENTS = 500;

interface Props {
  value: number | '';
  onChange: (id: number | '') => void;
  /** The record's calendar day (YYYY-MM-DD): the warning compares the calibration with it. */
  day: string | null;
  /** Which instruments come first (the kinds the record is usually measured with). */
  preferKinds?: readonly Instrument['kind'][];
  testId?: string;
}

/**
 * The measuring instrument a record was made with (optional). An instrument whose calibration is overdue on
 * the record's day stays selectable, marked in the list and warned about under the field: the server stores
 * the record with instrumentOverdue, never a silent pass.
 */
export function InstrumentPicker({
  value,
  onChange,
  day,
  preferKinds = [],
  testId = 'instrument-picker',
}: Props) {
  const translate = useTranslate();
  const { data: instruments = [] } = useGetList<Instrument>('instruments', {
    pagination: { page: 1, perPage: MAX_INSTRUMENTS },
    sort: { field: 'serialNumber', order: 'ASC' },
  });
  const rank = (m: Instrument) => (preferKinds.includes(m.kind) ? 0 : 1);
  const sorted = [...instruments].sort((a, b) => rank(a) - rank(b));
  const chosen = instruments.find((m) => m.id === value);
  const overdue = instrumentOverdueOn(chosen, day);
  return (
    <>
      <TextField
        select
        label={translate('instruments.picker.label')}
        value={chosen ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        slotProps={{
          select: { SelectDisplayProps: { 'data-testid': testId } as object },
          htmlInput: { name: 'instrumentId' },
        }}
      >
        <MenuItem value="">
          <em>{translate('instruments.picker.none')}</em>
        </MenuItem>
        {sorted.map((m) => (
          <MenuItem key={m.id} value={m.id} data-testid={`instrument-option-${m.id}`}>
            {[
              translate(`enums.instrumentKind.${m.kind}`),
              m.serialNumber,
              m.make,
              instrumentOverdueOn(m, day) ? `⚠ ${translate('instruments.picker.overdueOption')}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </MenuItem>
        ))}
      </TextField>
      {overdue && chosen && (
        <Alert
          severity="warning"
          data-testid="instrument-overdue-warning"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        >
          {translate('instruments.picker.overdueWarning', { date: formatDate(chosen.calibrationDue) })}
        </Alert>
      )}
    </>
  );
}
