import { useState, type FormEvent } from 'react';
import { Alert, Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { CYLINDER_STATUSES, CYLINDER_TYPES, OWNERSHIPS } from '@domain';
import { useErrorMessage, useFormatNumber, useLocale } from '../../common';
import { formatKgInputText } from '../../common/decimalInput';
import { useScrollToFirstError } from '../../common/useScrollToFirstError';
import { GrossTareFields } from '../GrossTareFields';
import { grossBelowTare } from '../grossWeight';
import { useAsyncHandler } from '../../common/useAsyncHandler';
import { parseKg } from '../../logs/logEntryLogic';
import type { CylinderDetail, Refrigerant, Supplier } from '../../api/types';
import { OriginFields } from '../OriginFields';
import { CapacityField } from '../CapacityField';
import { capacityError, capacityPayload } from '../capacity';
import type { FieldCheck } from '../../common/fieldErrors';
import { facilityNameMissing, originFrom, originPayload, type OriginValues } from '../contentOrigin';
import { LifeFields } from '../LifeFields';
import { lifeFrom, lifePayload, type LifeValues } from '../cylinderLife';

type RefrigerantOption = Pick<Refrigerant, 'id' | 'name' | 'type' | 'gwp'>;
type SupplierOption = Pick<Supplier, 'id' | 'name'>;

type Fields = {
  serialNumber: string;
  gasType: string;
  refrigerantId: number | null;
  supplierId: number | '';
  deliveryWeight: string;
  tareWeight: string;
  cylinderType: string;
  status: string;
  ownership: string;
  location: string;
  purchaseDate: string;
  origin: OriginValues;
  capacity: string;
  life: LifeValues;
};

const fromCylinder = (c: CylinderDetail, locale: string): Fields => ({
  serialNumber: c.serialNumber,
  gasType: c.gasType,
  refrigerantId: c.refrigerantId,
  supplierId: c.supplierId ?? '',
  deliveryWeight: formatKgInputText(c.deliveryWeight, locale),
  tareWeight: formatKgInputText(c.tareWeight, locale),
  cylinderType: c.cylinderType,
  status: c.status,
  ownership: c.ownership,
  location: c.location ?? '',
  purchaseDate: c.purchaseDate ?? '',
  origin: originFrom(c),
  capacity: c.capacity === null ? '' : String(c.capacity),
  life: lifeFrom(c),
});

/**
 * 'Edit Cylinder': PUT /api/cylinders/:id with the record's version (a stale one answers 409 STALE_VERSION,
 * shown translated). Cancel resets the fields from the loaded cylinder.
 */
export function CylinderEditForm({
  cylinder,
  onSaved,
  onCancel,
}: {
  cylinder: CylinderDetail;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const { number } = useFormatNumber();
  const errorMessage = useErrorMessage('cylinders');
  const handle = useAsyncHandler();
  const dataProvider = useDataProvider();
  const locale = useLocale();
  const [v, setV] = useState<Fields>(() => fromCylinder(cylinder, locale));
  const { ref: formRef, reveal } = useScrollToFirstError<HTMLFormElement>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const { data: refrigerants = [] } = useGetList<RefrigerantOption>('refrigerants', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: suppliers = [] } = useGetList<SupplierOption>('suppliers', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const set = <K extends keyof Fields>(k: K, value: Fields[K]) => setV((old) => ({ ...old, [k]: value }));
  const f = (key: string) => translate(`cylinders.detail.fields.${key}`);

  const delivery = parseKg(v.deliveryWeight);
  const tare = parseKg(v.tareWeight);
  const weightError = (n: number | null) =>
    n === null
      ? translate('cylinders.detail.required')
      : Number.isNaN(n) || n < 0
        ? translate('cylinders.detail.invalidNumber')
        : null;
  const checkText = (check: FieldCheck | null) => (check ? translate(check.key, check.params) : null);
  const errors = {
    serialNumber: v.serialNumber.trim() ? null : translate('cylinders.detail.required'),
    gasType: v.gasType.trim() ? null : translate('cylinders.detail.required'),
    deliveryWeight:
      weightError(delivery) ??
      (() => {
        const below = grossBelowTare(v.deliveryWeight, v.tareWeight);
        return below ? translate(below.key, below.params) : null;
      })(),
    tareWeight: weightError(tare),
    originFacilityName: facilityNameMissing(v.origin, v.cylinderType)
      ? translate('cylinders.detail.required')
      : null,
    capacity: checkText(capacityError(v.capacity, v.cylinderType)),
  };
  const valid = Object.values(errors).every((e) => e === null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid) reveal();
    if (!valid || saving) return;
    setSaving(true);
    setError(null);
    try {
      await dataProvider.update('cylinders', {
        id: cylinder.id,
        previousData: cylinder,
        data: {
          serialNumber: v.serialNumber.trim(),
          gasType: v.gasType.trim(),
          refrigerantId: v.refrigerantId,
          supplierId: v.supplierId === '' ? null : v.supplierId,
          deliveryWeight: delivery,
          tareWeight: tare,
          cylinderType: v.cylinderType,
          status: v.status,
          ownership: v.ownership,
          location: v.location.trim() || null,
          purchaseDate: v.purchaseDate || null,
          ...originPayload(v.origin, v.cylinderType),
          ...capacityPayload(v.capacity, v.cylinderType),
          ...lifePayload(v.life, v.ownership),
          version: cylinder.version,
        },
      });
      onSaved();
    } catch (err) {
      setError(errorMessage(err, translate('cylinders.detail.updateFailed')));
      reveal();
    } finally {
      setSaving(false);
    }
  };

  const show = (k: keyof typeof errors) => (touched ? errors[k] : null);
  return (
    <Box component="form" ref={formRef} onSubmit={handle(submit)} noValidate data-testid="cylinder-edit-form">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="cylinder-edit-error">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          label={f('serialNumber')}
          required
          value={v.serialNumber}
          onChange={(e) => set('serialNumber', e.target.value)}
          error={!!show('serialNumber')}
          helperText={show('serialNumber')}
          slotProps={{ htmlInput: { name: 'serialNumber' } }}
        />
        <Autocomplete
          freeSolo
          options={refrigerants}
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
          renderOption={(props, o) => (
            <li {...props} key={o.id}>
              {o.name} · {o.type}
              {o.gwp !== null ? ` · GWP ${number(o.gwp, 0)}` : ''}
            </li>
          )}
          inputValue={v.gasType}
          onInputChange={(_, text, reason) => {
            if (reason === 'reset' && !text) return;
            const match = refrigerants.find((r) => r.name.toLowerCase() === text.trim().toLowerCase());
            setV((old) => ({ ...old, gasType: text, refrigerantId: match ? match.id : null }));
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={f('gasType')}
              required
              error={!!show('gasType')}
              helperText={show('gasType')}
              name="gasType"
            />
          )}
        />
        <GrossTareFields
          delivery={v.deliveryWeight}
          tare={v.tareWeight}
          onChange={(k, text) => set(k, text)}
          deliveryError={show('deliveryWeight')}
          tareError={show('tareWeight')}
        />
        <TextField
          select
          label={f('cylinderType')}
          required
          value={v.cylinderType}
          onChange={(e) => set('cylinderType', e.target.value)}
        >
          {CYLINDER_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`enums.cylinderType.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={f('status')}
          required
          value={v.status}
          onChange={(e) => set('status', e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'edit-status' } }}
        >
          {CYLINDER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`enums.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={f('ownership')}
          required
          value={v.ownership}
          onChange={(e) => set('ownership', e.target.value)}
        >
          {OWNERSHIPS.map((o) => (
            <MenuItem key={o} value={o}>
              {translate(`enums.ownership.${o}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={f('supplier')}
          value={v.supplierId}
          onChange={(e) => set('supplierId', e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">{f('noSupplier')}</MenuItem>
          {suppliers.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={f('location')}
          value={v.location}
          onChange={(e) => set('location', e.target.value)}
          slotProps={{ htmlInput: { name: 'location' } }}
        />
        <TextField
          label={f('purchaseDate')}
          type="date"
          value={v.purchaseDate}
          onChange={(e) => set('purchaseDate', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {v.cylinderType === 'RECLAIM' && (
          <CapacityField
            value={v.capacity}
            onChange={(capacity) => set('capacity', capacity)}
            error={show('capacity')}
          />
        )}
        <OriginFields
          value={v.origin}
          onChange={(origin) => set('origin', origin)}
          nameError={show('originFacilityName')}
          cylinderType={v.cylinderType}
        />
        <LifeFields value={v.life} onChange={(life) => set('life', life)} ownership={v.ownership} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={saving} data-testid="cylinder-save">
          {saving ? translate('cylinders.detail.saving') : translate('cylinders.detail.saveChanges')}
        </Button>
        <Button
          onClick={() => {
            setV(fromCylinder(cylinder, locale));
            setError(null);
            onCancel();
          }}
          disabled={saving}
        >
          {translate('cylinders.detail.cancel')}
        </Button>
      </Box>
    </Box>
  );
}

export default CylinderEditForm;
