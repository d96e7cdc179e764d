import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogTitleWithClose } from './DialogTitleWithClose';
import { useAsyncHandler } from './useAsyncHandler';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void | Promise<unknown>;
  children: ReactNode;
  /** Buttons under the form, instead of Cancel and the submit button that `submit` describes. */
  actions?: ReactNode;
  /** The submit button: its label (shown as 'Saving...' while `saving`) and test id, beside Cancel. */
  submit?: { label: string; saving: boolean; testId: string };
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
  submit,
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
        <DialogTitleWithClose onClose={onClose}>{title}</DialogTitleWithClose>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {children}
        </DialogContent>
        {(actions || submit) && (
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            {actions ?? (
              <>
                <Button onClick={onClose}>{translate('app.action.cancel')}</Button>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={submit?.saving}
                  data-testid={submit?.testId}
                >
                  {submit?.saving ? translate('app.action.saving') : submit?.label}
                </Button>
              </>
            )}
          </DialogActions>
        )}
      </form>
    </Dialog>
  );
}

export default FormDialog;
