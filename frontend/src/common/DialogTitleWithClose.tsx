import type { ReactNode } from 'react';
import { DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

/** A dialog's title with the X button that closes it, in the top right corner. */
export function DialogTitleWithClose({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <DialogTitle sx={{ pr: 6 }}>
      {children}
      <IconButton
        aria-label={translate('app.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
