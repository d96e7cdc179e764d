import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { formatKgNumber, useLocale } from '../common';
import type { GapWarning } from './logEntryLogic';

/** The seed's weight warning ('Gewichtswaarschuwing'): between submit and save when the readings do not connect. */
export function WeightGapDialog({
  warning,
  onBack,
  onSaveAnyway,
}: {
  warning: GapWarning | null;
  onBack: () => void;
  onSaveAnyway: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const n = (v: number) => formatKgNumber(v, locale);
  return (
    <Dialog open={warning !== null} onClose={onBack} maxWidth="xs" fullWidth data-testid="weight-gap-dialog">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" />
        {translate('logs.gapDialog.title')}
      </DialogTitle>
      {warning && (
        <DialogContent>
          <Typography gutterBottom>
            {translate('logs.gapDialog.text', {
              before: n(warning.weightBefore),
              after: n(warning.lastWeightAfter),
            })}
          </Typography>
          <Typography gutterBottom sx={{ fontWeight: 700 }} data-testid="weight-gap-difference">
            {translate('logs.gapDialog.difference', {
              difference: `${warning.differenceKg > 0 ? '+' : '-'}${n(Math.abs(warning.differenceKg))}`,
            })}
          </Typography>
          <Typography color="text.secondary">{translate('logs.gapDialog.note')}</Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack} variant="outlined" data-testid="weight-gap-back">
          {translate('logs.gapDialog.back')}
        </Button>
        <Button onClick={onSaveAnyway} variant="contained" color="warning" data-testid="weight-gap-save">
          {translate('logs.gapDialog.saveAnyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default WeightGapDialog;
