import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REFRIGERANT_TYPES } from '@domain';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { useRecordForm } from '../common/useRecordForm';
import { rules } from '../common/useFormValidation';
import type { Refrigerant } from '../api/types';

const RULES = { name: [rules.required()], gwp: [rules.wholeNumber()] };

interface Props {
  open: boolean;
  /** The refrigerant to edit; null creates a new one. */
  record: Refrigerant | null;
  onClose: () => void;
  onSaved: () => void;
}

const valuesOf = (record: Refrigerant | null) => ({
  name: record?.name ?? '',
  type: record?.type ?? 'HFC',
  gwp: record?.gwp == null ? '' : String(record.gwp),
});

/** Modal 'Add Refrigerant' / 'Edit Refrigerant': Name, Type, GWP (whole number >= 0, empty = unknown). */
export function RefrigerantFormDialog({ open, record, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const form = useRecordForm({
    resource: 'refrigerants',
    record,
    open,
    valuesOf,
    rules: RULES,
    onSaved,
    onClose,
  });
  const { values, saver, check } = form;

  async function submit() {
    if (!check.validate({ name: values.name.trim(), gwp: values.gwp.trim() })) return;
    const gwp = values.gwp.trim() === '' ? null : parseInt(values.gwp, 10);
    const data = { name: values.name.trim(), type: values.type, gwp: Number.isNaN(gwp) ? null : gwp };
    await saver.save(data);
  }

  return (
    <RecordFormDialog
      open={open}
      editing={!!record}
      title={translate(record ? 'refrigerants.edit' : 'refrigerants.add')}
      testId="refrigerant"
      saver={saver}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="xs"
    >
      <TextField
        {...form.field('name')}
        placeholder={translate('refrigerants.namePlaceholder')}
        required
        autoFocus
        sx={{ mt: 1 }}
      />
      <TextField
        {...form.field('type')}
        select
        required
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'refrigerant-type' } as object } }}
      >
        {REFRIGERANT_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {translate(`enums.refrigerantType.${t}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...form.field('gwp', translate('refrigerants.gwpHint'))}
        type="number"
        placeholder={translate('refrigerants.gwpPlaceholder')}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      />
    </RecordFormDialog>
  );
}

export default RefrigerantFormDialog;
