import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { ErrorBanner } from '../common/ErrorBanner';
import { useErrorMessage } from '../common/errors';
import type { AppDataProvider } from '../providers/dataProvider';
import { localToday } from '../leak-checks/dates';

const DESTINATIONS = [
  'RECOVERED_INTO_CYLINDERS',
  'SENT_FOR_RECLAMATION',
  'SENT_FOR_DESTRUCTION',
  'OTHER',
] as const;

/** 'Decommission installation' (admins): the date, where the gas went, a note. There is no way back. */
export function DecommissionDialog({
  open,
  installationId,
  onClose,
  onDone,
}: {
  open: boolean;
  installationId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage('installations');
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState({ decommissionedOn: '', gasDestination: '', note: '' });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (open) {
      setValues({ decommissionedOn: localToday(), gasDestination: '', note: '' });
      setError(null);
      setSaving(false);
      setMissing(false);
    }
  }, [open]);

  async function submit() {
    if (!values.decommissionedOn || !values.gasDestination) {
      setMissing(true);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await dataProvider.post(`installations/${installationId}/decommission`, {
        decommissionedOn: values.decommissionedOn,
        gasDestination: values.gasDestination,
        note: values.note.trim() || null,
      });
      notify('installations.decommission.done', { type: 'success' });
      onDone();
      onClose();
    } catch (e) {
      setError(errorMessage(e, translate('installations.decommission.failed')));
      setSaving(false);
    }
  }

  const label = (f: string) => translate(`resources.installations.fields.${f}`);
  const required = (v: string) =>
    missing && !v ? { error: true, helperText: translate('app.validation.required') } : {};
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={translate('installations.decommission.title')}
      testId="decommission-dialog"
      submit={{
        label: translate('installations.decommission.confirm'),
        saving,
        testId: 'decommission-submit',
      }}
    >
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <TextField
        name="decommissionedOn"
        type="date"
        required
        label={label('decommissionedOn')}
        value={values.decommissionedOn}
        onChange={(e) => setValues((v) => ({ ...v, decommissionedOn: e.target.value }))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localToday() } }}
        sx={{ mt: 1 }}
        {...required(values.decommissionedOn)}
      />
      <TextField
        name="gasDestination"
        select
        required
        label={label('gasDestination')}
        value={values.gasDestination}
        onChange={(e) => setValues((v) => ({ ...v, gasDestination: e.target.value }))}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'select-gasDestination' } as object } }}
        {...required(values.gasDestination)}
      >
        {DESTINATIONS.map((d) => (
          <MenuItem key={d} value={d}>
            {translate(`enums.gasDestination.${d}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="note"
        multiline
        label={label('note')}
        value={values.note}
        onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))}
      />
    </FormDialog>
  );
}
