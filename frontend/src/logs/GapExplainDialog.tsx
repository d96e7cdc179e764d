import { useEffect, useState } from 'react';
import { Alert, Button, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { FormDialog, useErrorMessage, useLocale } from '../common';
import type { AppDataProvider } from '../providers/dataProvider';
import { gapExplanationError, MAX_GAP_EXPLANATION, MIN_GAP_EXPLANATION, signedGap } from './gapExplainLogic';
import type { LogEntry } from '../api/types';

/** An administrator explains an entry's weight gap (a gap stays on record; the explanation says why it is not missing gas). */
export function GapExplainDialog({
  entry,
  onClose,
  onSaved,
}: {
  entry: LogEntry | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const errorMessage = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setText('');
    setTouched(false);
    setFailure(null);
  }, [entry?.id]);

  const problem = gapExplanationError(text);
  const shownProblem =
    touched && problem ? translate(problem, { min: MIN_GAP_EXPLANATION, max: MAX_GAP_EXPLANATION }) : null;

  const save = async () => {
    setTouched(true);
    if (!entry || problem || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await dataProvider.post(`logs/${entry.id}/explain-gap`, { explanation: text.trim() });
      onSaved();
    } catch (e) {
      setFailure(errorMessage(e, translate('logs.explainGap.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={entry !== null}
      title={translate('logs.explainGap.title')}
      onClose={onClose}
      onSubmit={() => void save()}
      testId="gap-explain-dialog"
      actions={
        <>
          <Button onClick={onClose} disabled={saving} data-testid="gap-explain-cancel">
            {translate('logs.explainGap.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="gap-explain-save">
            {translate('logs.explainGap.save')}
          </Button>
        </>
      }
    >
      {entry?.weightGap !== null && entry?.weightGap !== undefined && (
        <Typography variant="body2">
          {translate('logs.explainGap.intro', { gap: signedGap(entry.weightGap, locale) })}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" data-testid="gap-explain-failure">
          {failure}
        </Alert>
      )}
      <TextField
        autoFocus
        multiline
        minRows={3}
        label={translate('logs.explainGap.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setTouched(true)}
        error={shownProblem !== null}
        helperText={shownProblem ?? ' '}
        slotProps={{
          htmlInput: { maxLength: MAX_GAP_EXPLANATION, 'data-testid': 'gap-explain-text' },
          // The asterisk only: the check (and its translated message) is ours, not the browser's.
          inputLabel: { required: true },
        }}
      />
    </FormDialog>
  );
}

export default GapExplainDialog;
