import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REFRIGERANT_TYPES } from '@domain';
import { FormDialog } from '../common/FormDialog';
import { ErrorBanner } from '../common/ErrorBanner';
import { useRecordSave } from '../common/useRecordSave';
import { rules, useFormValidation } from '../common/useFormValidation';
import type { Refrigerant } from '../api/types';

const RULES = { name: [rules.required()], gwp: [rules.wholeNumber()] };

interface Props {
  open: boolean;
  /** The refrigerant to edit; null creates a new one. */
  record: Refrigerant | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Modal 'Add Refrigerant' / 'Edit Refrigerant': Name, Type, GWP (whole number >= 0, empty = unknown). */
export function RefrigerantFormDialog({ open, record, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const [values, setValues] = useState({ name: '', type: 'HFC', gwp: '' });
  const saver = useRecordSave('refrigerants', record, { onSaved, onClose });
  const { reset: resetSave } = saver;
  const check = useFormValidation<'name' | 'gwp'>(RULES);
  const { reset } = check;

  useEffect(() => {
    if (open) {
      setValues({
        name: record?.name ?? '',
        type: record?.type ?? 'HFC',
        gwp: record?.gwp == null ? '' : String(record.gwp),
      });
      resetSave();
      reset();
    }
  }, [open, record, reset, resetSave]);

  async function submit() {
    if (!check.validate({ name: values.name.trim(), gwp: values.gwp.trim() })) return;
    const gwp = values.gwp.trim() === '' ? null : parseInt(values.gwp, 10);
    const data = { name: values.name.trim(), type: values.type, gwp: Number.isNaN(gwp) ? null : gwp };
    await saver.save(data);
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={translate(record ? 'refrigerants.edit' : 'refrigerants.add')}
      testId="refrigerant-dialog"
      maxWidth="xs"
      submit={{
        label: translate(record ? 'app.action.update' : 'app.action.create'),
        saving: saver.saving,
        testId: 'refrigerant-submit',
      }}
    >
      <ErrorBanner message={saver.error} onClose={saver.clearError} />
      <TextField
        label={translate('resources.refrigerants.fields.name')}
        name="name"
        value={values.name}
        onChange={(e) => {
          check.clear('name');
          setValues((v) => ({ ...v, name: e.target.value }));
        }}
        {...check.fieldProps('name')}
        placeholder={translate('refrigerants.namePlaceholder')}
        required
        autoFocus
        sx={{ mt: 1 }}
      />
      <TextField
        select
        label={translate('resources.refrigerants.fields.type')}
        name="type"
        value={values.type}
        onChange={(e) => setValues((v) => ({ ...v, type: e.target.value }))}
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
        label={translate('resources.refrigerants.fields.gwp')}
        name="gwp"
        type="number"
        value={values.gwp}
        onChange={(e) => {
          check.clear('gwp');
          setValues((v) => ({ ...v, gwp: e.target.value }));
        }}
        placeholder={translate('refrigerants.gwpPlaceholder')}
        {...check.fieldProps('gwp', translate('refrigerants.gwpHint'))}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}

export default RefrigerantFormDialog;
