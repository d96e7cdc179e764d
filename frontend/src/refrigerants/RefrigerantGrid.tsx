import { Box } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { GwpDot } from '../common/GwpDot';
import { formatNumber } from '../common/format';
import { useLocale } from '../common/useLocale';
import { BulkDeleteButton } from '../common/list/BulkDeleteButton';
import { RegisterGrid } from '../common/list/RegisterGrid';
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
  return (
    <RegisterGrid<Refrigerant>
      resource="refrigerants"
      rowTestId="refrigerant-row"
      nameOf={(r) => r.name}
      onEdit={onEdit}
      deletion={{ refusedBecause: (r) => (inUse(r) ? translate('refrigerants.inUse') : null) }}
      onChanged={onChanged}
      actionsLabel={translate('refrigerants.columns.actions')}
      isRowSelectable={(r) => !inUse(r)}
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
    </RegisterGrid>
  );
}
