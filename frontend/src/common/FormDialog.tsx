import type { FormEvent, ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useAsyncHandler } from './useAsyncHandler';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  children: ReactNode;
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  testId?: string;
}

/**
 * Modal with a title (its form checks fields itself, with translated messages, never the browser's bubbles), an X button and a form body; closes on backdrop click (seed). Full screen on phones.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  children,
  actions,
  maxWidth = 'sm',
  testId,
}: Props) {
  const translate = useTranslate();
  const handle = useAsyncHandler();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={fullScreen}
      data-testid={testId}
    >
      <form
        noValidate
        onSubmit={handle(async (e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          await onSubmit?.(e);
        })}
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
      >
        <DialogTitle sx={{ pr: 6 }}>
          {title}
          <IconButton
            aria-label={translate('app.action.close')}
            onClick={onClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {children}
        </DialogContent>
        {actions && <DialogActions sx={{ px: 3, py: 1.5 }}>{actions}</DialogActions>}
      </form>
    </Dialog>
  );
}

export default FormDialog;
