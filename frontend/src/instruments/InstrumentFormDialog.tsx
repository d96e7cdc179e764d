import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INSTRUMENT_KINDS } from '@domain';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { useRecordForm } from '../common/useRecordForm';
import { rules } from '../common/useFormValidation';
import { localToday } from '../leak-checks/dates';
import { calibrationDateErrors } from './calibration';
import type { Instrument } from '../api/types';

type Values = {
  kind: string;
  serialNumber: string;
  make: string;
  calibratedOn: string;
  calibrationDue: string;
};

const dateRule =
  (which: 'calibratedOn' | 'calibrationDue') => (_value: unknown, values: Record<string, unknown>) =>
    calibrationDateErrors(
      String(values.calibratedOn ?? ''),
      String(values.calibrationDue ?? ''),
      localToday(),
    )[which] ?? undefined;

const RULES = {
  serialNumber: [rules.required()],
  calibratedOn: [dateRule('calibratedOn')],
  calibrationDue: [dateRule('calibrationDue')],
};

const valuesOf = (record: Instrument | null): Values => ({
  kind: record?.kind ?? 'SCALE',
  serialNumber: record?.serialNumber ?? '',
  make: record?.make ?? '',
  calibratedOn: record?.calibratedOn ?? '',
  calibrationDue: record?.calibrationDue ?? '',
});

interface Props {
  open: boolean;
  /** The instrument to edit; null registers a new one. */
  record: Instrument | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Modal 'Add instrument' / 'Edit instrument': kind, serial number, make, calibration date and due date. */
export function InstrumentFormDialog({ open, record, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const form = useRecordForm({
    resource: 'instruments',
    record,
    open,
    valuesOf,
    rules: RULES,
    onSaved,
    onClose,
  });
  const { values, saver, check } = form;
  const dateProps = { slotProps: { inputLabel: { shrink: true } } };

  async function submit() {
    const trimmed = { ...values, serialNumber: values.serialNumber.trim() };
    if (!check.validate(trimmed)) return;
    await saver.save({
      kind: values.kind,
      serialNumber: trimmed.serialNumber,
      make: values.make.trim() || null,
      calibratedOn: values.calibratedOn || null,
      calibrationDue: values.calibrationDue || null,
    });
  }

  return (
    <RecordFormDialog
      open={open}
      editing={!!record}
      title={translate(record ? 'instruments.edit' : 'instruments.add')}
      testId="instrument"
      saver={saver}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="xs"
    >
      <TextField
        {...form.field('kind')}
        select
        required
        sx={{ mt: 1 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'instrument-kind' } as object } }}
      >
        {INSTRUMENT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind} data-testid={`instrument-kind-${kind}`}>
            {translate(`enums.instrumentKind.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.field('serialNumber')} required slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField {...form.field('make')} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField {...form.field('calibratedOn')} type="date" {...dateProps} />
      <TextField {...form.field('calibrationDue')} type="date" {...dateProps} />
    </RecordFormDialog>
  );
}

export default InstrumentFormDialog;
