import { useState } from 'react';
import { Alert, Box, Button, Card, InputAdornment, Tab, Tabs, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { RefrigerantTable } from '../refrigerants/RefrigerantTable';
import { RefrigerantFormDialog } from '../refrigerants/RefrigerantFormDialog';
import { SupplierTable } from '../suppliers/SupplierTable';
import { SupplierFormDialog } from '../suppliers/SupplierFormDialog';
import { LogbookExportCard } from '../logs/LogbookExportCard';
import type { Refrigerant, Supplier } from '../api/types';

type TabName = 'refrigerants' | 'suppliers';
const all = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const has = (text: string | null | undefined, q: string) => (text ?? '').toLowerCase().includes(q);

/** /admin: refrigerants and suppliers in two tabs (with counts), one search box over the active tab. */
export function AdminPanel() {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('refrigerants');
  const [q, setQ] = useState('');
  const refrigerants = useGetList<Refrigerant>('refrigerants', all);
  const suppliers = useGetList<Supplier>('suppliers', all);
  const [editingRefrigerant, setEditingRefrigerant] = useState<Refrigerant | null>(null);
  const [editingSupplier, setEditingSupplier] = useState<Supplier | null>(null);
  const [dialog, setDialog] = useState<TabName | null>(null);
  // Reloads after a write: refetch never rejects, a failed reload shows as the panel's load error.
  const delRefrigerant = useDeleteWithConfirm<Refrigerant>(
    'refrigerants',
    { success: 'refrigerants.deleted', failure: translate('refrigerants.deleteFailed') },
    () => void refrigerants.refetch(),
  );
  const delSupplier = useDeleteWithConfirm<Supplier>(
    'suppliers',
    { success: 'suppliers.deleted', failure: translate('suppliers.deleteFailed') },
    () => void suppliers.refetch(),
  );

  const needle = q.trim().toLowerCase();
  const refrigerantRows = (refrigerants.data ?? []).filter(
    (r) => !needle || has(r.name, needle) || has(r.type, needle),
  );
  const supplierRows = (suppliers.data ?? []).filter(
    (s) => !needle || has(s.name, needle) || has(s.contactPerson, needle),
  );
  const loadError = refrigerants.error || suppliers.error;

  return (
    <Box data-testid="admin-panel">
      <PageHeader
        title={translate('admin.title')}
        subtitle={translate('admin.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            data-testid="admin-add"
            onClick={() => {
              setEditingRefrigerant(null);
              setEditingSupplier(null);
              setDialog(tab);
            }}
          >
            {translate(tab === 'refrigerants' ? 'admin.addRefrigerant' : 'admin.addSupplier')}
          </Button>
        }
      />
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('admin.fetchFailed')}
        </Alert>
      )}
      <Card variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, v: TabName) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab
            value="refrigerants"
            label={translate('admin.tabRefrigerants', { count: refrigerants.data?.length ?? 0 })}
            data-testid="tab-refrigerants"
          />
          <Tab
            value="suppliers"
            label={translate('admin.tabSuppliers', { count: suppliers.data?.length ?? 0 })}
            data-testid="tab-suppliers"
          />
        </Tabs>
        <Box sx={{ p: 1.5 }}>
          <TextField
            size="small"
            fullWidth
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={translate('admin.search')}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'aria-label': translate('admin.search'), 'data-testid': 'admin-search' },
            }}
          />
        </Box>
        {tab === 'refrigerants' ? (
          refrigerants.isPending ? (
            <Loading />
          ) : (
            <RefrigerantTable
              rows={refrigerantRows}
              onEdit={(r) => {
                setEditingRefrigerant(r);
                setDialog('refrigerants');
              }}
              onDelete={delRefrigerant.ask}
            />
          )
        ) : suppliers.isPending ? (
          <Loading />
        ) : (
          <SupplierTable
            rows={supplierRows}
            onEdit={(s) => {
              setEditingSupplier(s);
              setDialog('suppliers');
            }}
            onDelete={delSupplier.ask}
          />
        )}
      </Card>
      <LogbookExportCard />
      <RefrigerantFormDialog
        open={dialog === 'refrigerants'}
        record={editingRefrigerant}
        onClose={() => setDialog(null)}
        onSaved={() => void refrigerants.refetch()}
      />
      <SupplierFormDialog
        open={dialog === 'suppliers'}
        record={editingSupplier}
        createTitle={translate('suppliers.addShort')}
        onClose={() => setDialog(null)}
        onSaved={() => void suppliers.refetch()}
      />
      <ConfirmDelete
        open={!!delRefrigerant.target}
        loading={delRefrigerant.isPending}
        content={translate('refrigerants.confirmDelete', { name: delRefrigerant.target?.name ?? '' })}
        onConfirm={delRefrigerant.confirm}
        onClose={delRefrigerant.cancel}
      />
      <ConfirmDelete
        open={!!delSupplier.target}
        loading={delSupplier.isPending}
        content={translate('suppliers.confirmDelete', { name: delSupplier.target?.name ?? '' })}
        onConfirm={delSupplier.confirm}
        onClose={delSupplier.cancel}
      />
    </Box>
  );
}

export default AdminPanel;
