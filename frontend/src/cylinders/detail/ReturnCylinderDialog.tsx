import { useEffect, useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../../common/FormDialog';
import { ErrorBanner } from '../../common/ErrorBanner';
import { useErrorMessage } from '../../common/errors';
import { useFormatKg } from '../../common/useLocale';
import { localToday } from '../../leak-checks/dates';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { CylinderDetail } from '../../api/types';
import { kgFromText, returnChecks, returnedContentKg, type ReturnValues } from '../cylinderLife';

const EMPTY: ReturnValues = { returnedOn: '', weightAtReturn: '', returnReference: '' };

/**
 * 'Return to supplier': POST /api/cylinders/:id/return with the day, the gross weight on the scale and the
 * supplier's reference. The cylinder leaves stock (INACTIVE, returnedOn set) and keeps its records. The
 * server's refusals (RETURN_BELOW_TARE, CYLINDER_ALREADY_RETURNED) are shown translated in the dialog.
 */
export function ReturnCylinderDialog({
  cylinder,
  open,
  onClose,
  onDone,
}: {
  cylinder: CylinderDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const kg = useFormatKg();
  const dataProvider = useDataProvider<AppDataProvider>();
  const errorMessage = useErrorMessage('cylinders');
  const [v, setV] = useState<ReturnValues>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setV({ ...EMPTY, returnedOn: localToday() });
      setTouched(false);
      setSaving(false);
      setError(null);
    }
  }, [open]);

  const checks = returnChecks(v, localToday());
  const fieldError = (k: keyof ReturnValues) => {
    const c = touched ? checks[k] : null;
    return c ? translate(c.key, c.params) : null;
  };
  const content = returnedContentKg(v.weightAtReturn, cylinder.tareWeight);

  async function submit() {
    setTouched(true);
    setError(null);
    if (Object.values(checks).some(Boolean)) return;
    setSaving(true);
    try {
      await dataProvider.post(`cylinders/${cylinder.id}/return`, {
        returnedOn: v.returnedOn,
        weightAtReturn: kgFromText(v.weightAtReturn),
        returnReference: v.returnReference.trim() || null,
      });
      notify('cylinders.return.done', { type: 'success' });
      onDone();
      onClose();
    } catch (e) {
      setError(errorMessage(e, translate('cylinders.return.failed')));
      setSaving(false);
    }
  }

  const set = (k: keyof ReturnValues) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [k]: e.target.value }));
  const field = (name: string) => translate(`resources.cylinders.fields.${name}`);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={translate('cylinders.return.title', { serial: cylinder.serialNumber })}
      testId="return-dialog"
      submit={{ label: translate('cylinders.return.submit'), saving, testId: 'return-submit' }}
    >
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <Typography variant="body2" color="text.secondary">
        {translate('cylinders.return.intro')}
      </Typography>
      <TextField
        name="returnedOn"
        label={field('returnedOn')}
        type="date"
        required
        value={v.returnedOn}
        onChange={set('returnedOn')}
        error={!!fieldError('returnedOn')}
        helperText={fieldError('returnedOn')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localToday() } }}
      />
      <Box>
        <TextField
          name="weightAtReturn"
          label={field('weightAtReturn')}
          required
          fullWidth
          autoFocus
          value={v.weightAtReturn}
          onChange={set('weightAtReturn')}
          error={!!fieldError('weightAtReturn')}
          helperText={
            fieldError('weightAtReturn') ??
            translate('cylinders.return.weightHint', { tare: kg(cylinder.tareWeight) })
          }
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {content !== null && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="return-content">
            {translate('cylinders.return.content', { content: kg(content) })}
          </Typography>
        )}
      </Box>
      <TextField
        name="returnReference"
        label={field('returnReference')}
        value={v.returnReference}
        onChange={set('returnReference')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}

export default ReturnCylinderDialog;
