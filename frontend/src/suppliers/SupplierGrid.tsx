import { Typography } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import { formatDate } from '../common/format';
import { BulkDeleteButton } from '../common/list/BulkDeleteButton';
import { RegisterGrid } from '../common/list/RegisterGrid';
import { SupplierContact } from './SupplierContact';
import type { Supplier } from '../api/types';

const inUse = (s: Supplier) => (s._count?.cylinders ?? 0) > 0;

/**
 * The suppliers of the list context as a grid (sortable columns, bulk delete, edit and delete per row):
 * the register page's rows and the admin panel's tab.
 */
export function SupplierGrid({
  onEdit,
  onChanged,
}: {
  onEdit: (s: Supplier) => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  return (
    <RegisterGrid<Supplier>
      resource="suppliers"
      rowTestId="supplier-row"
      nameOf={(s) => s.name}
      onEdit={onEdit}
      deletion={{ refusedBecause: (s) => (inUse(s) ? translate('suppliers.inUse') : null) }}
      onChanged={onChanged}
      actionsLabel={translate('suppliers.columns.actions')}
      isRowSelectable={(s) => !inUse(s)}
      bulkActionButtons={<BulkDeleteButton resource="suppliers" confirmKey="suppliers.confirmBulkDelete" />}
    >
      <FunctionField<Supplier>
        source="name"
        label={translate('suppliers.columns.company')}
        render={(s) => (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {s.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('suppliers.added', { date: formatDate(s.createdAt) })}
            </Typography>
          </>
        )}
      />
      <FunctionField<Supplier>
        source="contactPerson"
        label={translate('suppliers.columns.contact')}
        headerClassName="hide-on-phone"
        cellClassName="hide-on-phone"
        render={(s) => <SupplierContact supplier={s} />}
      />
      <FunctionField<Supplier>
        source="cylinders"
        sortBy="cylinders"
        label={translate('suppliers.columns.cylinders')}
        render={(s) => translate('suppliers.cylinderCount', { smart_count: s._count?.cylinders ?? 0 })}
      />
      <FunctionField<Supplier>
        source="address"
        label={translate('suppliers.columns.location')}
        headerClassName="hide-below-md"
        cellClassName="hide-below-md"
        render={(s) =>
          s.address ? (
            <span style={{ whiteSpace: 'pre-line' }}>{s.address}</span>
          ) : (
            <Typography variant="body2" color="text.secondary" component="span">
              {translate('suppliers.noAddress')}
            </Typography>
          )
        }
      />
    </RegisterGrid>
  );
}
