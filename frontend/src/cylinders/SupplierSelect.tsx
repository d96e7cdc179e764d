import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Supplier } from '../api/types';

/** Supplier dropdown over the supplier register; '' means none. */
export function SupplierSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const translate = useTranslate();
  const { data = [] } = useGetList<Supplier>('suppliers', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <TextField
      select
      name="supplierId"
      label={translate('resources.cylinders.fields.supplierId')}
      value={value == null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'supplier-select' } as object } }}
    >
      <MenuItem value="">
        <em>{translate('cylinders.noSupplierOption')}</em>
      </MenuItem>
      {data.map((s) => (
        <MenuItem key={s.id} value={String(s.id)}>
          {s.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default SupplierSelect;
