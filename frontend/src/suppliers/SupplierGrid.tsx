import { Typography } from '@mui/material';
import { Datagrid, DatagridBody, FunctionField, useListContext, useTranslate } from 'react-admin';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { formatDate } from '../common/format';
import { BulkDeleteButton } from '../common/list/BulkDeleteButton';
import { RowWithTestId } from '../common/list/RowWithTestId';
import { gridSx } from '../common/list/gridSx';
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
  const { refetch } = useListContext();
  const del = useDeleteWithConfirm<Supplier>(
    'suppliers',
    { success: 'suppliers.deleted', failure: translate('suppliers.deleteFailed') },
    () => {
      void refetch();
      onChanged();
    },
  );
  return (
    <>
      <Datagrid
        data-testid="suppliers-table"
        sx={gridSx}
        rowClick={false}
        size="small"
        body={<DatagridBody row={<RowWithTestId testId="supplier-row" />} />}
        isRowSelectable={(s) => !inUse(s as Supplier)}
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
        <FunctionField<Supplier>
          label={translate('suppliers.columns.actions')}
          textAlign="right"
          sortable={false}
          render={(s) => (
            <RowActions
              name={s.name}
              onEdit={() => onEdit(s)}
              onDelete={() => del.ask(s)}
              deleteDisabledReason={inUse(s) ? translate('suppliers.inUse') : null}
            />
          )}
        />
      </Datagrid>
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('suppliers.confirmDelete', { name: del.target?.name ?? '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </>
  );
}
