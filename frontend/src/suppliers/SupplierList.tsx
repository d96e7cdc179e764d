import { useTranslate } from 'react-admin';
import { RegisterList } from '../common/list/RegisterList';
import { RegisterToolbar } from '../common/list/RegisterToolbar';
import { FilterSelect } from '../common/list/FilterSelect';
import { useRecordDialog } from '../common/list/useRecordDialog';
import { useApiGet } from '../dashboard/useApiGet';
import { SupplierFormDialog } from './SupplierFormDialog';
import { SupplierGrid } from './SupplierGrid';
import type { Supplier, SupplierStats } from '../api/types';

/** /admin/suppliers: stat cards, the 'Supplier Directory' as a server-paged grid, modal create/edit. */
export function SupplierList() {
  const translate = useTranslate();
  const stats = useApiGet<SupplierStats>('suppliers/stats');
  const dialog = useRecordDialog<Supplier>();
  const field = (name: string) => translate(`resources.suppliers.fields.${name}`);

  return (
    <RegisterList<Supplier>
      resource="suppliers"
      onAdd={() => dialog.show(null)}
      addTestId="add-supplier"
      csv={{
        columns: [
          { header: field('name'), value: (s) => s.name },
          { header: field('contactPerson'), value: (s) => s.contactPerson },
          { header: field('email'), value: (s) => s.email },
          { header: field('phone'), value: (s) => s.phone },
          { header: field('address'), value: (s) => s.address },
          { header: translate('suppliers.columns.cylinders'), value: (s) => s._count?.cylinders ?? 0 },
        ],
        fileName: translate('suppliers.title').toLowerCase(),
      }}
      stats={[
        { key: 'total', value: stats.data?.total },
        { key: 'cylinders', value: stats.data?.cylinders },
        { key: 'with', value: stats.data?.withCylinders },
        { key: 'without', value: stats.data?.withoutCylinders },
      ]}
      toolbar={
        <RegisterToolbar searchPlaceholder={translate('suppliers.searchPlaceholder')}>
          <FilterSelect
            source="hasCylinders"
            label={translate('suppliers.columns.cylinders')}
            options={[
              { value: true, label: translate('suppliers.stats.with') },
              { value: false, label: translate('suppliers.stats.without') },
            ]}
          />
        </RegisterToolbar>
      }
      dialogs={
        <SupplierFormDialog
          open={dialog.open}
          record={dialog.record}
          onClose={dialog.close}
          onSaved={() => void stats.refetch()}
        />
      }
    >
      <SupplierGrid onEdit={dialog.show} onChanged={() => void stats.refetch()} />
    </RegisterList>
  );
}

export default SupplierList;
