import { useEffect, useState } from 'react';
import { Button, MenuItem, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { REFRIGERANT_TYPES } from '@domain';
import { FormDialog } from '../common/FormDialog';
import { ErrorBanner } from '../common/ErrorBanner';
import { useErrorMessage } from '../common/errors';
import { closeAfterSave } from '../common/closeAfterSave';
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
  const notify = useNotify();
  const errorMessage = useErrorMessage('refrigerants');
  const [create] = useCreate();
  const [update] = useUpdate();
  const [values, setValues] = useState({ name: '', type: 'HFC', gwp: '' });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = useFormValidation<'name' | 'gwp'>(RULES);
  const { reset } = check;

  useEffect(() => {
    if (open) {
      setValues({
        name: record?.name ?? '',
        type: record?.type ?? 'HFC',
        gwp: record?.gwp == null ? '' : String(record.gwp),
      });
      setError(null);
      setSaving(false);
      reset();
    }
  }, [open, record, reset]);

  async function submit() {
    if (!check.validate({ name: values.name.trim(), gwp: values.gwp.trim() })) return;
    setError(null);
    setSaving(true);
    const gwp = values.gwp.trim() === '' ? null : parseInt(values.gwp, 10);
    const data = { name: values.name.trim(), type: values.type, gwp: Number.isNaN(gwp) ? null : gwp };
    try {
      if (record) {
        await update(
          'refrigerants',
          { id: record.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify('refrigerants.updated', { type: 'success' });
      } else {
        await create('refrigerants', { data }, { returnPromise: true });
        notify('refrigerants.created', { type: 'success' });
      }
      onSaved();
      await closeAfterSave(onClose);
    } catch (e) {
      setError(errorMessage(e, translate('refrigerants.saveFailed')));
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={translate(record ? 'refrigerants.edit' : 'refrigerants.add')}
      testId="refrigerant-dialog"
      maxWidth="xs"
      actions={
        <>
          <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="refrigerant-submit">
            {saving
              ? translate('app.action.saving')
              : translate(record ? 'app.action.update' : 'app.action.create')}
          </Button>
        </>
      }
    >
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <TextField
        label={translate('refrigerants.fields.name')}
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
        label={translate('refrigerants.fields.type')}
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
        label={translate('refrigerants.fields.gwp')}
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
