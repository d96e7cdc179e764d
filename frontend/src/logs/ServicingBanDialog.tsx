import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';

/**
 * After the server refused a fill-up under the servicing ban (409 SERVICING_BAN): the fitter goes back, or
 * confirms that the installation is exempt and saves again with the warning acknowledged.
 */
export function ServicingBanDialog({
  open,
  onBack,
  onConfirm,
}: {
  open: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onBack} maxWidth="xs" fullWidth data-testid="servicing-ban-dialog">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" />
        {translate('logs.banDialog.title')}
      </DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{translate('logs.banDialog.text')}</Typography>
        <Typography color="text.secondary" gutterBottom>
          {translate('logs.banDialog.note')}
        </Typography>
        {/* A new tab: the form and what was typed stay where they are. */}
        <Link href="/help/servicing-ban" target="_blank" rel="noopener" data-testid="servicing-ban-help-link">
          {translate('help.servicingBan.link')}
        </Link>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack} variant="outlined" data-testid="servicing-ban-back">
          {translate('logs.banDialog.back')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="warning" data-testid="servicing-ban-confirm">
          {translate('logs.banDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ServicingBanDialog;
