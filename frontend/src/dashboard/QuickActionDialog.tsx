import { useEffect, useMemo, useState } from 'react';
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
import { StatusBadge } from '../common';
import { DialogTitleWithClose } from '../common/DialogTitleWithClose';
import { Scanner } from '../scanner/Scanner';
import { PickerResults } from './PickerResults';
import { PickerSearchBar } from './PickerSearchBar';
import type { Cylinder } from '../api/types';
import { InstallationActionDialog } from './InstallationActionDialog';

const PAGE = 100;

/**
 * The statuses a cylinder can be worked with: decommissioned and inactive cylinders are not offered. The
 * list filter takes one status per call, so the picker asks once per status and merges the answers.
 */
export const PICKABLE_STATUSES = ['ACTIVE', 'MAINTENANCE'] as const;

/** The merged answers, in serial-number order, at most `limit` rows. */
export function mergeBySerial<T extends Pick<Cylinder, 'id' | 'serialNumber'>>(
  lists: ReadonlyArray<readonly T[] | undefined>,
  limit: number,
): T[] {
  const seen = new Set<number>();
  return lists
    .flatMap((l) => l ?? [])
    .filter((c) => !seen.has(c.id) && seen.add(c.id))
    .sort((a, b) => a.serialNumber.localeCompare(b.serialNumber) || a.id - b.id)
    .slice(0, limit);
}

/** Case-insensitive substring over serial number and gas type (seed: dashboard picker). */
export function matchesCylinder(c: Pick<Cylinder, 'serialNumber' | 'gasType'>, search: string): boolean {
  const q = search.trim().toLocaleLowerCase();
  return !q || c.serialNumber.toLocaleLowerCase().includes(q) || c.gasType.toLocaleLowerCase().includes(q);
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * The modal behind a dashboard quick action. Leak detection is work on an installation: it asks for the
 * installation (InstallationActionDialog). Every other action works with a cylinder.
 */
export function QuickActionDialog({ action, onClose }: { action: Action | null; onClose: () => void }) {
  return action === 'leak-detection' ? (
    <InstallationActionDialog action={action} onClose={onClose} />
  ) : (
    <CylinderActionDialog action={action} onClose={onClose} />
  );
}

/**
 * A cylinder quick action: autofocused search (serial number or gas type), a scan button, and the
 * matching cylinders; choosing one opens /cylinder/<id>?action=<action>.
 * Recovery (reclaim) lists RECLAIM cylinders only.
 */
function CylinderActionDialog({ action, onClose }: { action: Action | null; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [scanning, setScanning] = useState(false);
  const q = useDebounced(search.trim(), 250);
  const open = action !== null;

  useEffect(() => {
    if (open) {
      setSearch('');
      setScanning(false);
    }
  }, [open, action]);

  const filter = useMemo(
    () => ({ ...(q ? { q } : {}), ...(action === 'recovery' ? { cylinderType: 'RECLAIM' } : {}) }),
    [q, action],
  );
  const list = (status: (typeof PICKABLE_STATUSES)[number]) => ({
    pagination: { page: 1, perPage: PAGE },
    sort: { field: 'serialNumber', order: 'ASC' as const },
    filter: { ...filter, status },
  });
  // While a narrower search is on its way the cylinders found so far stay (filtered here as the user types):
  // a list swapped for a spinner mid-tap would swallow the tap. Only cylinders of the same kind, though: a
  // recovery must never offer, even for a moment, what the fill-up picker found before.
  const options = {
    enabled: open,
    placeholderData: (previous?: { data: Cylinder[] }, previousQuery?: { queryKey: readonly unknown[] }) => {
      const params = previousQuery?.queryKey[2] as { filter?: { cylinderType?: string } } | undefined;
      return params?.filter?.cylinderType === filter.cylinderType ? previous : undefined;
    },
  };
  const active = useGetList<Cylinder>('cylinders', list('ACTIVE'), options);
  const maintenance = useGetList<Cylinder>('cylinders', list('MAINTENANCE'), options);
  const isPending = active.isPending || maintenance.isPending;
  // The server's q also matches the location; the picker matches serial number and gas type only.
  const rows = mergeBySerial([active.data, maintenance.data], PAGE).filter((c) => matchesCylinder(c, search));
  const title = action
    ? translate('dashboard.picker.title', { action: translate(`dashboard.actions.${action}`) })
    : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="quick-action-dialog"
    >
      <DialogTitleWithClose onClose={onClose}>{title}</DialogTitleWithClose>
      <DialogContent dividers>
        {scanning && action ? (
          <Scanner action={action} onBack={() => setScanning(false)} />
        ) : (
          <>
            <PickerSearchBar
              value={search}
              onChange={setSearch}
              placeholder={translate('dashboard.picker.searchPlaceholder')}
              onScan={() => setScanning(true)}
            />
            {action === 'recovery' && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {translate('dashboard.picker.reclaimOnly')}
              </Typography>
            )}
            <PickerResults
              isPending={isPending}
              empty={rows.length === 0}
              emptyText={
                search.trim()
                  ? translate('dashboard.picker.noCylindersFound', { search: search.trim() })
                  : translate('dashboard.picker.noCylindersAvailable')
              }
            >
              {rows.map((c) => (
                <ListItemButton
                  key={c.id}
                  divider
                  data-testid="picker-item"
                  data-serial={c.serialNumber}
                  onClick={() => void navigate(`/cylinder/${c.id}?action=${action}`)}
                >
                  <ListItemText
                    primary={c.serialNumber}
                    secondary={`${c.gasType} · ${translate(`enums.cylinderType.${c.cylinderType}`)}`}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <StatusBadge status={c.status} />
                </ListItemButton>
              ))}
            </PickerResults>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default QuickActionDialog;
