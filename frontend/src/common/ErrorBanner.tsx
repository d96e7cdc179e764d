import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Dismissible error banner titled 'Error' (seed: refrigerants page). Renders nothing without a message. */
export function ErrorBanner({
  message,
  onClose,
}: {
  message: string | null | undefined;
  onClose?: () => void;
}) {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }} data-testid="error-banner">
      <AlertTitle>{translate('app.errorTitle')}</AlertTitle>
      {message}
    </Alert>
  );
}

export default ErrorBanner;
