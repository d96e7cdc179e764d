import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Tab, Tabs } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, useGetList, useRefresh, useTranslate } from 'react-admin';
import { PageHeader } from '../common/PageHeader';
import { RegisterEmpty, RegisterRows } from '../common/list/RegisterList';
import { SearchField } from '../common/list/SearchField';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { RefrigerantGrid } from '../refrigerants/RefrigerantGrid';
import { RefrigerantFormDialog } from '../refrigerants/RefrigerantFormDialog';
import { SupplierGrid } from '../suppliers/SupplierGrid';
import { SupplierFormDialog } from '../suppliers/SupplierFormDialog';
import { LogsExportCard } from '../logs/LogsExportCard';
import type { Refrigerant, Supplier } from '../api/types';

type TabName = 'refrigerants' | 'suppliers';
const byName = { field: 'name', order: 'ASC' as const };
/** Only the total (Content-Range) is read, for the tab's count. */
const countOnly = { pagination: { page: 1, perPage: 1 }, sort: byName };

/**
 * /admin: refrigerants and suppliers in two tabs (with counts), one search box over the active tab. Each tab
 * is its register's grid on a server-paged list of its own, kept out of the URL (the registers' own pages
 * keep theirs there).
 */
export function AdminPanel() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [tab, setTab] = useState<TabName>('refrigerants');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSearch(q.trim()), 300);
    return () => clearTimeout(t);
  }, [q]);
  const filter = useMemo(() => (search ? { q: search } : {}), [search]);
  const refrigerants = useGetList<Refrigerant>('refrigerants', countOnly);
  const suppliers = useGetList<Supplier>('suppliers', countOnly);
  const refrigerantDialog = useRecordDialog<Refrigerant>();
  const supplierDialog = useRecordDialog<Supplier>();
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
            onClick={() => (tab === 'refrigerants' ? refrigerantDialog : supplierDialog).show(null)}
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
            label={translate('admin.tabRefrigerants', { count: refrigerants.total ?? 0 })}
            data-testid="tab-refrigerants"
          />
          <Tab
            value="suppliers"
            label={translate('admin.tabSuppliers', { count: suppliers.total ?? 0 })}
            data-testid="tab-suppliers"
          />
        </Tabs>
        <Box sx={{ p: 1.5 }}>
          <SearchField
            value={q}
            onChange={setQ}
            placeholder={translate('admin.search')}
            testId="admin-search"
          />
        </Box>
        <ListBase key={tab} resource={tab} sort={byName} perPage={25} filter={filter} disableSyncWithLocation>
          <RegisterRows empty={<RegisterEmpty text={translate(`${tab}.empty`)} />}>
            {tab === 'refrigerants' ? (
              <RefrigerantGrid onEdit={refrigerantDialog.show} onChanged={refresh} />
            ) : (
              <SupplierGrid onEdit={supplierDialog.show} onChanged={refresh} />
            )}
          </RegisterRows>
        </ListBase>
      </Card>
      <LogsExportCard />
      <RefrigerantFormDialog
        open={refrigerantDialog.open}
        record={refrigerantDialog.record}
        onClose={refrigerantDialog.close}
        onSaved={refresh}
      />
      <SupplierFormDialog
        open={supplierDialog.open}
        record={supplierDialog.record}
        createTitle={translate('suppliers.addShort')}
        onClose={supplierDialog.close}
        onSaved={refresh}
      />
    </Box>
  );
}

export default AdminPanel;
