import { useEffect, useState } from 'react';
import {
  Dialog,
  DialogContent,
  ListItemButton,
  ListItemText,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Action } from '@domain';
import { DialogTitleWithClose } from '../common/DialogTitleWithClose';
import { Scanner } from '../scanner/Scanner';
import { PickerResults } from './PickerResults';
import { PickerSearchBar } from './PickerSearchBar';
import { DueChip } from '../installations/DueChip';
import { leakCheckPath } from '../leak-checks/leakCheckAction';
import type { Installation } from '../api/types';

const PAGE = 50;

/**
 * The dashboard's leak-detection action: a leak check is done on an installation, so this asks for one
 * (its label scanned, or searched by customer, name or address among those in service) and opens its
 * leak-check form. The same shape as the cylinder picker beside it.
 */
export function InstallationActionDialog({
  action,
  onClose,
}: {
  action: Action | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [scanning, setScanning] = useState(false);
  const open = action !== null;

  useEffect(() => {
    if (open) {
      setSearch('');
      setQ('');
      setScanning(false);
    }
  }, [open]);
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(t);
  }, [search]);

  const { data = [], isPending } = useGetList<Installation>(
    'installations',
    {
      pagination: { page: 1, perPage: PAGE },
      sort: { field: 'name', order: 'ASC' },
      filter: { status: 'ACTIVE', ...(q ? { q } : {}) },
    },
    { enabled: open, placeholderData: (previous) => previous },
  );
  const title = action
    ? translate('dashboard.picker.installationTitle', { action: translate(`dashboard.actions.${action}`) })
    : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="quick-action-dialog"
      data-picks="installation"
    >
      <DialogTitleWithClose onClose={onClose}>{title}</DialogTitleWithClose>
      <DialogContent dividers>
        {scanning ? (
          <Scanner onBack={() => setScanning(false)} installationPath={leakCheckPath} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {translate('dashboard.picker.installationHint')}
            </Typography>
            <PickerSearchBar
              value={search}
              onChange={setSearch}
              placeholder={translate('dashboard.picker.installationSearch')}
              onScan={() => setScanning(true)}
            />
            <PickerResults
              isPending={isPending}
              empty={data.length === 0}
              emptyText={
                search.trim()
                  ? translate('dashboard.picker.noInstallationsFound', { search: search.trim() })
                  : translate('dashboard.picker.noInstallationsAvailable')
              }
            >
              {data.map((i) => (
                <ListItemButton
                  key={i.id}
                  divider
                  data-testid="picker-installation"
                  data-installation-id={i.id}
                  onClick={() => void navigate(leakCheckPath(i.id))}
                  sx={{ gap: 1 }}
                >
                  <ListItemText
                    primary={`${i.customerName} · ${i.name}`}
                    secondary={[i.gasType, i.address].filter(Boolean).join(' · ')}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <DueChip status={i.leakCheckStatus} />
                </ListItemButton>
              ))}
            </PickerResults>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default InstallationActionDialog;
