import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../common/FormDialog';
import { ErrorBanner } from '../common/ErrorBanner';
import { useErrorMessage } from '../common/errors';
import { API_URL, httpClient } from '../providers/dataProvider';
import type { LeakCheck } from '../api/types';

/**
 * 'Void leak check' (admins): the check stays on record with who voided it and why; it no longer counts
 * for the schedule. The reason is required.
 */
export function VoidLeakCheckDialog({
  check,
  onClose,
  onDone,
}: {
  check: LeakCheck | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage('leak-checks');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (check) {
      setReason('');
      setMissing(false);
      setSaving(false);
      setError(null);
    }
  }, [check]);

  async function submit() {
    if (!check) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      const query = new URLSearchParams({ reason: reason.trim() });
      await httpClient(`${API_URL}/leak-checks/${check.id}?${query}`, { method: 'DELETE' });
      notify('leakChecks.voidDone', { type: 'success' });
      onDone();
      onClose();
    } catch (e) {
      setError(errorMessage(e, translate('leakChecks.voidFailed')));
      setSaving(false);
    }
  }

  return (
    <FormDialog
      open={!!check}
      onClose={onClose}
      onSubmit={submit}
      title={translate('leakChecks.voidTitle')}
      testId="void-leak-check-dialog"
      submit={{ label: translate('leakChecks.void'), saving, testId: 'void-leak-check-submit' }}
    >
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <TextField
        name="reason"
        required
        multiline
        autoFocus
        label={translate('leakChecks.voidReason')}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? translate('app.validation.required') : undefined}
        sx={{ mt: 1 }}
      />
    </FormDialog>
  );
}
