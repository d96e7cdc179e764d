import { useEffect, useState } from 'react';
import { Box, TextField } from '@mui/material';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { isQueuedRecord } from '../offline/queuedRecord';
import { CYLINDER_STATUSES, CYLINDER_TYPES, OWNERSHIPS } from '@domain';
import { FormDialog } from '../common/FormDialog';
import { ErrorBanner } from '../common/ErrorBanner';
import { errorCode, useErrorMessage } from '../common/errors';
import { parseDecimal } from '../common/decimalInput';
import { serverFieldErrors } from '../common/serverFieldErrors';
import { useScrollToFirstError } from '../common/useScrollToFirstError';
import { GrossTareFields } from './GrossTareFields';
import { grossBelowTare } from './grossWeight';
import { GasTypeInput, type GasTypeValue } from './GasTypeInput';
import { SupplierSelect } from './SupplierSelect';
import { EnumSelect } from './EnumSelect';
import { OriginFields } from './OriginFields';
import { CapacityField } from './CapacityField';
import { capacityError, capacityPayload } from './capacity';
import { facilityNameMissing, originPayload, VIRGIN_ORIGIN } from './contentOrigin';
import { LifeFields } from './LifeFields';
import { EMPTY_LIFE, lifePayload } from './cylinderLife';
import { closeAfterSave } from '../common/closeAfterSave';
import { firstError, numberError, requiredError, type FieldCheck } from '../common/fieldErrors';
import { useSessionExpiry } from '../common/useSessionExpiry';
import { draftKey, readDraft, clearDraft } from '../providers/drafts';

const initial = () => ({
  serialNumber: '',
  gas: { gasType: '', refrigerantId: null } as GasTypeValue,
  supplierId: null as number | null,
  deliveryWeight: '',
  tareWeight: '',
  cylinderType: 'FILL_UP',
  status: 'ACTIVE',
  ownership: 'KOOP',
  location: '',
  purchaseDate: '',
  origin: VIRGIN_ORIGIN,
  capacity: '',
  life: EMPTY_LIFE,
});

const toKg = (text: string) => parseDecimal(text) ?? Number.NaN;

type Values = ReturnType<typeof initial>;

/** What was typed here is kept when the session ends during a save (restored when the dialog opens again). */
const DRAFT = draftKey('/cylinders', 'cylinder-create-dialog');

/** The dialog's own checks (translated), the same bounds the server applies. */
export function cylinderCreateChecks(v: Values): Record<string, FieldCheck | null> {
  return {
    serialNumber: requiredError(v.serialNumber),
    gasType: requiredError(v.gas.gasType),
    deliveryWeight: firstError(
      requiredError(v.deliveryWeight),
      numberError(v.deliveryWeight, 0, 1000),
      grossBelowTare(v.deliveryWeight, v.tareWeight),
    ),
    tareWeight: firstError(requiredError(v.tareWeight), numberError(v.tareWeight, 0, 1000)),
    originFacilityName: facilityNameMissing(v.origin ?? VIRGIN_ORIGIN, v.cylinderType)
      ? requiredError('')
      : null,
    capacity: capacityError(v.capacity ?? '', v.cylinderType),
  };
}

/** 'Add New Cylinder' modal: the create form (defaults ACTIVE / FILL_UP / KOOP, weights step 0.01). */
export function CylinderCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorMessage = useErrorMessage('cylinders');
  const [create] = useCreate();
  const sessionExpiry = useSessionExpiry();
  const [v, setV] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server's refusal of a field, shown at the field until it is changed.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { ref: formRef, reveal } = useScrollToFirstError<HTMLDivElement>();

  useEffect(() => {
    if (open) {
      const kept = readDraft<Values>(DRAFT);
      clearDraft(DRAFT);
      setV(kept ?? initial());
      setError(null);
      setServerErrors({});
      setTouched(false);
      setSaving(false);
    }
  }, [open]);

  const checks = cylinderCreateChecks(v);
  const fieldError = (k: string) => {
    const c = touched ? checks[k] : null;
    return c ? translate(c.key, c.params) : (serverErrors[k] ?? null);
  };

  async function submit() {
    setError(null);
    setServerErrors({});
    setTouched(true);
    if (Object.values(checks).some(Boolean)) {
      reveal();
      return;
    }
    setSaving(true);
    const data = {
      serialNumber: v.serialNumber.trim(),
      gasType: v.gas.gasType.trim(),
      refrigerantId: v.gas.refrigerantId ?? undefined,
      supplierId: v.supplierId ?? undefined,
      deliveryWeight: toKg(v.deliveryWeight),
      tareWeight: toKg(v.tareWeight),
      cylinderType: v.cylinderType,
      status: v.status,
      ownership: v.ownership,
      location: v.location.trim() || undefined,
      purchaseDate: v.purchaseDate || undefined,
      ...originPayload(v.origin ?? VIRGIN_ORIGIN, v.cylinderType),
      ...capacityPayload(v.capacity ?? '', v.cylinderType),
      ...lifePayload(v.life ?? EMPTY_LIFE, v.ownership),
    };
    try {
      const created: unknown = await create('cylinders', { data }, { returnPromise: true });
      notify(isQueuedRecord(created) ? 'offline.queued' : 'cylinders.created', { type: 'success' });
      onCreated();
      await closeAfterSave(onClose);
    } catch (e) {
      if (sessionExpiry(e, DRAFT, v)) setError(translate('errors.SESSION_EXPIRED'));
      else {
        // A refusal that names fields is shown at them; the banner keeps only what no field explains.
        const code = errorCode(e);
        const fields: Record<string, string> =
          code === 'DELIVERY_BELOW_TARE'
            ? { deliveryWeight: translate('cylinders.gross.belowTare', { tare: toKg(v.tareWeight) }) }
            : code === 'SERIAL_NUMBER_TAKEN'
              ? { serialNumber: errorMessage(e) }
              : serverFieldErrors(e, translate);
        if (Object.keys(fields).length) setServerErrors(fields);
        else setError(errorMessage(e, translate('cylinders.saveFailed')));
      }
      setSaving(false);
      reveal();
    }
  }

  const change = (f: keyof Values & string, value: string) => {
    setV((s) => ({ ...s, [f]: value }));
    setServerErrors((old) => {
      // The gross is judged against the tare: a change to either answers the server's refusal of it.
      const gone = f === 'tareWeight' ? [f, 'deliveryWeight'] : [f];
      return gone.some((k) => k in old)
        ? Object.fromEntries(Object.entries(old).filter(([k]) => !gone.includes(k)))
        : old;
    });
  };
  const text =
    (f: 'serialNumber' | 'deliveryWeight' | 'tareWeight' | 'location' | 'purchaseDate') =>
    (e: { target: { value: string } }) =>
      change(f, e.target.value);
  const field = (name: string) => translate(`resources.cylinders.fields.${name}`);
  const two = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={translate('cylinders.addNew')}
      testId="cylinder-create-dialog"
      maxWidth="md"
      submit={{ label: translate('app.action.create'), saving, testId: 'cylinder-submit' }}
    >
      <Box ref={formRef} sx={{ display: 'contents' }}>
        <ErrorBanner message={error} onClose={() => setError(null)} />
        <Box sx={{ ...two, mt: 1 }}>
          <TextField
            name="serialNumber"
            label={field('serialNumber')}
            value={v.serialNumber}
            onChange={text('serialNumber')}
            placeholder={translate('cylinders.serialPlaceholder')}
            required
            error={!!fieldError('serialNumber')}
            helperText={fieldError('serialNumber')}
            autoFocus
          />
          <GasTypeInput
            value={v.gas}
            onChange={(gas) => setV((s) => ({ ...s, gas }))}
            required
            error={fieldError('gasType')}
          />
          <GrossTareFields
            delivery={v.deliveryWeight}
            tare={v.tareWeight}
            onChange={change}
            deliveryError={fieldError('deliveryWeight')}
            tareError={fieldError('tareWeight')}
          />
          <EnumSelect
            name="cylinderType"
            label={field('cylinderType')}
            values={CYLINDER_TYPES}
            group="cylinderType"
            value={v.cylinderType}
            onChange={(x) => setV((s) => ({ ...s, cylinderType: x }))}
            required
          />
          <EnumSelect
            name="status"
            label={field('status')}
            values={CYLINDER_STATUSES}
            group="status"
            value={v.status}
            onChange={(x) => setV((s) => ({ ...s, status: x }))}
            required
          />
          <EnumSelect
            name="ownership"
            label={field('ownership')}
            values={OWNERSHIPS}
            group="ownership"
            value={v.ownership}
            onChange={(x) => setV((s) => ({ ...s, ownership: x }))}
            required
          />
          <SupplierSelect
            value={v.supplierId}
            onChange={(supplierId) => setV((s) => ({ ...s, supplierId }))}
          />
          <TextField
            name="location"
            label={field('location')}
            value={v.location}
            onChange={text('location')}
            placeholder={translate('cylinders.locationPlaceholder')}
          />
          <TextField
            name="purchaseDate"
            label={field('purchaseDate')}
            type="date"
            value={v.purchaseDate}
            onChange={text('purchaseDate')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {v.cylinderType === 'RECLAIM' && (
            <CapacityField
              value={v.capacity ?? ''}
              onChange={(capacity) => setV((s) => ({ ...s, capacity }))}
              error={fieldError('capacity')}
            />
          )}
          <OriginFields
            value={v.origin ?? VIRGIN_ORIGIN}
            onChange={(origin) => setV((s) => ({ ...s, origin }))}
            nameError={fieldError('originFacilityName')}
            cylinderType={v.cylinderType}
          />
          <LifeFields
            value={v.life ?? EMPTY_LIFE}
            onChange={(life) => setV((s) => ({ ...s, life }))}
            ownership={v.ownership}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}

export default CylinderCreateDialog;
