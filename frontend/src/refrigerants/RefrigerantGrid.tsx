import { Box } from '@mui/material';
import { Datagrid, DatagridBody, FunctionField, TextField, useListContext, useTranslate } from 'react-admin';
import { GwpDot } from '../common/GwpDot';
import { RowActions } from '../common/RowActions';
import { ConfirmDelete } from '../common/ConfirmDelete';
import { useDeleteWithConfirm } from '../common/useDeleteWithConfirm';
import { formatNumber } from '../common/format';
import { useLocale } from '../common/useLocale';
import { BulkDeleteButton } from '../common/list/BulkDeleteButton';
import { RowWithTestId } from '../common/list/RowWithTestId';
import { gridSx } from '../common/list/gridSx';
import type { Refrigerant } from '../api/types';

const inUse = (r: Refrigerant) => (r._count?.cylinders ?? 0) > 0;

/**
 * The refrigerants of the list context as a grid (sortable columns, bulk delete, edit and delete per row):
 * the register page's rows and the admin panel's tab.
 */
export function RefrigerantGrid({
  onEdit,
  onChanged,
}: {
  onEdit: (r: Refrigerant) => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const { refetch } = useListContext();
  const del = useDeleteWithConfirm<Refrigerant>(
    'refrigerants',
    { success: 'refrigerants.deleted', failure: translate('refrigerants.deleteFailed') },
    () => {
      void refetch();
      onChanged();
    },
  );
  return (
    <>
      <Datagrid
        data-testid="refrigerants-table"
        sx={gridSx}
        rowClick={false}
        size="small"
        body={<DatagridBody row={<RowWithTestId testId="refrigerant-row" />} />}
        isRowSelectable={(r) => !inUse(r as Refrigerant)}
        bulkActionButtons={
          <BulkDeleteButton resource="refrigerants" confirmKey="refrigerants.confirmBulkDelete" />
        }
      >
        <TextField source="name" label={translate('refrigerants.columns.name')} sx={{ fontWeight: 600 }} />
        <FunctionField<Refrigerant>
          source="type"
          label={translate('refrigerants.columns.type')}
          render={(r) => translate(`enums.refrigerantType.${r.type}`, { _: r.type })}
          headerClassName="hide-on-phone"
          cellClassName="hide-on-phone"
        />
        <FunctionField<Refrigerant>
          source="gwp"
          label={translate('refrigerants.columns.gwp')}
          render={(r) => (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <GwpDot gwp={r.gwp} />
              {r.gwp == null ? translate('refrigerants.na') : formatNumber(r.gwp, locale, 0)}
            </Box>
          )}
        />
        <FunctionField<Refrigerant>
          source="cylinders"
          sortBy="cylinders"
          label={translate('refrigerants.columns.cylinders')}
          textAlign="right"
          render={(r) => formatNumber(r._count?.cylinders ?? 0, locale)}
          headerClassName="hide-on-phone"
          cellClassName="hide-on-phone"
        />
        <FunctionField<Refrigerant>
          label={translate('refrigerants.columns.actions')}
          textAlign="right"
          sortable={false}
          render={(r) => (
            <RowActions
              name={r.name}
              onEdit={() => onEdit(r)}
              onDelete={() => del.ask(r)}
              deleteDisabledReason={inUse(r) ? translate('refrigerants.inUse') : null}
            />
          )}
        />
      </Datagrid>
      <ConfirmDelete
        open={!!del.target}
        loading={del.isPending}
        content={translate('refrigerants.confirmDelete', { name: del.target?.name ?? '' })}
        onConfirm={del.confirm}
        onClose={del.cancel}
      />
    </>
  );
}
